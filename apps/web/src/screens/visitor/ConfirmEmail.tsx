/**
 * The confirm-email screen (t and uid): asks to confirm while the link is checked, then the
 * confirmed dialog; a failed or incomplete link offers to resend the confirmation, at most once
 * in 10 minutes.
 */
import { Button, EmptyState, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { MailCheck, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { FormNotice, VisitorFrame } from '../frames';
import {
  $confirmStatus,
  $resendCoolingDown,
  $resendPending,
  confirmEmailOpened,
  resendConfirmationPressed,
} from './model';

/** The confirmed dialog, also of the e-mail change (spec 01 section 2). */
export function EmailConfirmed() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <VisitorFrame>
      <EmptyState
        icon={<PartyPopper size={32} aria-hidden />}
        title={intl.formatMessage({ id: 'confirm.confirmedTitle' })}
        headingLevel={1}
        description={intl.formatMessage({ id: 'confirm.confirmedDescription' })}
        action={
          <Button size="large" onPress={() => navigate(paths.login)}>
            <FormattedMessage id="confirm.login" />
          </Button>
        }
      />
    </VisitorFrame>
  );
}

export function ConfirmEmail() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const uid = query.get('uid');
  const token = query.get('t');
  const [status, isResending, coolingDown, opened, resend] = useUnit([
    $confirmStatus,
    $resendPending,
    $resendCoolingDown,
    confirmEmailOpened,
    resendConfirmationPressed,
  ]);
  useEffect(() => {
    opened({ uid, token });
  }, [opened, uid, token]);
  const toLogin = () => navigate(paths.login);

  if (status === 'confirmed') return <EmailConfirmed />;

  return (
    <VisitorFrame>
      <Stack space="large">
        <EmptyState
          icon={<MailCheck size={32} aria-hidden />}
          title={intl.formatMessage({ id: 'confirm.title' })}
          headingLevel={1}
          description={intl.formatMessage({ id: 'confirm.description' })}
        />
        {status === 'failed' && (
          <FormNotice>
            <FormattedMessage id="confirm.failed" />
          </FormNotice>
        )}
        {coolingDown && (
          <FormNotice tone="info">
            <FormattedMessage id="confirm.resent" />
          </FormNotice>
        )}
        <Stack space="small">
          <Button size="large" fullWidth onPress={toLogin}>
            <FormattedMessage id="confirm.toLogin" />
          </Button>
          <Button
            size="large"
            fullWidth
            variant="outline"
            isPending={isResending || status === 'confirming'}
            isDisabled={!uid || coolingDown}
            onPress={() => uid && resend({ uid })}
          >
            <FormattedMessage id="confirm.resend" />
          </Button>
        </Stack>
      </Stack>
    </VisitorFrame>
  );
}
