/** The confirm-email screen's content, shared by the confirm-email and email-change stories. */
import { Clock, MailCheck, MailWarning, PartyPopper } from 'lucide-react';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Stack } from '../../components/Stack/Stack';
import { FormNotice, VisitorFrame } from './fixtures';

export type ConfirmEmailState = 'unconfirmed' | 'confirmed' | 'expired' | 'resendCoolingDown';

interface ConfirmEmailProps {
  state: ConfirmEmailState;
  email?: string;
  isResending?: boolean;
  onLogin?: () => void;
  onResend?: () => void;
}

/** The confirm-email screen (opened with t and uid): ask, confirmed, expired, cooling down. */
export function ConfirmEmail({
  state,
  email = 'lena.meyer@example.com',
  isResending,
  onLogin,
  onResend,
}: ConfirmEmailProps) {
  const loginButton = (variant: 'primary' | 'outline') => (
    <Button size="large" fullWidth variant={variant} onPress={onLogin}>
      Go to login
    </Button>
  );
  const resendButton = (variant: 'primary' | 'outline', isDisabled = false) => (
    <Button
      size="large"
      fullWidth
      variant={variant}
      onPress={onResend}
      isPending={isResending}
      isDisabled={isDisabled}
    >
      Resend confirmation
    </Button>
  );

  if (state === 'confirmed') {
    return (
      <VisitorFrame>
        <EmptyState
          icon={<PartyPopper size={32} />}
          title="Your e-mail is confirmed!"
          description="Thank you – your account is ready and your free welcome coins are waiting. Log in and start flirting."
          action={
            <Button size="large" onPress={onLogin}>
              Log in
            </Button>
          }
        />
      </VisitorFrame>
    );
  }

  if (state === 'expired') {
    return (
      <VisitorFrame>
        <EmptyState
          icon={<MailWarning size={32} />}
          title="This link has expired"
          description={`The confirmation link is no longer valid. We can send a new one to ${email}.`}
          action={
            <Stack space="small">
              {resendButton('primary')}
              {loginButton('outline')}
            </Stack>
          }
        />
      </VisitorFrame>
    );
  }

  return (
    <VisitorFrame>
      <Stack space="large">
        <EmptyState
          icon={<MailCheck size={32} />}
          title="Please confirm your e-mail"
          description={`We sent a confirmation link to ${email}. Open it to activate your account and get your free coins.`}
        />
        {state === 'resendCoolingDown' && (
          <FormNotice tone="info" icon={<Clock size={18} aria-hidden />}>
            We just sent you a new link. You can ask for another one in 10 minutes.
          </FormNotice>
        )}
        <Stack space="small">
          {loginButton('primary')}
          {resendButton('outline', state === 'resendCoolingDown')}
        </Stack>
      </Stack>
    </VisitorFrame>
  );
}
