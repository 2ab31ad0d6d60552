import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { screenParameters, VisitorFrame } from './fixtures';
import { LoginForm, loginTexts } from './LoginForm';

/** After a session expiry the visitor lands on the login with the spec's notice. */
const meta = {
  title: 'Screens/Visitor/SessionExpired',
  component: LoginForm,
  parameters: screenParameters,
  args: { notice: loginTexts.sessionExpired, onSubmit: fn(), onSocial: fn() },
  render: (args) => (
    <VisitorFrame>
      <LoginForm {...args} />
    </VisitorFrame>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'session timed out. Please sign in again.',
    );
  },
};
