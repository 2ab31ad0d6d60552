/**
 * The confirm-email screen (t and uid): asks to confirm while the link is checked, then the
 * confirmed dialog; a failed or incomplete link offers to resend the confirmation.
 */
import { Button, EmptyState, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { FormNotice, VisitorFrame } from '../frames';
import {
  $confirmStatus,
  $resendPending,
  $resent,
  confirmEmailOpened,
  resendConfirmationPressed,
} from './model';

export function ConfirmEmail() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const uid = query.get('uid');
  const token = query.get('t');
  const [status, isResending, resent, opened, resend] = useUnit([
    $confirmStatus,
    $resendPending,
    $resent,
    confirmEmailOpened,
    resendConfirmationPressed,
  ]);
  useEffect(() => {
    opened({ uid, token });
  }, [opened, uid, token]);
  const toLogin = () => navigate(paths.login);

  if (status === 'confirmed') {
    return (
      <VisitorFrame>
        <EmptyState
          title={intl.formatMessage({ id: 'confirm.confirmedTitle' })}
          description={intl.formatMessage({ id: 'confirm.confirmedDescription' })}
          action={
            <Button size="large" onPress={toLogin}>
              <FormattedMessage id="confirm.login" />
            </Button>
          }
        />
      </VisitorFrame>
    );
  }

  return (
    <VisitorFrame>
      <Stack space="large">
        <EmptyState
          title={intl.formatMessage({ id: 'confirm.title' })}
          description={intl.formatMessage({ id: 'confirm.description' })}
        />
        {status === 'failed' && (
          <FormNotice>
            <FormattedMessage id="confirm.failed" />
          </FormNotice>
        )}
        {resent && (
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
            isDisabled={!uid || resent}
            onPress={() => uid && resend({ uid })}
          >
            <FormattedMessage id="confirm.resend" />
          </Button>
        </Stack>
      </Stack>
    </VisitorFrame>
  );
}
