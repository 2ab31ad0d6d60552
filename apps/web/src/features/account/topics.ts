/** The catalogue key of a support topic (spec 02: Complaint, My Account, …, Report Chat). */
import type { TicketTopic } from '@amora/contract';
import type { MessageId } from '../../i18n/catalogue';

export const topicId = (topic: TicketTopic) => `account.topic.${topic}` as MessageId;
