import type { Meta, StoryObj } from '@storybook/react-vite';
import { Compass, MessageCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button, ButtonLink } from '../../components/Button/Button';
import type { DialogFilter } from '../../components/DialogFilters/DialogFilters';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { SplitView } from '../../components/SplitView/SplitView';
import { MemberFrame, screenParameters } from '../memberFrame';
import { ListRowSkeletons } from '../skeletons';
import { ChatPane, DialogPane, type DialogPaneProps } from './conversation';

interface MessagesScreenProps extends DialogPaneProps {
  /** Lena's chat is open beside the list (desktop) or instead of it (phones). */
  isChatOpen?: boolean;
}

/** /messages: the dialog list with its filters, and on wide screens the open chat beside it. */
function MessagesScreen({
  isChatOpen,
  filter: initialFilter = 'all',
  ...list
}: MessagesScreenProps) {
  const [filter, setFilter] = useState<DialogFilter>(initialFilter);
  return (
    <MemberFrame active="messages" fill>
      <SplitView
        showDetail={isChatOpen}
        list={
          <Box padding="medium">
            <DialogPane
              {...list}
              filter={filter}
              onFilterChange={setFilter}
              selectedId={isChatOpen ? 'lena' : undefined}
            />
          </Box>
        }
        detail={
          isChatOpen ? (
            <ChatPane onBack={() => {}} />
          ) : (
            <Box paddingY="xxxlarge" paddingX="large">
              <EmptyState
                icon={<MessageCircle size={28} />}
                title="Pick a chat"
                description="Choose a conversation on the left to read and answer it."
              />
            </Box>
          )
        }
      />
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/Messages',
  component: MessagesScreen,
  parameters: screenParameters,
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Lena, 27/ })[0]).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore' })).toBeVisible();
  },
};

/** The filter chips narrow the list; Unread shows only dialogs with unread messages. */
export const FilterUnread: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Unread/ }));
    const list = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/messages/'));
    await expect(list.map((link) => link.getAttribute('href'))).toEqual([
      '/messages/lena',
      '/messages/mia',
      '/messages/emma',
    ]);
  },
};

export const Favorites: Story = { args: { filter: 'favorites' } };

export const ChatOpen: Story = {
  args: { isChatOpen: true },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Chat with Lena' });
    await expect(within(log).getByText('Not yet, show me some time?')).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    placeholder: (
      <ListRowSkeletons label="Loading your chats" rows={7} avatar={56} trailing="time" />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your chats' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: {
    items: [],
    placeholder: (
      <EmptyState
        framed
        icon={<MessageCircle size={28} />}
        title="No messages yet"
        description="Like someone in the match game or send a wink – your chats will show up here."
        action={
          <ButtonLink href="/foryou" icon={<Compass size={18} />}>
            Discover people
          </ButtonLink>
        }
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Discover people' })).toHaveAttribute(
      'href',
      '/foryou',
    );
  },
};

export const LoadFailed: Story = {
  args: {
    items: [],
    placeholder: (
      <EmptyState
        framed
        icon={<RefreshCw size={28} />}
        title="Your chats could not be loaded"
        description="Check your connection and try again."
        action={<Button variant="outline">Try again</Button>}
      />
    ),
  },
};
