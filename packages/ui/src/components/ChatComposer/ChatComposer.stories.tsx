import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box';
import { ChatComposer } from './ChatComposer';

const longText =
  'I have to tell you about my weekend: we drove up to the lake at five in the morning, the fog was still lying on the water and there was nobody else around. We swam, made coffee on a tiny stove and watched the sun come up. Next time you come along?';

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  args: {
    onSend: fn(),
    onGift: fn(),
    onWink: fn(),
    onPicture: fn(),
    price: 10,
    rate: { price: 10, characters: 100 },
  },
  decorators: [
    (Story) => (
      <Box background="background" padding="gutter" borderRadius="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText(/per 100 characters/)).toBeVisible();
  },
};

/** The price is the app's: the composer names what it is given once there is a text. */
export const TypingShowsPrice: Story = {
  args: { price: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/per 100 characters/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'a'.repeat(101));
    await expect(canvas.getByText('20 coins')).toBeInTheDocument();
    await expect(canvas.getByText(/This message costs/)).toBeVisible();
  },
};

export const EnterSends: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Hello Lena!');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Hello Lena!');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const ShiftEnterAddsLine: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'First line');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.type(input, 'second line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(input).toHaveValue('First line\nsecond line');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
  },
};

export const BlankIsNotSent: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { defaultValue: longText, price: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 coins')).toBeInTheDocument();
  },
};

/** The input grows to about five lines, then scrolls. */
export const ManyLines: Story = {
  args: {
    defaultValue: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'].join('\n'),
  },
};

export const FreeMessages: Story = {
  args: { freeMessages: 3, defaultValue: 'Hi Lena, nice to meet you!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('3 free messages left')).toBeVisible();
  },
};

export const Offline: Story = {
  args: { isOffline: true, defaultValue: 'Are you still there?' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You are offline')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeDisabled();
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Blocked: Story = {
  args: { isBlocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no longer send messages/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const Actions: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gift' }));
    await expect(args.onGift).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Wink' }));
    await expect(args.onWink).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Picture' }));
    await expect(args.onPicture).toHaveBeenCalledOnce();
  },
};

export const WithoutActions: Story = {
  args: { onGift: undefined, onWink: undefined, onPicture: undefined },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Gift' }).matches(':focus-visible')).toBe(true);
  },
};

export const OnMobile: Story = {
  args: { defaultValue: 'Coffee on Saturday?' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gift' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'start',
        gap: 24,
      }}
    >
      <ChatComposer {...args} />
      <ChatComposer {...args} defaultValue="Hello Lena!" />
      <ChatComposer {...args} defaultValue={longText} price={30} />
      <ChatComposer {...args} freeMessages={1} defaultValue="Hi!" />
      <ChatComposer {...args} isOffline />
      <ChatComposer {...args} isBlocked />
    </div>
  ),
};

export const LongTextOnMobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};

export const OfflineOnMobile: Story = {
  ...Offline,
  globals: { viewport: { value: 'mobile' } },
};

export const FreeMessagesOnMobile: Story = {
  ...FreeMessages,
  globals: { viewport: { value: 'mobile' } },
};
