import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { member, memberAnswers } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { events, flirtWeekend, welcomeWeek } from '../storyFixtures';

const meta = {
  title: 'Screens/Shop/Event',
  ...screenMeta,
} satisfies Meta;
export default meta;

const eventPath = (id: string) => generatePath(paths.event, { id });

/** Day 4 of the welcome week: days 1 to 3 claimed, today's gift to claim. */
export const TodaysGift = screenStory({
  path: eventPath(welcomeWeek.id),
  member,
  api: { ...memberAnswers, ...events([welcomeWeek, flirtWeekend]) },
});

export const ClaimedToday = screenStory({
  path: eventPath(welcomeWeek.id),
  member,
  api: {
    ...memberAnswers,
    ...events([{ ...welcomeWeek, bonus: null, claimedDays: [1, 2, 3, 4] }, flirtWeekend]),
  },
});

/** An event that has not begun: its gifts, and when it starts. */
export const Upcoming = screenStory({
  path: eventPath(flirtWeekend.id),
  member,
  api: { ...memberAnswers, ...events([welcomeWeek, flirtWeekend]) },
});

/** An event no longer listed (an old link). */
export const Over = screenStory({
  path: eventPath('advent-2025'),
  member,
  api: { ...memberAnswers, ...events([welcomeWeek]) },
});

export const Loading = screenStory({
  path: eventPath(welcomeWeek.id),
  member,
  api: { ...memberAnswers, ...answer(endpoints.event.list, pending) },
});
