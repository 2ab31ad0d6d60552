import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Select } from '../../components/Select/Select';
import { Stack } from '../../components/Stack/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs';
import { TextField } from '../../components/TextField/TextField';
import { type Ticket, TicketList } from '../../components/TicketList/TicketList';
import { MemberFrame, referenceDate, screenParameters } from '../memberFrame';
import { ListRowSkeletons } from '../skeletons';

/** The ten topics of spec 02. */
const topics = [
  'Complaint',
  'My Account',
  'Technical Questions',
  'Premium',
  'Payment Issues',
  'Report Bug',
  'Other Topic',
  'Report User',
  'Report Image',
  'Report Chat',
].map((label) => ({ id: label.toLowerCase().replace(/\s+/g, '-'), label }));

const daysAgo = (days: number) => new Date(referenceDate.getTime() - days * 24 * 60 * 60 * 1000);

const tickets: Ticket[] = [
  {
    id: 't1',
    topic: 'Payment Issues',
    message: 'I paid by bank transfer on Monday but the coins are not there yet.',
    createdAt: daysAgo(1),
    status: 'inProgress',
    commentCount: 1,
  },
  {
    id: 't2',
    topic: 'Report User',
    message: 'This profile uses pictures of someone else.',
    createdAt: daysAgo(6),
    status: 'resolved',
  },
  {
    id: 't3',
    topic: 'Technical Questions',
    message: 'The chat does not load on my phone.',
    createdAt: daysAgo(20),
    status: 'closed',
  },
];

interface SupportScreenProps {
  tab?: 'new' | 'tickets';
  status?: 'idle' | 'sending' | 'failed';
  ticketState?: 'ready' | 'loading' | 'empty';
  onSend?: () => void;
}

/** /support and /tickets: write to support by topic, and follow earlier tickets. */
function SupportScreen({
  tab = 'new',
  status = 'idle',
  ticketState = 'ready',
  onSend = fn(),
}: SupportScreenProps) {
  return (
    <MemberFrame active="profile">
      <PageHeader title="Support" subtitle="We answer within one working day" />
      <Tabs defaultSelectedKey={tab}>
        <TabList aria-label="Support">
          <Tab id="new">New request</Tab>
          <Tab id="tickets">My tickets</Tab>
        </TabList>
        <TabPanel id="new">
          <Box background="surface" borderRadius="large" boxShadow="small" padding="large">
            <Stack space="gutter">
              <Select label="Topic" items={topics} defaultValue="payment-issues" />
              <TextField
                label="Your message"
                multiline
                defaultValue={
                  status === 'failed' ? '' : 'My coins did not arrive after paying with PayPal.'
                }
                errorMessage={status === 'failed' ? 'Please describe your request.' : undefined}
              />
              <Button
                size="large"
                fullWidth
                icon={<Send size={18} />}
                isPending={status === 'sending'}
                onPress={onSend}
              >
                Send request
              </Button>
            </Stack>
          </Box>
        </TabPanel>
        <TabPanel id="tickets">
          {ticketState === 'loading' ? (
            <ListRowSkeletons
              label="Loading your tickets"
              rows={3}
              trailing="badge"
              lines={2}
              framed
            />
          ) : (
            <TicketList
              tickets={ticketState === 'empty' ? [] : tickets}
              onOpen={fn()}
              emptyText="You have not written to support yet."
            />
          )}
        </TabPanel>
      </Tabs>
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Account/Support',
  component: SupportScreen,
  parameters: screenParameters,
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRequest: Story = {
  args: { onSend: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = { args: { status: 'sending' } };

export const MessageMissing: Story = { args: { status: 'failed' } };

export const Tickets: Story = {
  args: { tab: 'tickets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/bank transfer on Monday/)).toBeVisible();
  },
};

export const TicketsLoading: Story = {
  args: { tab: 'tickets', ticketState: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your tickets' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const TicketsEmpty: Story = { args: { tab: 'tickets', ticketState: 'empty' } };
