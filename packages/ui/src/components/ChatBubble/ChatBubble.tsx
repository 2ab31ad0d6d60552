import { clsx } from 'clsx';
import {
  Check,
  CheckCheck,
  CircleAlert,
  Clock,
  Heart,
  Lock,
  MessageCircleQuestion,
  RefreshCw,
  RotateCcw,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { PriceTag } from '../PriceTag/PriceTag';
import { withSlot } from '../private/withSlot/withSlot';
import * as styles from './ChatBubble.css';
import { KissFace, WinkFace } from './stickers';
import { texts } from './texts';

/** The kinds of chat message the spec names (section 3, Message), plus centred system lines. */
export const chatMessageTypes = [
  'message',
  'wink',
  'present',
  'image',
  'iceBreaker',
  'kiss',
  'pictureComment',
  'pictureLike',
  'chatRenewal',
  'system',
] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];

/** Delivery of an own message: pending (clock), sent (one check), read (two checks), failed. */
export const chatMessageStatuses = ['pending', 'sent', 'read', 'failed'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

export interface ChatBubbleProps {
  type?: ChatMessageType;
  /** Sent by the member: right-aligned in the brand colour, with delivery marks. */
  isOwn?: boolean;
  /** The text of a message, icebreaker question, picture comment or system line. */
  text?: ReactNode;
  /** When the message was sent; shown as a time in the current locale. */
  sentAt?: Date;
  /** Delivery state of an own message. */
  status?: ChatMessageStatus;
  /** Shows "Try again" on a failed own message. */
  onRetry?: () => void;
  /** The chat partner: named in captions ("Lena sent you a wink") and for screen readers. */
  partnerName: string;
  partnerImage?: string | null;
  /** The first message of a run from one sender: shows the partner's avatar and the bubble tail. */
  isFirstInGroup?: boolean;
  /** A present: its name and a picture or emoji (a gift box without either). */
  giftName?: string;
  giftImage?: string;
  giftEmoji?: string;
  /** An image message. */
  imageSrc?: string;
  imageAlt?: string;
  /** A paid picture not unlocked yet: blurred, with a lock and, given both, the unlock button. */
  isLocked?: boolean;
  /** What unlocking costs, by the app's price rules. */
  unlockPrice?: number;
  onUnlock?: () => void;
  /** A picture held back until the member asks to see it (one from a stranger): blurred. */
  isBlurred?: boolean;
  /** Drawn over a blurred picture: what the member can do about it (show it, report it). */
  blurCover?: ReactNode;
  /** The picture a comment or like refers to, drawn as a thumbnail. */
  pictureSrc?: string;
  UNSAFE_className?: string;
}

/**
 * One chat message in every kind the spec names (text, wink, present, image, icebreaker, kiss,
 * picture comment and like, chat renewal) or a centred system line. Own messages sit on the right
 * in the brand colour with their delivery state; failed ones offer to retry.
 *
 * - **Keyboard:** Only actions in it (Retry, a locked image's unlock, a blurred one's cover) are
 *   focusable.
 * - **Screen reader:** Each bubble starts with a hidden "You:" or the partner's name, then the text
 *   and time; the delivery state is spoken as a word, not only drawn as checks; an image message
 *   has a text alternative.
 * - **Do:** Render bubbles inside `ChatLayout`, whose log announces new ones.
 * - **Don't:** Show the delivery state by the check marks alone in your own variants: keep the
 *   words.
 */
export function ChatBubble({
  type = 'message',
  isOwn = false,
  text,
  sentAt,
  status,
  onRetry,
  partnerName,
  partnerImage,
  isFirstInGroup = true,
  giftName,
  giftImage,
  giftEmoji,
  imageSrc,
  imageAlt,
  isLocked,
  unlockPrice,
  onUnlock,
  isBlurred,
  blurCover,
  pictureSrc,
  UNSAFE_className,
}: ChatBubbleProps) {
  const t = useUiText();
  const intl = useIntl();
  const time = sentAt && (
    <time dateTime={sentAt.toISOString()}>{intl.formatTime(sentAt, { timeStyle: 'short' })}</time>
  );

  if (type === 'system' || type === 'chatRenewal') {
    return (
      <div className={clsx(styles.systemLine, UNSAFE_className)}>
        <p className={styles.systemPill}>
          {type === 'chatRenewal' && <RefreshCw size={12} aria-hidden />}
          {type === 'chatRenewal' ? t(commonTexts.chatRenewal) : text}
          {time && <span aria-hidden>·</span>}
          {time}
        </p>
      </div>
    );
  }

  const name = { name: partnerName };
  const caption = (fromYou: typeof texts.you, fromPartner: typeof texts.you) =>
    isOwn ? t(fromYou) : t(fromPartner, name);
  const sender = <span className={visuallyHidden}>{isOwn ? t(texts.you) : partnerName}: </span>;

  let kind: 'bubble' | 'media' | 'sticker' | 'card' | 'question' = 'bubble';
  let body: ReactNode;
  switch (type) {
    case 'wink':
    case 'kiss':
      kind = 'sticker';
      body = (
        <>
          <span className={styles.stickerEmoji} aria-hidden>
            {type === 'wink' ? <WinkFace /> : <KissFace />}
          </span>
          <span className={styles.caption}>
            {type === 'wink'
              ? caption(texts.winkFromYou, texts.winkFromPartner)
              : caption(texts.kissFromYou, texts.kissFromPartner)}
          </span>
        </>
      );
      break;
    case 'present':
      kind = 'card';
      body = (
        <>
          {giftImage ? (
            <img className={styles.giftImage} src={giftImage} alt="" draggable={false} />
          ) : (
            <span className={styles.giftEmoji} aria-hidden>
              {giftEmoji ?? '🎁'}
            </span>
          )}
          {giftName && <span className={styles.cardTitle}>{giftName}</span>}
          <span className={styles.caption}>
            {caption(texts.giftFromYou, texts.giftFromPartner)}
          </span>
        </>
      );
      break;
    case 'pictureLike':
      kind = 'card';
      body = (
        <>
          <span className={styles.likedPicture}>
            {pictureSrc && (
              <img className={styles.thumbnail} src={pictureSrc} alt="" draggable={false} />
            )}
            <span className={styles.heart} aria-hidden>
              <Heart size={16} fill="currentColor" />
            </span>
          </span>
          <span className={styles.caption}>
            {caption(texts.pictureLikeFromYou, texts.pictureLikeFromPartner)}
          </span>
        </>
      );
      break;
    case 'iceBreaker':
      kind = 'question';
      body = (
        <>
          <span className={styles.questionLabel}>
            <MessageCircleQuestion size={14} aria-hidden />
            {t(commonTexts.iceBreaker)}
          </span>
          <p className={styles.questionText}>{text}</p>
        </>
      );
      break;
    case 'image':
      kind = 'media';
      body = (
        <>
          <img
            className={styles.image}
            src={imageSrc}
            alt={
              isLocked
                ? t(texts.lockedPicture)
                : (imageAlt ?? t(texts.picture, { name: isOwn ? t(texts.you) : partnerName }))
            }
            draggable={false}
          />
          {isLocked && (
            <span className={styles.lockOverlay}>
              <span className={styles.lockIcon} aria-hidden>
                <Lock size={24} />
              </span>
              {onUnlock && unlockPrice !== undefined && (
                <Button size="small" onPress={onUnlock}>
                  {withSlot(
                    (price) => t(texts.unlock, { price }),
                    <PriceTag amount={unlockPrice} size="small" tone="inherit" />,
                  )}
                </Button>
              )}
            </span>
          )}
          {isBlurred && !isLocked && <span className={styles.lockOverlay}>{blurCover}</span>}
        </>
      );
      break;
    case 'pictureComment':
      body = (
        <>
          <span className={styles.quote}>
            {pictureSrc && (
              <img className={styles.quoteThumbnail} src={pictureSrc} alt="" draggable={false} />
            )}
            <span className={styles.quoteCaption}>
              {caption(texts.pictureCommentFromYou, texts.pictureCommentFromPartner)}
            </span>
          </span>
          <p className={styles.text}>{text}</p>
        </>
      );
      break;
    default:
      body = <p className={styles.text}>{text}</p>;
  }

  return (
    <div
      className={clsx(styles.row, UNSAFE_className)}
      data-own={isOwn || undefined}
      data-first={isFirstInGroup || undefined}
      data-status={isOwn ? status : undefined}
      data-type={type}
    >
      {!isOwn && (
        <span className={styles.avatarSlot}>
          {isFirstInGroup && (
            <Avatar name={partnerName} src={partnerImage} size="xsmall" decorative />
          )}
        </span>
      )}
      <div className={styles.column}>
        <div
          className={styles.content({ kind })}
          data-locked={isLocked || undefined}
          data-blurred={(type === 'image' && isBlurred && !isLocked) || undefined}
        >
          {sender}
          {body}
        </div>
        {(time || (isOwn && status)) && (
          <div className={styles.meta}>
            {time}
            {isOwn && status && <DeliveryStatus status={status} onRetry={onRetry} />}
          </div>
        )}
      </div>
    </div>
  );
}

function DeliveryStatus({ status, onRetry }: { status: ChatMessageStatus; onRetry?: () => void }) {
  const t = useUiText();
  if (status === 'failed') {
    return (
      <>
        <span className={styles.failed}>
          <CircleAlert size={14} aria-hidden />
          {t(texts.failed)}
        </span>
        {onRetry && (
          <Button
            variant="ghost"
            size="small"
            icon={<RotateCcw size={14} aria-hidden />}
            onPress={onRetry}
          >
            {t(texts.retry)}
          </Button>
        )}
      </>
    );
  }
  const Icon = { pending: Clock, sent: Check, read: CheckCheck }[status];
  const label = t({ pending: texts.sending, sent: texts.sent, read: texts.read }[status]);
  return (
    <span className={styles.status} data-status={status} title={label}>
      <Icon size={status === 'pending' ? 12 : 16} aria-hidden />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
