/**
 * The offline and update-required screens, and the gate that shows them instead of the page:
 * `<AppStatusGate>` around the router's outlet listens to the browser's online and offline events.
 * The messages stay open offline: the chat says so itself and queues what is written until the
 * connection is back (spec 02 section 4, Chat connection).
 */
import { Button, EmptyState, Logo, StoreBadges, TopBar } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Download, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { $stores } from '../../shared/platform';
import { MessagePage } from '../frames';
import {
  $checkingConnection,
  $online,
  $updateRequired,
  browserWentOffline,
  browserWentOnline,
  retryPressed,
} from './appStatus';

/** Members and visitors alike: neither logging in nor the member's navigation helps here. */
const bareTopBar = <TopBar logo={<Logo href="/" />} />;

export function Offline() {
  const intl = useIntl();
  const [isChecking, retry] = useUnit([$checkingConnection, retryPressed]);
  return (
    <MessagePage topBar={bareTopBar}>
      <EmptyState
        icon={<WifiOff size={32} aria-hidden />}
        title={intl.formatMessage({ id: 'status.offline.title' })}
        description={intl.formatMessage({ id: 'app.offline' })}
        action={
          <Button size="large" variant="outline" isPending={isChecking} onPress={retry}>
            <FormattedMessage id="status.offline.retry" />
          </Button>
        }
      />
    </MessagePage>
  );
}

export function UpdateRequired() {
  const intl = useIntl();
  const stores = useUnit($stores);
  return (
    <MessagePage topBar={bareTopBar}>
      <EmptyState
        icon={<Download size={32} aria-hidden />}
        title={intl.formatMessage({ id: 'status.update.title' })}
        description={intl.formatMessage({ id: 'status.update.description' })}
        action={<StoreBadges stores={stores} />}
      />
    </MessagePage>
  );
}

export function AppStatusGate({ children }: { children: ReactNode }) {
  const [online, updateRequired, wentOffline, wentOnline] = useUnit([
    $online,
    $updateRequired,
    browserWentOffline,
    browserWentOnline,
  ]);
  useEffect(() => {
    const offline = () => wentOffline();
    const online = () => wentOnline();
    if (globalThis.navigator?.onLine === false) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [wentOffline, wentOnline]);
  const inMessages = useLocation().pathname.startsWith(paths.messages);
  if (!online && !inMessages) return <Offline />;
  if (updateRequired) return <UpdateRequired />;
  return children;
}
