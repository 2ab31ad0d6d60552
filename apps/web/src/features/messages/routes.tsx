/**
 * The messages screens, loaded with their route (router.tsx): /messages (the dialog list, and on
 * wide screens a note beside it) and /messages/{id} (the chat beside the list). /messages/{id}
 * takes a dialog id, or a member id with `?new` for a partner not written to yet (a temp dialog).
 */
import { Box, EmptyState, SplitView } from '@amora/ui';
import { useUnit } from 'effector-react';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MemberFrame } from '../../app/MemberFrame';
import { dialogPath } from '../../app/paths';
import { ChatView } from './ChatView';
import { DialogList } from './DialogList';
import { $chat, chatClosed, chatOpened } from './model';

export function Messages() {
  return (
    <MemberFrame active="messages" fill>
      <SplitView
        list={
          <Box padding="medium">
            <DialogList />
          </Box>
        }
        detail={
          <Box paddingY="xxxlarge" paddingX="large">
            <EmptyState
              icon={<MessageCircle size={28} />}
              title={<FormattedMessage id="messages.pick.title" />}
              description={<FormattedMessage id="messages.pick.text" />}
            />
          </Box>
        }
      />
    </MemberFrame>
  );
}

export function Chat() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const isPartner = search.has('new');
  const navigate = useNavigate();
  const [chat, open, close] = useUnit([$chat, chatOpened, chatClosed]);

  useEffect(() => {
    open({ id, isPartner });
    return () => close();
  }, [id, isPartner, open, close]);

  // A temp dialog became the server's with its first message: the address follows.
  const dialogId = chat && !chat.dialog.temp ? chat.dialog.id : undefined;
  useEffect(() => {
    if (dialogId && dialogId !== id) navigate(dialogPath(dialogId), { replace: true });
  }, [dialogId, id, navigate]);

  return (
    <MemberFrame active="messages" fill>
      <SplitView
        showDetail
        list={
          <Box padding="medium">
            <DialogList selectedId={dialogId} />
          </Box>
        }
        detail={<ChatView />}
      />
    </MemberFrame>
  );
}
