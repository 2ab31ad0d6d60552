import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { screenParameters, VisitorFrame } from './fixtures';
import { LoginForm, loginTexts } from './LoginForm';

const meta = {
  title: 'Screens/Visitor/Login',
  component: LoginForm,
  parameters: screenParameters,
  args: { onSubmit: fn(), onSocial: fn() },
  render: (args) => (
    <VisitorFrame>
      <LoginForm {...args} />
    </VisitorFrame>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with Apple' }));
    await expect(args.onSocial).toHaveBeenCalledWith('apple');
  },
};

export const Populated: Story = {
  args: { defaultEmail: 'lena.meyer@example.com', defaultPassword: 'sommer2026' },
};

export const Loading: Story = {
  args: {
    status: 'loading',
    defaultEmail: 'lena.meyer@example.com',
    defaultPassword: 'sommer2026',
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Log in$/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'failed', defaultEmail: 'lena.meyer@example.com', defaultPassword: 'winter2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginTexts.failed);
  },
};

/** Typing in a field clears the wrong-credentials error. */
export const TypingClearsError: Story = {
  args: Failed.args,
  parameters: { visual: { skip: 'Behaviour only' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), '!');
    await waitFor(() => expect(canvas.queryByText(loginTexts.failed)).toBeNull());
  },
};

export const EmptyFields: Story = {
  args: { showEmptyErrors: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(loginTexts.emptyEmail)).toBeVisible();
    await expect(canvas.getByText(loginTexts.emptyPassword)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EnterSubmits: Story = {
  parameters: { visual: { skip: 'Behaviour only' } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'lena.meyer@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'sommer2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'lena.meyer@example.com',
      password: 'sommer2026',
    });
  },
};

export const EmptySubmitShowsErrors: Story = {
  parameters: { visual: { skip: 'Behaviour only' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Log in$/ }));
    await expect(canvas.getByText(loginTexts.emptyEmail)).toBeVisible();
    await expect(canvas.getByText(loginTexts.emptyPassword)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
