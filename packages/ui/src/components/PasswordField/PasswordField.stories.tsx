import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    description: 'At least 6 letters, numbers or symbols',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'secret1');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret1');
  },
};

/**
 * The toggle shows and hides the text and says what it will do next; the typed value stays and
 * the caret stays in the input, so typing goes on.
 */
export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret1');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('2');
    await expect(input).toHaveValue('secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

/** With the keyboard: Tab from the input to the toggle, Enter switches it. */
export const KeyboardToggle: Story = {
  args: { defaultValue: 'secret1' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** Registration and reset: password managers offer a new, strong password. */
export const NewPassword: Story = {
  args: { label: 'Choose a password', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose a password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    errorMessage: 'Your password needs at least 6 letters, numbers or symbols.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /Your password needs at least 6 letters, numbers or symbols./,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Repeat the new password you chose for your account',
    description:
      'Use at least 6 letters, numbers or symbols. A longer sentence that only you know is even safer than a short word.',
    defaultValue: 'correct horse battery staple and a lot more words',
  },
};

export const Mobile: Story = {
  render: (args) => (
    <Stack space="large">
      <PasswordField {...args} autoComplete="new-password" />
      <PasswordField
        label="Repeat password"
        autoComplete="new-password"
        defaultValue="secret"
        errorMessage="The passwords do not match."
      />
    </Stack>
  ),
  globals: { viewport: { value: 'mobile' } },
};

/** In German: the toggle's own label comes from the library's texts. */
export const German: Story = {
  args: { label: 'Passwort', description: undefined },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="large">
      <PasswordField label="Empty" />
      <PasswordField label="Filled" defaultValue="secret1" />
      <PasswordField
        label="Invalid"
        defaultValue="abc"
        errorMessage="Your password needs at least 6 letters, numbers or symbols."
      />
      <PasswordField label="Disabled" isDisabled defaultValue="secret1" />
    </Stack>
  ),
};
