import { clsx } from 'clsx';
import { Bell, Check, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './NewsItem.css';
import { formatNewsDate } from './relativeDate';

const texts = defineTexts('NewsItem', {
  markAsRead: {
    de: 'Als gelesen markieren',
    en: 'Mark as read',
    fr: 'Marquer comme lu',
    it: 'Segna come letto',
    pl: 'Oznacz jako przeczytane',
    nl: 'Markeren als gelezen',
    da: 'Markér som læst',
    sv: 'Markera som läst',
  },
  dismiss: {
    de: 'Ausblenden',
    en: 'Dismiss',
    fr: 'Masquer',
    it: 'Nascondi',
    pl: 'Ukryj',
    nl: 'Verbergen',
    da: 'Skjul',
    sv: 'Ta bort',
  },
  unread: {
    de: 'Ungelesen',
    en: 'Unread',
    fr: 'Non lu',
    it: 'Non letto',
    pl: 'Nieprzeczytane',
    nl: 'Ongelezen',
    da: 'Ulæst',
    sv: 'Oläst',
  },
});

export interface NewsItemProps {
  title: ReactNode;
  body?: ReactNode;
  /** When the entry was published. */
  date: Date;
  /** "5 minutes ago" (up to a week, then the date), or always the date. */
  dateStyle?: 'relative' | 'date';
  /** The reference time for relative dates; defaults to the current time. */
  now?: Date;
  /** The date as the app words it (by its own date rules); replaces what `dateStyle` writes. */
  dateText?: string;
  isRead?: boolean;
  /** An icon in a tinted circle (defaults to a bell); ignored when there is an `image`. */
  icon?: ReactNode;
  /** A picture for the entry, drawn as a rounded thumbnail (decorative). */
  image?: string;
  /**
   * What the entry leads to, under its text: usually a small ghost Button ("Open"). Passed here
   * rather than inside `body`, which is a clamped paragraph.
   */
  action?: ReactNode;
  /** Shows "Mark as read" while the entry is unread. */
  onMarkAsRead?: () => void;
  /** Shows a dismiss (X) button. */
  onDismiss?: () => void;
  /** The element of the title; pick the level that fits the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  UNSAFE_className?: string;
}

/**
 * One entry of the news feed: icon or picture, title, text, date, unread dot and its actions (mark
 * as read, dismiss). `NewsList` holds the entries.
 *
 * - **Keyboard:** Tab reaches the entry's actions; there are no other keys.
 * - **Screen reader:** An article named by its title; the unread state is said in words, and Mark
 *   as read and Dismiss are described by the title, so they say which entry they act on.
 * - **Do:** Keep the title short; put the detail in the text.
 * - **Don't:** Make the whole entry a link when it has actions.
 */
export function NewsItem({
  title,
  body,
  date,
  dateStyle = 'relative',
  now,
  dateText,
  isRead = false,
  icon,
  image,
  action,
  onMarkAsRead,
  onDismiss,
  titleAs: Title = 'h3',
  UNSAFE_className,
}: NewsItemProps) {
  const t = useUiText();
  const intl = useIntl();
  const titleId = useId();
  return (
    <article
      className={clsx(styles.item, UNSAFE_className)}
      data-unread={isRead ? undefined : true}
      aria-labelledby={titleId}
    >
      {image ? (
        <img className={styles.image} src={image} alt="" draggable={false} />
      ) : (
        <span className={styles.icon} aria-hidden>
          {icon ?? <Bell size={20} />}
        </span>
      )}
      <div className={styles.content}>
        <Title id={titleId} className={styles.title}>
          {!isRead && (
            <>
              <span className={styles.dot} aria-hidden />
              <span className={visuallyHidden}>{t(texts.unread)}: </span>
            </>
          )}
          {title}
        </Title>
        {body && <p className={styles.body}>{body}</p>}
        {action && <div className={styles.action}>{action}</div>}
        <div className={styles.footer}>
          <time className={styles.date} dateTime={date.toISOString()}>
            {dateText ?? formatNewsDate(intl, date, now ?? new Date(), dateStyle)}
          </time>
          {!isRead && onMarkAsRead && (
            <Button
              variant="ghost"
              size="small"
              icon={<Check size={16} aria-hidden />}
              onPress={onMarkAsRead}
              aria-describedby={titleId}
              UNSAFE_className={styles.markAsRead}
            >
              {t(texts.markAsRead)}
            </Button>
          )}
        </div>
      </div>
      {onDismiss && (
        <IconButton
          label={t(texts.dismiss)}
          size="small"
          onPress={onDismiss}
          aria-describedby={titleId}
          UNSAFE_className={styles.dismiss}
        >
          <X size={18} aria-hidden />
        </IconButton>
      )}
    </article>
  );
}
