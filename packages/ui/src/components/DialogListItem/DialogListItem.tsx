import { clsx } from 'clsx';
import {
  Gift,
  Heart,
  Image,
  type LucideIcon,
  MessageCircleQuestion,
  MessageSquareQuote,
  RefreshCw,
  Smile,
  Star,
  ThumbsUp,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, ToggleButton } from 'react-aria-components';
import { type IntlShape, useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/commonTexts';
import { type UiText, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import type { ChatMessageType } from '../ChatBubble/ChatBubble';
import * as styles from './DialogListItem.css';
import { texts } from './texts';

export interface DialogLastMessage {
  type?: ChatMessageType;
  /** The text of a message, icebreaker or picture comment. */
  text?: string;
  sentAt: Date;
  /** Written by the member: prefixed "You:". */
  isOwn?: boolean;
}

export interface DialogListItemProps {
  /** The partner. */
  name: string;
  age?: number;
  image?: string | null;
  isOnline?: boolean;
  lastMessage?: DialogLastMessage;
  /** The partner is writing: the preview reads "typing…". */
  isTyping?: boolean;
  unreadCount?: number;
  isFavorite?: boolean;
  /** Makes the star a toggle button; without it the star only shows a favourite. */
  onFavoriteChange?: (isFavorite: boolean) => void;
  /** The open dialog in the two-pane layout. */
  isSelected?: boolean;
  /** An expired dialog: muted with an "Expired" tag. */
  isExpired?: boolean;
  /** Until when an expired dialog can be restored; with `onRestore` shows the Restore action. */
  restorableUntil?: Date;
  onRestore?: () => void;
  /** A new dialog created locally for a partner, without messages yet. */
  isTemp?: boolean;
  /** Where the row leads (the chat), or a press handler. */
  href?: string;
  onPress?: () => void;
  /** The reference time for "today" and "this week"; defaults to now. */
  now?: Date;
  UNSAFE_className?: string;
}

/** The icon and short label a last message of a kind other than text shows. */
const previews: Partial<Record<ChatMessageType, { icon: LucideIcon; label: UiText }>> = {
  wink: { icon: Smile, label: texts.wink },
  kiss: { icon: Heart, label: commonTexts.kiss },
  present: { icon: Gift, label: commonTexts.gift },
  image: { icon: Image, label: commonTexts.picture },
  iceBreaker: { icon: MessageCircleQuestion, label: commonTexts.iceBreaker },
  pictureComment: { icon: MessageSquareQuote, label: texts.pictureComment },
  pictureLike: { icon: ThumbsUp, label: texts.pictureLike },
  chatRenewal: { icon: RefreshCw, label: commonTexts.chatRenewal },
};

const day = 24 * 60 * 60 * 1000;

/** Today: the time; this week: the weekday; this year: day and month; else the short date. */
export function formatDialogTime(intl: IntlShape, date: Date, now: Date): string {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return intl.formatTime(date, { timeStyle: 'short' });
  if (date.getTime() >= startOfToday - 6 * day) return intl.formatDate(date, { weekday: 'short' });
  if (date.getFullYear() === now.getFullYear()) {
    return intl.formatDate(date, { day: 'numeric', month: 'short' });
  }
  return intl.formatDate(date, { dateStyle: 'short' });
}

/**
 * One dialog in the message list: the partner's avatar with the online dot, name and age, the last
 * message on one line, its time, the unread count and the favourite star. The whole row is a link;
 * the star and Restore sit above it as their own controls.
 *
 * - **Keyboard:** Tab reaches the row's link (Enter opens the chat), then the star (Space toggles
 *   it) or Restore.
 * - **Screen reader:** The link is named by the partner and described by the last message, its time
 *   and the unread count; the open chat's row is `aria-current="page"`; the star is a toggle
 *   button.
 * - **Do:** Render rows in a list (`ul` / `li`) and mark the open chat with `isSelected`.
 * - **Don't:** Put further buttons inside the row: they would be swallowed by the link.
 */
export function DialogListItem({
  name,
  age,
  image,
  isOnline,
  lastMessage,
  isTyping,
  unreadCount = 0,
  isFavorite,
  onFavoriteChange,
  isSelected,
  isExpired,
  restorableUntil,
  onRestore,
  isTemp,
  href,
  onPress,
  now,
  UNSAFE_className,
}: DialogListItemProps) {
  const t = useUiText();
  const intl = useIntl();
  const previewId = useId();
  const asideId = useId();
  const title = age === undefined ? name : t(commonTexts.nameAndAge, { name, age });
  const type = lastMessage?.type ?? 'message';
  const kind = previews[type];
  const Icon = kind?.icon;
  const typeLabel = kind && t(kind.label);
  // Texts show as they are; a wink, gift or picture shows its icon and a short label.
  const showsText =
    type === 'message' ||
    type === 'system' ||
    ((type === 'iceBreaker' || type === 'pictureComment') && Boolean(lastMessage?.text));
  const previewText = showsText ? lastMessage?.text : typeLabel;

  let preview: ReactNode;
  if (isTyping) {
    preview = <span className={styles.typing}>{t(texts.typing)}</span>;
  } else if (isTemp && !lastMessage) {
    preview = <span className={styles.hello}>{t(texts.sayHello, { name })}</span>;
  } else if (lastMessage) {
    preview = (
      <>
        {lastMessage.isOwn && <span className={styles.you}>{t(texts.you)}</span>}
        {Icon && <Icon size={16} className={styles.previewIcon} aria-hidden />}
        <span className={styles.previewText}>{previewText}</span>
      </>
    );
  }

  return (
    <div
      className={clsx(styles.item, UNSAFE_className)}
      data-selected={isSelected || undefined}
      data-unread={unreadCount > 0 || undefined}
      data-expired={isExpired || undefined}
      data-temp={isTemp || undefined}
    >
      <span className={styles.avatar}>
        <Avatar name={name} src={image} size="standard" isOnline={isOnline} decorative />
      </span>
      <div className={styles.main}>
        <div className={styles.titleRow}>
          <Link
            className={styles.link}
            href={href}
            onPress={onPress}
            aria-label={isOnline ? `${title}, ${t(commonTexts.online)}` : title}
            aria-current={isSelected ? 'page' : undefined}
            aria-describedby={`${previewId} ${asideId}`}
          >
            <span className={styles.name}>{title}</span>
          </Link>
          {isExpired && (
            <Badge tone="neutral" size="small">
              {t(texts.expired)}
            </Badge>
          )}
          {isTemp && (
            <Badge tone="brandSoft" size="small">
              {t(texts.isNew)}
            </Badge>
          )}
        </div>
        <p id={previewId} className={styles.preview}>
          {preview}
        </p>
      </div>
      <div id={asideId} className={styles.aside}>
        {lastMessage && (
          <time className={styles.time} dateTime={lastMessage.sentAt.toISOString()}>
            {formatDialogTime(intl, lastMessage.sentAt, now ?? new Date())}
          </time>
        )}
        <span className={styles.indicators}>
          {unreadCount > 0 && <Badge count={unreadCount} tone="brand" size="small" />}
          {onFavoriteChange ? (
            <ToggleButton
              className={styles.star}
              aria-label={t(texts.favorite)}
              isSelected={Boolean(isFavorite)}
              onChange={onFavoriteChange}
            >
              <Star size={18} fill={isFavorite ? 'currentColor' : 'none'} aria-hidden />
            </ToggleButton>
          ) : (
            isFavorite && (
              <span className={styles.starMark} data-selected>
                <Star size={16} fill="currentColor" aria-hidden />
                <span className={visuallyHidden}>{t(texts.favorite)}</span>
              </span>
            )
          )}
        </span>
      </div>
      {isExpired && restorableUntil && (
        <div className={styles.restore}>
          <span className={styles.restoreNote}>
            {t(texts.restorableUntil, {
              date: intl.formatDate(restorableUntil, { day: 'numeric', month: 'long' }),
            })}
          </span>
          {onRestore && (
            <Button
              variant="outline"
              size="small"
              icon={<RefreshCw size={14} aria-hidden />}
              onPress={onRestore}
              UNSAFE_className={styles.above}
            >
              {t(texts.restore)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
