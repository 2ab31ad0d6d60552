import { answer, offline, pending } from '@amora/client/fixtures';
import { endpoints, type MatchOfTheDay } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { member, memberAnswers, memberWith, stranger } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { membersPage, range, strangers } from './storyFixtures';

const meta = {
  title: 'Screens/Discovery/Nearby',
  ...screenMeta,
} satisfies Meta;
export default meta;

const matchesOfTheDay: MatchOfTheDay[] = [
  { profile: stranger(9, { isLiked: true }), sharedInterests: ['travel', 'cooking'] },
  { profile: stranger(10), sharedInterests: ['music'] },
];

/** The matches of the day, then a first page of members with more to come. */
export const Populated = screenStory({
  path: paths.home,
  member,
  api: {
    ...memberAnswers,
    ...answer(endpoints.dating.matchesOfTheDay, { count: 2, items: matchesOfTheDay }),
    ...answer(
      endpoints.dating.list,
      membersPage(strangers(range(11, 23)), { next: '/v1/dating?page=2', dailyProfilesLeft: 18 }),
    ),
  },
});

export const Loading = screenStory({
  path: paths.home,
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, pending) },
});

/** Nobody within the search radius: the way to the search settings. */
export const Empty = screenStory({
  path: paths.home,
  member,
  api: {
    ...memberAnswers,
    ...answer(endpoints.dating.list, membersPage([], { dailyProfilesLeft: 30 })),
  },
});

export const Failed = screenStory({
  path: paths.home,
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, offline) },
});

/** A member who has not published the profile yet: the card that completes it comes first. */
const unpublished = memberWith({ hasCompletedRegistration: false });
export const NotPublished = screenStory({
  path: paths.home,
  member: unpublished,
  api: {
    ...memberAnswers,
    ...answer(endpoints.user.get, unpublished),
    ...answer(
      endpoints.dating.list,
      membersPage(strangers(range(11, 17)), { dailyProfilesLeft: 24 }),
    ),
  },
});
