import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { member, memberAnswers, memberWith, stranger } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';

const meta = {
  title: 'Screens/Discovery/For You',
  ...screenMeta,
} satisfies Meta;
export default meta;

const deck = answer(endpoints.dating.list, {
  count: 6,
  items: [1, 2, 3, 4, 5, 6].map((index) => stranger(index)),
  dailyProfilesLeft: 30,
});

export const Deck = screenStory({
  path: paths.forYou,
  member,
  api: { ...memberAnswers, ...deck },
});

export const Loading = screenStory({
  path: paths.forYou,
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, pending) },
});

export const OutOfSwipes = screenStory({
  path: paths.forYou,
  member: memberWith({ freeSwipesCount: 0 }),
  api: { ...memberAnswers, ...deck },
});

export const DayUsedUp = screenStory({
  path: paths.forYou,
  member,
  api: {
    ...memberAnswers,
    ...answer(endpoints.dating.list, { count: 0, items: [], dailyProfilesLeft: 0 }),
  },
});
