/** The user search by name (/search/{name}): 50 a page (spec 02 section 9). */
import { pageSizes } from '@amora/contract';
import { createMemberList } from './memberList';

export const nameSearch = createMemberList(pageSizes.search);
