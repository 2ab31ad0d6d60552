import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmEmail } from './ConfirmEmailView';
import { screenParameters } from './fixtures';

const meta = {
  title: 'Screens/Visitor/ConfirmEmail',
  component: ConfirmEmail,
  parameters: screenParameters,
  args: { state: 'unconfirmed', onLogin: fn(), onResend: fn() },
} satisfies Meta<typeof ConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfirmed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend confirmation' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Resending: Story = { args: { isResending: true } };

export const Confirmed: Story = {
  args: { state: 'confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your e-mail is confirmed!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

export const Expired: Story = { args: { state: 'expired' } };

/** After a resend the button waits out the 10-minute timeout. */
export const ResendCoolingDown: Story = {
  args: { state: 'resendCoolingDown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend confirmation' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 minutes');
  },
};
