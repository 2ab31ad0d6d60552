import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../../app/paths';
import { member, memberAnswers } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { newsItems } from '../storyFixtures';

const meta = {
  title: 'Screens/Shop/News',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Two unread items, two read. */
export const Feed = screenStory({
  path: paths.news,
  member,
  api: {
    ...memberAnswers,
    ...answer(endpoints.news.feed, {
      count: newsItems.length,
      items: newsItems,
      totalCount: newsItems.filter((item) => !item.isRead).length,
      lastReadTime: newsItems[2]?.createdAt ?? null,
    }),
  },
});

export const Empty = screenStory({ path: paths.news, member, api: memberAnswers });

export const Loading = screenStory({
  path: paths.news,
  member,
  api: { ...memberAnswers, ...answer(endpoints.news.feed, pending) },
});
