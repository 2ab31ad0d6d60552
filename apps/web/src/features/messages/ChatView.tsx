/**
 * The open chat (spec 02 section 2, /messages/{id}): header with favourite star and menu, the
 * connection banner, the messages with paging back, pending and failed own messages, the
 * partner's typing and the composer with its price, gifts, winks, pictures and icebreakers; a
 * text with an unkind word asks first (the kindness nudge).
 */
import {
  ActionMenu,
  Box,
  Button,
  ButtonLink,
  ChatBubble,
  ChatComposer,
  ChatHeader,
  ChatLayout,
  Dialog,
  EmptyState,
  GiftPicker,
  Inline,
  MenuItem,
  PhotoGallery,
  ProgressBar,
  Spinner,
  Stack,
  TypingIndicator,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import {
  Ban,
  Flag,
  Images,
  MessageCircleOff,
  MessageCircleQuestion,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths, strangerPath } from '../../app/paths';
import { $configuration, $user } from '../../session/model';
import { BlockDialog, PictureDialog, ReportDialog } from '../people/StrangerDialogs';
import { $openPictureId, pictureOpened } from '../people/strangerModel';
import {
  $draft,
  $draftPrice,
  $failed,
  $giftPickerOpen,
  $pictureProgress,
  $sendingGift,
  $sendingPicture,
  favoriteToggled,
  giftPickerClosed,
  giftPickerOpened,
  giftRequested,
  iceBreakerRequested,
  pictureChosen,
  renewalRequested,
  retryRequested,
  textSubmitted,
  typed,
  winkRequested,
} from './actions';
import { MessageBubble } from './bubble';
import { KindnessDialog } from './KindnessDialog';
import {
  $chat,
  $chatStatus,
  $iceBreakers,
  $partnerTypingAt,
  $presents,
  $queue,
  dialogDeleted,
  olderRequested,
  typingExpired,
} from './model';
import { ChatConnectionBanner } from './notices';
import {
  $partnerPictures,
  $partnerPicturesStatus,
  partnerPicturesRequested,
} from './partnerPictures';
import { StarsDialog } from './StarsDialog';
import { $blurredPictureIds, strangerPictureShown } from './strangerPictures';

/** How long an OnWrite shows the partner as typing. */
const typingShownMs = 5000;

export function ChatView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [chat, status, user, configuration, queue, failed, typingAt, presents, iceBreakers] =
    useUnit([
      $chat,
      $chatStatus,
      $user,
      $configuration,
      $queue,
      $failed,
      $partnerTypingAt,
      $presents,
      $iceBreakers,
    ]);
  const events = useUnit({
    textSubmitted,
    typed,
    winkRequested,
    giftRequested,
    pictureChosen,
    iceBreakerRequested,
    renewalRequested,
    retryRequested,
    favoriteToggled,
    dialogDeleted,
    olderRequested,
    typingExpired,
  });
  const [iceBreakerOpen, setIceBreakerOpen] = useState(false);
  const [giftPickerOpen, sendingGift, openGiftPicker, closeGiftPicker] = useUnit([
    $giftPickerOpen,
    $sendingGift,
    giftPickerOpened,
    giftPickerClosed,
  ]);
  const [overlay, setOverlay] = useState<'block' | 'report' | 'pictures' | null>(null);
  const [pictures, picturesStatus, openPictureId, requestPictures, openPicture] = useUnit([
    $partnerPictures,
    $partnerPicturesStatus,
    $openPictureId,
    partnerPicturesRequested,
    pictureOpened,
  ]);
  const [sendingPicture, pictureProgress, draft, draftPrice] = useUnit([
    $sendingPicture,
    $pictureProgress,
    $draft,
    $draftPrice,
  ]);
  const [blurredPictureIds, showPicture] = useUnit([$blurredPictureIds, strangerPictureShown]);
  const fileInput = useRef<HTMLInputElement>(null);
  const isLocked = chat?.dialog.state === 'locked';

  // Blocked or reported: the chat came back locked, the dialog has done its work.
  useEffect(() => {
    if (isLocked) setOverlay(null);
  }, [isLocked]);

  // The partner shows as typing for a few seconds after their last OnWrite.
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(events.typingExpired, typingShownMs);
    return () => clearTimeout(timer);
  }, [typingAt, events.typingExpired]);

  if (!chat) {
    return (
      <Box paddingY="xxxlarge" paddingX="large">
        {status === 'failed' ? (
          <EmptyState
            icon={<MessageCircleOff size={28} />}
            title={<FormattedMessage id="messages.chat.notFound.title" />}
            description={<FormattedMessage id="messages.chat.notFound.text" />}
            action={
              <ButtonLink href={paths.messages} variant="outline">
                <FormattedMessage id="messages.chat.notFound.back" />
              </ButtonLink>
            }
          />
        ) : (
          <Spinner label={intl.formatMessage({ id: 'messages.chat.loading' })} />
        )}
      </Box>
    );
  }

  const { dialog } = chat;
  const partner = dialog.partner;
  const prices = configuration?.prices;
  const messages = dialog.messages.items;
  const sentClientIds = new Set(messages.map((message) => message.clientId));
  const isThisChat = (recipientId: string) => recipientId === partner.id;
  const pending = queue.filter(
    (message) => isThisChat(message.recipientId) && !sentClientIds.has(message.clientId),
  );
  const refused = failed.filter((message) => isThisChat(message.recipientId));
  const isExpired = dialog.state === 'expired';
  const isClosed = dialog.state !== 'active';
  const bubblePartner = { partnerName: partner.name, partnerImage: partner.image };

  const sendPicture = (file: File | undefined) => {
    if (!file || dialog.temp) return;
    events.pictureChosen({ dialogId: dialog.id, file });
  };

  return (
    <>
      <ChatLayout
        label={intl.formatMessage({ id: 'messages.chat.label' }, { name: partner.name })}
        header={
          <ChatHeader
            name={partner.name}
            age={partner.age}
            image={partner.image}
            isOnline={partner.isOnline}
            isTyping={typingAt !== null}
            profileHref={strangerPath(partner.id)}
            onBack={() => navigate(paths.messages)}
            isFavorite={dialog.isFavorite}
            onFavoriteChange={
              dialog.temp
                ? undefined
                : (isFavorite) => events.favoriteToggled({ dialogId: dialog.id, isFavorite })
            }
            menu={
              <ActionMenu
                onAction={(key) => {
                  if (key === 'block' || key === 'report') setOverlay(key);
                  if (key === 'pictures') {
                    setOverlay('pictures');
                    requestPictures(partner.id);
                  }
                  if (key !== 'delete') return;
                  events.dialogDeleted(dialog.id);
                  navigate(paths.messages);
                }}
              >
                {!isLocked && (
                  <MenuItem id="pictures" icon={<Images size={18} />}>
                    {intl.formatMessage({ id: 'messages.pictures.open' }, { name: partner.name })}
                  </MenuItem>
                )}
                {!isLocked && (
                  <MenuItem id="block" icon={<Ban size={18} />} isDestructive>
                    {intl.formatMessage({ id: 'people.block' }, { name: partner.name })}
                  </MenuItem>
                )}
                {!isLocked && (
                  <MenuItem id="report" icon={<Flag size={18} />}>
                    {intl.formatMessage({ id: 'people.report' }, { name: partner.name })}
                  </MenuItem>
                )}
                {!dialog.temp && (
                  <MenuItem id="delete" icon={<Trash2 size={18} />} isDestructive>
                    {intl.formatMessage({ id: 'messages.chat.delete' })}
                  </MenuItem>
                )}
              </ActionMenu>
            }
          />
        }
        banner={<ChatConnectionBanner />}
        composer={
          <Stack space="small">
            {isExpired && dialog.restorableUntil && (
              <Button
                onPress={() => events.renewalRequested(dialog.id)}
                icon={<RefreshCw size={18} />}
              >
                <FormattedMessage
                  id="messages.chat.renew"
                  values={{ price: prices?.dialogRenewal ?? 5 }}
                />
              </Button>
            )}
            {sendingPicture && (
              // The composer slot has no padding of its own; the composer brings its own.
              <Box paddingX="medium" paddingTop="small">
                <ProgressBar
                  label={intl.formatMessage({ id: 'messages.picture.sending' })}
                  value={Math.round(pictureProgress * 100)}
                />
              </Box>
            )}
            <ChatComposer
              // The model's draft: it outlives the composer's clearing while the nudge asks.
              value={draft}
              onSend={events.textSubmitted}
              onChange={events.typed}
              onGift={openGiftPicker}
              onWink={() => events.winkRequested(partner.id)}
              onPicture={dialog.temp ? undefined : () => fileInput.current?.click()}
              freeMessages={user?.freeMessagesCount ?? 0}
              price={draftPrice}
              rate={
                prices && { price: prices.messagePerBlock, characters: prices.messageBlockLength }
              }
              isBlocked={isClosed}
              blockedNote={
                isExpired
                  ? intl.formatMessage(
                      { id: 'messages.chat.expired' },
                      { price: prices?.dialogRenewal ?? 5 },
                    )
                  : isLocked
                    ? intl.formatMessage({ id: 'messages.chat.locked' }, { name: partner.name })
                    : undefined
              }
            />
          </Stack>
        }
      >
        {chat.hasOlder && (
          <Inline align="center">
            <Button variant="ghost" size="small" onPress={() => events.olderRequested()}>
              <FormattedMessage id="messages.chat.older" />
            </Button>
          </Inline>
        )}
        {messages.length === 0 && pending.length === 0 && (
          <Stack space="small" align="center">
            <ChatBubble
              {...bubblePartner}
              type="system"
              text={intl.formatMessage({ id: 'messages.chat.new' }, { name: partner.name })}
            />
            <Button
              variant="outline"
              size="small"
              icon={<MessageCircleQuestion size={18} />}
              onPress={() => setIceBreakerOpen(true)}
            >
              <FormattedMessage id="messages.iceBreaker.open" />
            </Button>
          </Stack>
        )}
        {messages.map((message, index) => (
          <MessageBubble
            key={message.id}
            message={message}
            memberId={user?.id}
            partnerName={partner.name}
            partnerImage={partner.image}
            isFirstInGroup={messages[index - 1]?.senderId !== message.senderId}
            isBlurred={blurredPictureIds.includes(message.id)}
            onShow={() => showPicture(message.id)}
            onReport={isLocked ? undefined : () => setOverlay('report')}
          />
        ))}
        {pending.map((message) => (
          <ChatBubble
            key={message.clientId}
            {...bubblePartner}
            isOwn
            status="pending"
            text={message.message}
          />
        ))}
        {refused.map((message) => (
          <ChatBubble
            key={message.clientId}
            {...bubblePartner}
            isOwn
            status="failed"
            text={message.message}
            onRetry={() => events.retryRequested(message)}
          />
        ))}
        {typingAt !== null && <TypingIndicator name={partner.name} image={partner.image} />}
      </ChatLayout>
      {/* The system's file picker for a picture message; it draws nothing itself. */}
      <input
        ref={fileInput}
        type="file"
        // HEIC named too: desktop file dialogs hide it under image/* on some systems.
        accept="image/*,.heic,.heif"
        hidden
        onChange={(event) => {
          sendPicture(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <BlockDialog
        memberId={partner.id}
        name={partner.name}
        isOpen={overlay === 'block'}
        onClose={() => setOverlay(null)}
      />
      <ReportDialog
        memberId={partner.id}
        name={partner.name}
        dialogId={dialog.temp ? undefined : dialog.id}
        isOpen={overlay === 'report'}
        onClose={() => setOverlay(null)}
      />
      <Dialog
        isOpen={overlay === 'pictures'}
        onOpenChange={(open) => !open && setOverlay(null)}
        title={intl.formatMessage({ id: 'messages.pictures.title' }, { name: partner.name })}
        sheetOnMobile
      >
        {picturesStatus === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'messages.pictures.loading' })} />
        ) : (
          <PhotoGallery
            name={partner.name}
            pictures={pictures.map((picture) => ({
              id: picture.id,
              src: picture.thumbnailHref,
            }))}
            onPress={(id) => {
              setOverlay(null);
              openPicture(id);
            }}
            emptyText={intl.formatMessage(
              {
                id:
                  picturesStatus === 'failed'
                    ? 'messages.pictures.failed'
                    : 'messages.pictures.empty',
              },
              { name: partner.name },
            )}
          />
        )}
      </Dialog>
      <PictureDialog
        key={openPictureId ?? 'none'}
        memberId={partner.id}
        name={partner.name}
        picture={pictures.find((picture) => picture.id === openPictureId) ?? null}
      />
      <StarsDialog />
      <KindnessDialog />
      <Dialog
        isOpen={giftPickerOpen}
        onOpenChange={(open) => !open && closeGiftPicker()}
        title={intl.formatMessage({ id: 'messages.gift.title' })}
        sheetOnMobile
      >
        <GiftPicker
          gifts={presents.map((present) => ({
            id: present.id,
            name: present.name,
            image: present.imageHref,
            price: present.price,
          }))}
          freeGifts={user?.freeGiftCount ?? 0}
          isPending={sendingGift}
          onSend={(present) =>
            events.giftRequested({
              partnerId: partner.id,
              giftId: present.id,
              price: present.price,
            })
          }
        />
      </Dialog>
      <Dialog
        isOpen={iceBreakerOpen}
        onOpenChange={setIceBreakerOpen}
        title={intl.formatMessage({ id: 'messages.iceBreaker.title' })}
        sheetOnMobile
      >
        <Stack space="small">
          {iceBreakers.map((iceBreaker) => (
            <Button
              key={iceBreaker.id}
              variant="outline"
              onPress={() => {
                setIceBreakerOpen(false);
                events.iceBreakerRequested({
                  recipientId: partner.id,
                  iceBreakerId: iceBreaker.id,
                });
              }}
            >
              {iceBreaker.text}
            </Button>
          ))}
        </Stack>
      </Dialog>
    </>
  );
}
