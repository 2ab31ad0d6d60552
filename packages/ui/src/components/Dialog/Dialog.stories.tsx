import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Delete account',
    isOpen: true,
    onOpenChange: fn(),
    children: (
      <Text tone="muted">
        Your profile, pictures and chats will be erased. This cannot be undone.
      </Text>
    ),
    footer: (
      <>
        <Button variant="primary" fullWidth>
          Delete account
        </Button>
        <Button variant="outline" fullWidth>
          Cancel
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OnMobile: Story = {
  args: { sheetOnMobile: true },
  globals: { viewport: { value: 'mobile' } },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Finish your profile' },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of use and privacy notice for members of the flirting chat service',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => `paragraph-${index}`).map((key) => (
          <Text key={key}>
            The service is a virtual flirting chat with fictional profiles and no personal meetings.
            The price per message depends on the payment method.
          </Text>
        ))}
      </>
    ),
  },
};

/** Opening from a trigger moves focus inside, Tab stays trapped, Escape closes and focus returns. */
export const FocusTrapAndEscape: Story = {
  args: { isOpen: undefined },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <DialogTrigger>
        <Button>Open dialog</Button>
        <Dialog {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
