import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { MatchDialog } from './MatchDialog';

const meta = {
  title: 'Discovery/MatchDialog',
  component: MatchDialog,
  args: {
    member: { name: 'Jonas', image: portrait(3) },
    partner: { name: 'Lena', image: portrait(0) },
    isOpen: true,
    onOpenChange: fn(),
    onSendMessage: fn(),
    onKeepSwiping: fn(),
  },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof MatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: "It's a match!",
    });
    await expect(within(dialog).getByText('You and Lena like each other.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a message' }));
    await expect(args.onSendMessage).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    await expect(args.onKeepSwiping).toHaveBeenCalledOnce();
  },
};

/** Out of coins: the note and the way to the shop instead of "Send a message". */
export const NoCoins: Story = {
  args: { hasNoCoins: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(
      within(dialog).getByText('You have no coins left to write to Lena.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Get coins' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Send a message' })).toBeNull();
  },
};

export const WithoutPictures: Story = {
  args: { member: { name: 'Jonas' }, partner: { name: 'Lena' } },
};
