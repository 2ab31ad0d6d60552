/**
 * The live notices of the messages area: a toast for each message from another dialog than the
 * open one (spec 02 section 7: by type, with the partner's name) and the connection banner.
 */
import { ConnectionBanner, toast } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { $connection, $incoming, type IncomingNotice } from './model';

const noticeText = ({ type, commentType }: IncomingNotice): MessageId => {
  if (type === 'wink') return 'messages.toast.wink';
  if (type === 'present') return 'messages.toast.present';
  if (commentType === 'kiss') return 'messages.toast.kiss';
  return 'messages.toast.message';
};

/** Shows a toast for every message of another dialog while mounted. */
export function IncomingToasts() {
  const intl = useIntl();
  const incoming = useUnit($incoming);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per notice, not per language change
  useEffect(() => {
    if (!incoming) return;
    const { notice } = incoming;
    toast.info(
      notice.name
        ? intl.formatMessage({ id: noticeText(notice) }, { name: notice.name })
        : intl.formatMessage({ id: 'messages.toast.unknown' }),
    );
  }, [incoming]);
  return null;
}

/** "Connection lost, reconnecting" or "offline", nothing while connected. */
export function ChatConnectionBanner() {
  const connection = useUnit($connection);
  return <ConnectionBanner state={connection} />;
}
