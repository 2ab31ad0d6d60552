import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import {
  ChatBubble,
  type ChatBubbleProps,
  chatMessageStatuses,
  chatMessageTypes,
} from './ChatBubble';

const at = (hours: number, minutes: number) => new Date(2025, 4, 14, hours, minutes);

function Thread({ children }: { children: ReactNode }) {
  return (
    <Box background="background" padding="gutter" borderRadius="large" role="log">
      <Stack space="xsmall">{children}</Stack>
    </Box>
  );
}

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  args: {
    partnerName: 'Lena',
    partnerImage: portrait(0),
    text: 'Hey! I saw you like hiking too. Which trail is your favourite around here?',
    sentAt: at(14, 5),
  },
  argTypes: {
    type: { control: 'select', options: chatMessageTypes },
    status: { control: 'inline-radio', options: chatMessageStatuses },
  },
  decorators: [
    (Story) => (
      <Thread>
        <Story />
      </Thread>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/I saw you like hiking/)).toBeVisible();
    await expect(canvas.getByText('Lena:')).toBeInTheDocument();
  },
};

export const Own: Story = {
  args: { isOwn: true, status: 'read', text: 'The Malerweg! Have you been?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Read')).toBeInTheDocument();
  },
};

export const Sent: Story = {
  args: { isOwn: true, status: 'sent', text: 'See you on Saturday then 😊' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { isOwn: true, status: 'pending', text: 'Just a second, sending this…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { isOwn: true, status: 'failed', text: 'Did this arrive?', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Not sent')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // At rest: a real click draws no focus ring (FailedRetryByKeyboard pictures the ring).
    retry.blur();
  },
};

export const FailedRetryByKeyboard: Story = {
  args: { isOwn: true, status: 'failed', text: 'Did this arrive?', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Wink: Story = {
  args: { type: 'wink', text: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lena sent you a wink')).toBeVisible();
  },
};

export const OwnWink: Story = { args: { type: 'wink', isOwn: true, status: 'sent' } };

export const Kiss: Story = { args: { type: 'kiss' } };

export const Present: Story = {
  args: { type: 'present', giftName: 'Red roses', giftEmoji: '🌹' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Red roses')).toBeVisible();
    await expect(canvas.getByText('Lena sent you a gift')).toBeVisible();
  },
};

export const OwnPresentWithoutPicture: Story = {
  args: { type: 'present', isOwn: true, status: 'read', giftName: 'Surprise box' },
};

export const Image: Story = {
  args: { type: 'image', imageSrc: portrait(0), imageAlt: 'Lena at the lake' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Lena at the lake' })).toBeVisible();
  },
};

export const LockedImage: Story = {
  args: { type: 'image', imageSrc: portrait(0), isLocked: true, unlockPrice: 35, onUnlock: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Locked picture' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock for 35 coins' }));
    await expect(args.onUnlock).toHaveBeenCalledOnce();
  },
};

export const OwnImage: Story = {
  args: { type: 'image', isOwn: true, status: 'sent', imageSrc: portrait(3) },
};

export const IceBreaker: Story = {
  args: { type: 'iceBreaker', text: 'If you could travel anywhere tomorrow, where would you go?' },
};

export const PictureComment: Story = {
  args: { type: 'pictureComment', pictureSrc: portrait(6), text: 'Love the view in this one!' },
};

export const PictureLike: Story = { args: { type: 'pictureLike', pictureSrc: portrait(6) } };

export const ChatRenewal: Story = {
  args: { type: 'chatRenewal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chat renewed')).toBeVisible();
  },
};

export const System: Story = {
  args: { type: 'system', text: 'You matched with Lena', sentAt: undefined },
};

export const LongWord: Story = {
  args: {
    text: 'Sooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo cute! https://example.com/a/very/long/link/that/does/not/break/by/itself/at/all',
  },
};

export const Multiline: Story = {
  args: {
    isOwn: true,
    status: 'read',
    text: 'Three things about me:\n1. Coffee\n2. Dogs\n3. Sunsets',
  },
};

/** Matrix cells side by side, so each matrix stays within one screen for the screenshot. */
function Grid({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
      {children}
    </div>
  );
}

function Pair({ args, ...props }: { args: ChatBubbleProps } & Partial<ChatBubbleProps>) {
  return (
    <Stack space="xsmall">
      <ChatBubble {...args} {...props} />
      <ChatBubble {...args} {...props} isOwn status="read" />
    </Stack>
  );
}

/** Partner and own for the text types, and the centred lines. */
export const AllTextTypes: Story = {
  render: (args) => (
    <Grid>
      <Pair args={args} text="Hi Lena, how was your weekend?" />
      <Pair args={args} type="iceBreaker" text="What does your perfect Sunday look like?" />
      <Pair args={args} type="pictureComment" pictureSrc={portrait(6)} text="That smile!" />
      <Stack space="xsmall">
        <ChatBubble {...args} type="system" text="You matched with Lena" sentAt={at(13, 58)} />
        <ChatBubble {...args} type="chatRenewal" sentAt={at(15, 0)} />
        <ChatBubble {...args} type="system" text="Yesterday" sentAt={undefined} />
      </Stack>
    </Grid>
  ),
};

/** Partner and own for wink, kiss, present and picture like. */
export const AllStickerTypes: Story = {
  render: (args) => (
    <Grid>
      <Pair args={args} type="wink" />
      <Pair args={args} type="kiss" />
      <Pair args={args} type="present" giftName="Red roses" giftEmoji="🌹" />
      <Pair args={args} type="pictureLike" pictureSrc={portrait(6)} />
    </Grid>
  ),
};

export const AllImages: Story = {
  render: (args) => (
    <Grid>
      <ChatBubble {...args} type="image" imageSrc={portrait(0)} />
      <ChatBubble
        {...args}
        type="image"
        imageSrc={portrait(4)}
        isLocked
        unlockPrice={35}
        onUnlock={fn()}
      />
      <ChatBubble {...args} type="image" imageSrc={portrait(3)} isOwn status="sent" />
      <ChatBubble {...args} type="image" imageSrc={portrait(5)} isOwn status="pending" />
    </Grid>
  ),
};

/** Every delivery state of an own message next to a partner's. */
export const AllStates: Story = {
  render: (args) => (
    <Grid>
      <Stack space="xsmall">
        <ChatBubble {...args} text="A partner's message" />
        <ChatBubble {...args} text="Second in the run" isFirstInGroup={false} />
      </Stack>
      <Stack space="xsmall">
        <ChatBubble {...args} isOwn status="pending" text="Sending…" />
        <ChatBubble
          {...args}
          isOwn
          status="sent"
          text="Sent, not read yet"
          isFirstInGroup={false}
        />
      </Stack>
      <ChatBubble {...args} isOwn status="read" text="Read by Lena" />
      <ChatBubble {...args} isOwn status="failed" text="This one failed" onRetry={fn()} />
    </Grid>
  ),
};

/** A run of messages: the avatar and the bubble tail only on the first of each sender's run. */
export const Conversation: Story = {
  render: (args) => (
    <>
      <ChatBubble {...args} type="system" text="Today" sentAt={undefined} />
      <ChatBubble {...args} text="Hi! 👋" sentAt={at(14, 1)} />
      <ChatBubble {...args} isFirstInGroup={false} sentAt={at(14, 2)} />
      <ChatBubble
        {...args}
        isOwn
        status="read"
        text="Hey Lena! The Malerweg, definitely."
        sentAt={at(14, 6)}
      />
      <ChatBubble
        {...args}
        isOwn
        status="read"
        isFirstInGroup={false}
        text="Have you been?"
        sentAt={at(14, 6)}
      />
      <ChatBubble {...args} type="wink" sentAt={at(14, 9)} />
      <ChatBubble {...args} text="Not yet, show me some time?" sentAt={at(14, 10)} />
      <ChatBubble {...args} isOwn status="pending" text="Deal. Saturday?" sentAt={at(14, 12)} />
    </>
  ),
};

export const ConversationOnMobile: Story = {
  ...Conversation,
  globals: { viewport: { value: 'mobile' } },
};

export const LockedImageOnMobile: Story = {
  ...LockedImage,
  globals: { viewport: { value: 'mobile' } },
};

export const FailedOnMobile: Story = {
  ...Failed,
  globals: { viewport: { value: 'mobile' } },
};

export const IceBreakerOnMobile: Story = {
  ...IceBreaker,
  args: { ...IceBreaker.args, isOwn: true, status: 'read' },
  globals: { viewport: { value: 'mobile' } },
};
