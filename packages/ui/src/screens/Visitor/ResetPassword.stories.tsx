import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertCircle, CheckCircle2, LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Heading } from '../../components/Heading/Heading';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { FormNotice, screenParameters, VisitorFrame } from './fixtures';

interface ResetPasswordProps {
  status?: 'form' | 'pending' | 'success' | 'error';
  defaultPassword?: string;
  defaultRepeat?: string;
  onSubmit?: (password: string) => void;
  onLogin?: () => void;
}

/** The reset-password dialog (opened from the mail with uid and t): two new-password fields. */
function ResetPassword({
  status = 'form',
  defaultPassword = '',
  defaultRepeat = '',
  onSubmit = fn(),
  onLogin,
}: ResetPasswordProps) {
  const [password, setPassword] = useState(defaultPassword);
  const [repeat, setRepeat] = useState(defaultRepeat);
  const isValid = password !== '' && password === repeat;
  const mismatch = repeat !== '' && password !== repeat;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onSubmit(password);
  };

  if (status === 'success') {
    return (
      <VisitorFrame>
        <EmptyState
          icon={<CheckCircle2 size={32} />}
          title="Password changed"
          description="Your new password is set. Log in with it to get back to your matches."
          action={
            <Button size="large" onPress={onLogin}>
              Go to login
            </Button>
          }
        />
      </VisitorFrame>
    );
  }

  return (
    <VisitorFrame>
      <Stack space="large">
        <Stack space="small">
          <Text as="span" tone="brand">
            <LockKeyhole size={32} aria-hidden />
          </Text>
          <Heading level={2} as="h1">
            Choose a new password
          </Heading>
          <Text tone="muted">At least 6 letters, numbers or symbols.</Text>
        </Stack>
        {status === 'error' && (
          <FormNotice icon={<AlertCircle size={18} aria-hidden />}>
            Reset failed! An error has occurred while resetting your password. Please try again
          </FormNotice>
        )}
        <form noValidate onSubmit={submit}>
          <Stack space="gutter">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              isDisabled={status === 'pending'}
            />
            <PasswordField
              label="Repeat new password"
              autoComplete="new-password"
              value={repeat}
              onChange={setRepeat}
              errorMessage={mismatch ? 'The passwords do not match.' : undefined}
              isDisabled={status === 'pending'}
            />
            <Button
              type="submit"
              size="large"
              fullWidth
              isDisabled={!isValid}
              isPending={status === 'pending'}
            >
              Save new password
            </Button>
          </Stack>
        </form>
      </Stack>
    </VisitorFrame>
  );
}

const meta = {
  title: 'Screens/Visitor/ResetPassword',
  component: ResetPassword,
  parameters: screenParameters,
  args: { onSubmit: fn(), onLogin: fn() },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit is enabled only when both fields are equal and not empty. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Save new password' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('New password'), 'sommer2026');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'sommer2026');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('sommer2026');
  },
};

export const Mismatch: Story = {
  args: { defaultPassword: 'sommer2026', defaultRepeat: 'sommer2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save new password' })).toBeDisabled();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
  },
};

export const Populated: Story = {
  args: { defaultPassword: 'sommer2026', defaultRepeat: 'sommer2026' },
};

export const Loading: Story = {
  args: { status: 'pending', defaultPassword: 'sommer2026', defaultRepeat: 'sommer2026' },
};

export const ResetError: Story = {
  name: 'Error',
  args: { status: 'error', defaultPassword: 'sommer2026', defaultRepeat: 'sommer2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Reset failed!');
  },
};

export const Success: Story = { args: { status: 'success' } };
