/** The dialog list (spec 02 section 2, /messages): the filter chips and one row per dialog. */
import type { Dialog, Message } from '@amora/contract';
import {
  Button,
  ButtonLink,
  DialogFilters,
  type DialogLastMessage,
  DialogListItem,
  EmptyState,
  Spinner,
  Stack,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Compass, MessageCircle, RefreshCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dialogPath, paths } from '../../app/paths';
import { favoriteToggled, renewalRequested } from './actions';
import {
  $dialogs,
  $dialogsStatus,
  $filter,
  $shownDialogs,
  filterChanged,
  loadDialogsFx,
} from './model';

/** The path of a dialog's chat. */
/** How a message kind shows in a row; a text, a voice or a video reads as its text. */
const listedTypes: Record<Message['type'], DialogLastMessage['type']> = {
  message: undefined,
  videoMessage: undefined,
  voiceMessage: undefined,
  wink: 'wink',
  present: 'present',
  image: 'image',
  iceBreaker: 'iceBreaker',
  chatRenewal: 'chatRenewal',
};

function lastMessageOf(dialog: Dialog) {
  const last = dialog.lastMessage;
  if (!last) return undefined;
  return {
    type: last.commentType ?? listedTypes[last.type],
    text: last.text || undefined,
    sentAt: new Date(last.createdAt),
    isOwn: last.senderId !== dialog.partner.id,
  };
}

export function DialogList({ selectedId }: { selectedId?: string }) {
  const intl = useIntl();
  const [dialogs, shown, status, filter] = useUnit([
    $dialogs,
    $shownDialogs,
    $dialogsStatus,
    $filter,
  ]);
  const [changeFilter, toggleFavorite, renew, reload] = useUnit([
    filterChanged,
    favoriteToggled,
    renewalRequested,
    loadDialogsFx,
  ]);

  const unread = dialogs.filter((dialog) => dialog.unreadCount > 0).length;
  let content: React.ReactNode;
  if (status === 'loading' && dialogs.length === 0) {
    content = <Spinner label={intl.formatMessage({ id: 'messages.list.loading' })} />;
  } else if (status === 'failed' && dialogs.length === 0) {
    content = (
      <EmptyState
        framed
        icon={<RefreshCw size={28} />}
        title={<FormattedMessage id="messages.list.failed.title" />}
        description={<FormattedMessage id="messages.list.failed.text" />}
        action={
          <Button variant="outline" onPress={() => reload()}>
            <FormattedMessage id="messages.list.failed.retry" />
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        framed
        icon={<MessageCircle size={28} />}
        title={<FormattedMessage id="messages.list.empty.title" />}
        description={<FormattedMessage id="messages.list.empty.text" />}
        action={
          <ButtonLink href={paths.forYou} icon={<Compass size={18} />}>
            <FormattedMessage id="messages.list.empty.action" />
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <Stack space="xxsmall">
        {shown.map((dialog) => (
          <DialogListItem
            key={dialog.id}
            name={dialog.partner.name}
            age={dialog.partner.age}
            image={dialog.partner.image}
            isOnline={dialog.partner.isOnline}
            lastMessage={lastMessageOf(dialog)}
            isTyping={dialog.isWriting}
            unreadCount={dialog.unreadCount}
            isFavorite={dialog.isFavorite}
            onFavoriteChange={(isFavorite) => toggleFavorite({ dialogId: dialog.id, isFavorite })}
            isSelected={dialog.id === selectedId}
            isExpired={dialog.state === 'expired'}
            restorableUntil={dialog.restorableUntil ? new Date(dialog.restorableUntil) : undefined}
            onRestore={dialog.state === 'expired' ? () => renew(dialog.id) : undefined}
            href={dialogPath(dialog.id)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack space="small">
      <DialogFilters
        value={filter}
        onChange={changeFilter}
        counts={unread > 0 ? { unread } : undefined}
      />
      {content}
    </Stack>
  );
}
