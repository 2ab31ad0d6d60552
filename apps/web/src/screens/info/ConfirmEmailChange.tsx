/**
 * The e-mail change link (t, uid and email): the confirmed dialog on success; on failure, or
 * with an incomplete link, the login (spec 01 sections 2 and 4).
 */
import { EmptyState, Spinner } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { VisitorFrame } from '../frames';
import { EmailConfirmed } from '../visitor/ConfirmEmail';
import { $emailChangeStatus, emailChangeOpened } from './model';

export function ConfirmEmailChange() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const uid = query.get('uid');
  const token = query.get('t');
  const email = query.get('email');
  const [status, opened] = useUnit([$emailChangeStatus, emailChangeOpened]);
  useEffect(() => {
    opened({ uid, token, email });
  }, [opened, uid, token, email]);

  if (status === 'confirmed') return <EmailConfirmed />;
  if (status === 'failed') return <Navigate to={paths.login} replace />;
  return (
    <VisitorFrame>
      <EmptyState
        icon={<Spinner size="large" decorative />}
        title={intl.formatMessage({ id: 'emailChange.confirming' })}
      />
    </VisitorFrame>
  );
}
