import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { type Ticket, TicketList } from './TicketList';
import { TicketStatusBadge, ticketStatuses } from './TicketStatusBadge';

const tickets: Ticket[] = [
  {
    id: 't1',
    topic: 'Payment Issues',
    message: 'I bought 120 coins with PayPal but my balance did not change.\nOrder 4711',
    createdAt: new Date('2025-03-14T12:00:00Z'),
    status: 'open',
  },
  {
    id: 't2',
    topic: 'Report User',
    message: 'This profile keeps sending me links to another site.',
    createdAt: new Date('2025-03-10T12:00:00Z'),
    status: 'inProgress',
    commentCount: 1,
  },
  {
    id: 't3',
    topic: 'My Account',
    message: 'How do I change the e-mail address of my account?',
    createdAt: new Date('2025-02-27T12:00:00Z'),
    status: 'resolved',
    commentCount: 2,
  },
  {
    id: 't4',
    topic: 'Report Image',
    message: 'The second picture of this member is not a real photo.',
    createdAt: new Date('2025-02-03T12:00:00Z'),
    status: 'rejected',
    commentCount: 1,
  },
  {
    id: 't5',
    topic: 'Technical Questions',
    message: 'The chat did not load on my phone yesterday evening.',
    createdAt: new Date('2025-01-19T12:00:00Z'),
    status: 'closed',
  },
];

const meta = {
  title: 'Product/TicketList',
  component: TicketList,
  args: {
    tickets,
    onOpen: fn(),
    emptyText: 'You have not written to support yet. We usually answer within a day.',
  },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Your support tickets' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('row', { name: /Report User/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('t2');
  },
};

/** Tab enters the list, the arrow keys move between tickets and Enter opens one. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('row', { name: /Payment Issues/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('row', { name: /My Account/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('t3');
  },
};

/** Every status with its tone and icon, one row each. */
export const EachStatus: Story = {
  args: {
    tickets: ticketStatuses.map((status, index) => ({
      ...(tickets[index] as Ticket),
      id: status,
      status,
    })),
  },
  play: async ({ canvas }) => {
    for (const label of ['Open', 'In progress', 'Resolved', 'Rejected', 'Closed']) {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    }
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have not written to support yet/)).toBeInTheDocument();
  },
};

/** A long topic wraps; only the first line of a long message shows, cut with an ellipsis. */
export const LongText: Story = {
  args: {
    tickets: [
      {
        id: 'long',
        topic: 'Complaint about a charge on my credit card statement from last month',
        message:
          'Hello, I noticed that I was charged twice for the premium subscription this month although I only clicked the button once, could you please check this and refund one of the charges?\nThank you',
        createdAt: new Date('2025-03-01T12:00:00Z'),
        status: 'inProgress',
        commentCount: 12,
      },
      ...tickets.slice(0, 2),
    ],
  },
};

export const StatusBadges: Story = {
  render: () => (
    <Stack space="small" align="start">
      {ticketStatuses.map((status) => (
        <TicketStatusBadge key={status} status={status} />
      ))}
      {ticketStatuses.map((status) => (
        <TicketStatusBadge key={`${status}-small`} status={status} size="small" />
      ))}
    </Stack>
  ),
  parameters: { visual: { viewports: ['desktop'] } },
};
