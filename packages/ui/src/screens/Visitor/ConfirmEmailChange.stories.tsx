import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfirmEmail } from './ConfirmEmailView';
import { screenParameters } from './fixtures';

/** The e-mail change link (t, uid, email): on success the same confirmed dialog; on failure the app goes to the login. */
const meta = {
  title: 'Screens/Visitor/ConfirmEmailChange',
  component: ConfirmEmail,
  parameters: screenParameters,
  args: { state: 'confirmed', email: 'lena.new@example.com', onLogin: fn() },
} satisfies Meta<typeof ConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your e-mail is confirmed!')).toBeVisible();
  },
};
