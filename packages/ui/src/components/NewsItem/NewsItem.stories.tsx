import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, PartyPopper } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { NewsItem } from './NewsItem';

const now = new Date('2025-03-14T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const meta = {
  title: 'Engagement/NewsItem',
  component: NewsItem,
  args: {
    title: 'Your weekend bonus is here',
    body: 'Log in on Saturday and Sunday to collect 20 free coins and 3 extra icebreakers.',
    date: minutesAgo(5),
    now,
    isRead: false,
    icon: <Gift size={20} />,
    onMarkAsRead: fn(),
    onDismiss: fn(),
  },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof NewsItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAccessibleName(
      'Unread: Your weekend bonus is here',
    );
    await expect(canvas.getByText('5 minutes ago')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onMarkAsRead).toHaveBeenCalledOnce();
  },
};

export const Read: Story = {
  args: { isRead: true, date: minutesAgo(60 * 26) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('yesterday')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onMarkAsRead).not.toHaveBeenCalled();
  },
};

/** Both actions are reached with Tab and fired with the keyboard. */
export const KeyboardActions: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const markAsRead = canvas.getByRole('button', { name: 'Mark as read' });
    await expect(markAsRead).toHaveFocus();
    await expect(markAsRead.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAsRead).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const WithImage: Story = {
  args: {
    image: portrait(3, { width: 120, height: 120 }),
    title: 'Hannah is new in Köln',
    body: 'Say hello before everybody else does.',
    date: minutesAgo(60 * 3),
  },
};

/** An entry that leads somewhere: its action under the text, lined up with it. */
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="ghost" size="small" onPress={fn()}>
        Open
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeVisible();
  },
};

/** Older than a week: the date instead of a relative time. */
export const OlderEntry: Story = {
  args: { isRead: true, date: new Date('2024-12-24T12:00:00Z'), icon: <PartyPopper size={20} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dec 24, 2024')).toBeInTheDocument();
  },
};

export const DateFormat: Story = {
  args: { dateStyle: 'date', date: minutesAgo(30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mar 14')).toBeInTheDocument();
  },
};

/** Without handlers the entry shows no actions. */
export const WithoutActions: Story = {
  args: { onDismiss: undefined, onMarkAsRead: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'Our big spring celebration starts today with daily gifts, double coins and a brand new wheel of fortune',
    body: 'For the next fourteen days every member who logs in gets a gift: free coins, icebreakers, winks and turbo rockets. Spin the wheel of fortune once a day for free and collect bonus stars on top. Premium members get everything twice. Do not miss the last day, because that is when the biggest prize is waiting for you.',
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="medium">
      <NewsItem {...args} />
      <NewsItem {...args} isRead date={minutesAgo(60 * 5)} />
      <NewsItem {...args} image={portrait(1, { width: 120, height: 120 })} isRead={false} />
      <NewsItem {...args} isRead onDismiss={undefined} date={minutesAgo(60 * 24 * 3)} />
    </Stack>
  ),
};
