import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins } from 'lucide-react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button, ButtonLink } from '../../components/Button/Button';
import { ChatBubble } from '../../components/ChatBubble/ChatBubble';
import { Dialog } from '../../components/Dialog/Dialog';
import { SplitView } from '../../components/SplitView/SplitView';
import { Text } from '../../components/Text/Text';
import { MemberFrame, screenParameters } from '../memberFrame';
import { at, ChatPane, conversation, DialogPane, lena } from './conversation';

type ChatScreenProps = ComponentProps<typeof ChatPane> & { overlay?: React.ReactNode };

/** /messages/{id}: the chat, with the dialog list beside it from 600 px. */
function ChatScreen({ overlay, ...chat }: ChatScreenProps) {
  return (
    <MemberFrame active="messages" fill>
      <SplitView
        showDetail
        list={
          <Box padding="medium">
            <DialogPane selectedId="lena" />
          </Box>
        }
        detail={<ChatPane onBack={fn()} {...chat} />}
      />
      {overlay}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/Chat',
  component: ChatScreen,
  parameters: screenParameters,
  args: { onSend: fn() },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of message, newest at the bottom; Enter sends the text. */
export const Conversation: Story = {
  play: async ({ args, canvas }) => {
    const log = canvas.getByRole('log', { name: 'Chat with Lena' });
    await expect(within(log).getByText('Not yet, show me some time?')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Saturday at ten?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Saturday at ten?');
  },
};

export const PartnerTyping: Story = {
  args: { isTyping: true },
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('region', { name: 'Chat with Lena' });
    await expect(within(chat).getByText('typing…')).toBeVisible();
  },
};

/** The first message of the day is free: the composer says so instead of a price. */
export const FreeMessages: Story = { args: { freeMessages: 3 } };

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Reconnecting/)).toBeVisible();
  },
};

export const Offline: Story = {
  args: { connection: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** A new partner opened from a profile: a temporary dialog without messages yet. */
export const NewChat: Story = {
  args: {
    messages: (
      <ChatBubble
        partnerName={lena.name}
        type="system"
        text="Say hello to Lena! A wink or a gift is a nice way to start."
      />
    ),
  },
};

/** A locked paid picture from the partner and a message that failed to send. */
export const LockedPictureAndFailedMessage: Story = {
  args: {
    extra: (
      <>
        <ChatBubble
          partnerName={lena.name}
          partnerImage={lena.image}
          type="image"
          isLocked
          unlockPrice={35}
          onUnlock={fn()}
          imageSrc={lena.image}
          sentAt={at(18, 20)}
        />
        <ChatBubble
          partnerName={lena.name}
          isOwn
          status="failed"
          onRetry={fn()}
          text="Oh, what is it? 👀"
          sentAt={at(18, 21)}
        />
      </>
    ),
  },
};

/** An expired dialog: writing is closed until the member renews it for 5 coins. */
export const Expired: Story = {
  args: {
    messages: conversation,
    composerNote: 'This chat has expired. Renew it for 5 coins to keep writing.',
  },
};

/** ERR_BALANCE_TOO_LOW while sending: the out-of-coins prompt with the way to the shop. */
export const OutOfCoins: Story = {
  args: {
    overlay: (
      <Dialog
        isOpen
        title="Out of coins!"
        role="alertdialog"
        footer={
          <>
            <ButtonLink href="/shop" fullWidth icon={<Coins size={18} />}>
              Buy coins
            </ButtonLink>
            <Button variant="ghost" fullWidth>
              Not now
            </Button>
          </>
        }
      >
        <Text>Unfortunately, you don't have enough coins.</Text>
      </Dialog>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};
