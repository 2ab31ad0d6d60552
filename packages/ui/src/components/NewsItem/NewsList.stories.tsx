import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown, Gift, Heart, Sparkles } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { NewsItem } from './NewsItem';
import { NewsList } from './NewsList';

const now = new Date('2025-03-14T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

const entries = [
  {
    id: 'n1',
    title: 'Your weekend bonus is here',
    body: 'Log in on Saturday and Sunday to collect 20 free coins.',
    date: hoursAgo(0.2),
    isRead: false,
    icon: <Gift size={20} />,
  },
  {
    id: 'n2',
    title: 'Lena liked your profile',
    body: 'Like her back and you have a match.',
    date: hoursAgo(3),
    isRead: false,
    image: portrait(0, { width: 120, height: 120 }),
  },
  {
    id: 'n3',
    title: 'Premium: 25% off for 3 months',
    body: 'Unlimited swipes, free reveal of likes and visitors and read confirmations.',
    date: hoursAgo(30),
    isRead: true,
    icon: <Crown size={20} />,
  },
  {
    id: 'n4',
    title: 'New: moods on your profile',
    body: 'Tell others what you are up for today, from coffee to something serious.',
    date: hoursAgo(24 * 20),
    isRead: true,
    icon: <Sparkles size={20} />,
  },
];

const meta = {
  title: 'Engagement/NewsList',
  component: NewsList,
  args: {
    title: 'News',
    emptyText: 'Nothing new right now. We will let you know when something happens.',
    onReadAll: fn(),
    hasUnread: true,
  },
  render: (args) => (
    <NewsList {...args}>
      {entries.map(({ id, ...entry }) => (
        <NewsItem key={id} {...entry} now={now} onMarkAsRead={fn()} onDismiss={fn()} />
      ))}
    </NewsList>
  ),
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'News' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Read all' }));
    await expect(args.onReadAll).toHaveBeenCalledOnce();
  },
};

export const AllRead: Story = {
  args: { hasUnread: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Read all' })).toBeDisabled();
  },
};

export const ReadAllPending: Story = { args: { isReadAllPending: true } };

export const Empty: Story = {
  render: (args) => <NewsList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing new right now/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Read all' })).not.toBeInTheDocument();
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <NewsList {...args}>
      <NewsItem
        title="It's a match!"
        body="You and Mia like each other. Send the first message."
        date={hoursAgo(0.5)}
        now={now}
        icon={<Heart size={20} />}
        onMarkAsRead={fn()}
        onDismiss={fn()}
      />
      {entries.map(({ id, ...entry }) => (
        <NewsItem key={id} {...entry} now={now} onMarkAsRead={fn()} onDismiss={fn()} />
      ))}
    </NewsList>
  ),
};
