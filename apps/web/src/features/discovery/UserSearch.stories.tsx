import { answer, offline, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { member, memberAnswers } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { membersPage, range, strangers } from './storyFixtures';

const meta = {
  title: 'Screens/Discovery/User Search',
  ...screenMeta,
} satisfies Meta;
export default meta;

const searchForLukas = '/search/Lukas';

/** Before a search (a name of only spaces): the hint. */
export const Idle = screenStory({ path: '/search/%20', member, api: memberAnswers });

export const Loading = screenStory({
  path: searchForLukas,
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, pending) },
});

/** The first page of members called Lukas, and "Show more" for the next. */
export const Results = screenStory({
  path: searchForLukas,
  member,
  api: {
    ...memberAnswers,
    ...answer(
      endpoints.dating.list,
      membersPage(strangers(range(0, 12), { name: 'Lukas' }), {
        next: '/v1/dating?search=Lukas&page=2',
      }),
    ),
  },
});

/** Everyone found on one page: how many, and no "Show more". */
export const AllShown = screenStory({
  path: '/search/Felix',
  member,
  api: {
    ...memberAnswers,
    ...answer(endpoints.dating.list, membersPage(strangers([1, 7, 13], { name: 'Felix' }))),
  },
});

export const NoResults = screenStory({
  path: '/search/Xaverine',
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, membersPage([])) },
});

export const Failed = screenStory({
  path: searchForLukas,
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, offline) },
});
