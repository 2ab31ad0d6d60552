import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound, Mail, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Heading } from '../../components/Heading/Heading';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { TextField } from '../../components/TextField/TextField';
import { screenParameters, VisitorFrame } from './fixtures';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ForgotPasswordProps {
  defaultEmail?: string;
  /** The confirmation view after the reset mail went out. */
  submittedEmail?: string;
  isPending?: boolean;
  onSubmit?: (email: string) => void;
  onCancel?: () => void;
  onBackHome?: () => void;
}

/** The forgot-password dialog: one e-mail field, then a confirmation with the address. */
function ForgotPassword({
  defaultEmail = '',
  submittedEmail,
  isPending,
  onSubmit = fn(),
  onCancel,
  onBackHome,
}: ForgotPasswordProps) {
  const [email, setEmail] = useState(defaultEmail);
  const isValid = emailPattern.test(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onSubmit(email.trim());
  };

  if (submittedEmail) {
    return (
      <VisitorFrame>
        <EmptyState
          icon={<MailCheck size={32} />}
          title="Check your inbox"
          description={
            <>
              We sent a link to reset your password to <strong>{submittedEmail}</strong>. It may
              take a few minutes to arrive – please also look in your spam folder.
            </>
          }
          action={
            <Button size="large" onPress={onBackHome}>
              Back to home
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
            <KeyRound size={32} aria-hidden />
          </Text>
          <Heading level={2} as="h1">
            Forgot your password?
          </Heading>
          <Text tone="muted">
            Enter the e-mail address you registered with and we will send you a link to choose a new
            password.
          </Text>
        </Stack>
        <form noValidate onSubmit={submit}>
          <Stack space="large">
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              icon={<Mail size={18} />}
              value={email}
              onChange={setEmail}
              isDisabled={isPending}
            />
            <Stack space="small">
              <Button
                type="submit"
                size="large"
                fullWidth
                isDisabled={!isValid}
                isPending={isPending}
              >
                Send reset link
              </Button>
              <Button variant="ghost" size="large" fullWidth onPress={onCancel}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </VisitorFrame>
  );
}

const meta = {
  title: 'Screens/Visitor/ForgotPassword',
  component: ForgotPassword,
  parameters: screenParameters,
  args: { onSubmit: fn(), onCancel: fn(), onBackHome: fn() },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit stays disabled until the e-mail is valid. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Send reset link' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'lena.meyer@');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'example.com{Enter}');
    await expect(submit).toBeEnabled();
    await expect(args.onSubmit).toHaveBeenCalledWith('lena.meyer@example.com');
  },
};

export const Populated: Story = { args: { defaultEmail: 'lena.meyer@example.com' } };

export const Loading: Story = { args: { defaultEmail: 'lena.meyer@example.com', isPending: true } };

export const Submitted: Story = {
  args: { submittedEmail: 'lena.meyer@example.com' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('lena.meyer@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to home' }));
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
  },
};
