/**
 * /unsubscribe/{id} from the footer of a mail (with its token t): whether the member receives the
 * newsletter, and the button to unsubscribe or to subscribe again.
 */
import { Button, EmptyState, Spinner } from '@amora/ui';
import { useUnit } from 'effector-react';
import { BellOff, BellRing, MailWarning } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../frames';
import {
  $newsletterPending,
  $newsletterStatus,
  newsletterOpened,
  resubscribePressed,
  unsubscribePressed,
} from './model';

export function Unsubscribe() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const token = query.get('t') ?? undefined;
  const link = useMemo(() => ({ id, t: token }), [id, token]);
  const [status, isPending, opened, unsubscribe, resubscribe] = useUnit([
    $newsletterStatus,
    $newsletterPending,
    newsletterOpened,
    unsubscribePressed,
    resubscribePressed,
  ]);
  useEffect(() => {
    opened(link);
  }, [opened, link]);

  return (
    <MessagePage>
      {status === 'loading' && (
        <EmptyState
          icon={<Spinner size="large" decorative />}
          title={intl.formatMessage({ id: 'newsletter.loading' })}
        />
      )}
      {status === 'subscribed' && (
        <EmptyState
          icon={<BellRing size={32} aria-hidden />}
          title={intl.formatMessage({ id: 'newsletter.subscribedTitle' })}
          description={intl.formatMessage({ id: 'newsletter.subscribedDescription' })}
          action={
            <Button
              size="large"
              variant="outline"
              isPending={isPending}
              onPress={() => unsubscribe(link)}
            >
              <FormattedMessage id="newsletter.unsubscribe" />
            </Button>
          }
        />
      )}
      {status === 'unsubscribed' && (
        <EmptyState
          icon={<BellOff size={32} aria-hidden />}
          title={intl.formatMessage({ id: 'newsletter.unsubscribedTitle' })}
          description={intl.formatMessage({ id: 'newsletter.unsubscribedDescription' })}
          action={
            <Button size="large" isPending={isPending} onPress={() => resubscribe(link)}>
              <FormattedMessage id="newsletter.resubscribe" />
            </Button>
          }
        />
      )}
      {status === 'invalid' && (
        <EmptyState
          icon={<MailWarning size={32} aria-hidden />}
          title={intl.formatMessage({ id: 'newsletter.invalidTitle' })}
          description={intl.formatMessage({ id: 'newsletter.invalidDescription' })}
          action={
            <Button size="large" onPress={() => navigate(paths.home)}>
              <FormattedMessage id="nav.home" />
            </Button>
          }
        />
      )}
    </MessagePage>
  );
}
