import { ArrowLeft, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, ToggleButton } from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Avatar } from '../Avatar/Avatar';
import { texts as dialogTexts } from '../DialogListItem/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ChatHeader.css';

const texts = defineTexts('ChatHeader', {
  back: {
    de: 'Zurück zu den Nachrichten',
    en: 'Back to messages',
    fr: 'Retour aux messages',
    it: 'Torna ai messaggi',
    pl: 'Wróć do wiadomości',
    nl: 'Terug naar berichten',
    da: 'Tilbage til beskeder',
    sv: 'Tillbaka till meddelanden',
  },
  offline: {
    de: 'offline',
    en: 'offline',
    fr: 'hors ligne',
    it: 'offline',
    pl: 'offline',
    nl: 'offline',
    da: 'offline',
    sv: 'offline',
  },
});

export interface ChatHeaderProps {
  /** The partner. */
  name: string;
  age?: number;
  image?: string | null;
  isOnline?: boolean;
  isVerified?: boolean;
  /** The partner is writing: the status line reads "typing…". */
  isTyping?: boolean;
  /** The partner's profile: the picture and name link there. */
  profileHref?: string;
  /** Shows the back button (the phone layout, where the list is a screen of its own). */
  onBack?: () => void;
  /** With `onFavoriteChange`, a star toggle (setting a favourite costs a star). */
  isFavorite?: boolean;
  onFavoriteChange?: (isFavorite: boolean) => void;
  /** Usually an `ActionMenu` with block, report and delete chat. */
  menu?: ReactNode;
}

/**
 * The top of a chat: the partner's picture, name and presence, the favourite star and a menu.
 *
 * - **Keyboard:** Tab moves through back, the partner's name (a link to the profile), the star and
 *   the menu; Space toggles the star.
 * - **Screen reader:** A `header` with the partner's name as `h1`; the star is a toggle button
 *   (pressed when a favourite); "typing…" replaces the presence line.
 * - **Do:** Put block, report and delete chat in `menu` (an `ActionMenu`).
 * - **Don't:** Put more actions in the header: they belong in the menu.
 */
export function ChatHeader({
  name,
  age,
  image,
  isOnline,
  isVerified,
  isTyping,
  profileHref,
  onBack,
  isFavorite,
  onFavoriteChange,
  menu,
}: ChatHeaderProps) {
  const t = useUiText();
  const title = age === undefined ? name : t(commonTexts.nameAndAge, { name, age });
  const status = isTyping
    ? t(dialogTexts.typing)
    : isOnline
      ? t(commonTexts.online)
      : t(texts.offline);
  const identity = (
    <>
      <Avatar
        name={name}
        src={image}
        size="small"
        isOnline={isOnline}
        isVerified={isVerified}
        decorative
      />
      <span className={styles.titles}>
        <span className={styles.name}>{title}</span>
        <span className={styles.status} data-active={isTyping || isOnline || undefined}>
          {status}
        </span>
      </span>
    </>
  );
  return (
    <header className={styles.header}>
      {onBack && (
        <IconButton label={t(texts.back)} onPress={onBack}>
          <ArrowLeft size={22} aria-hidden />
        </IconButton>
      )}
      <h1 className={styles.heading}>
        {profileHref ? (
          <Link href={profileHref} className={styles.identity}>
            {identity}
          </Link>
        ) : (
          <span className={styles.identity}>{identity}</span>
        )}
      </h1>
      <div className={styles.actions}>
        {onFavoriteChange && (
          <ToggleButton
            className={styles.star}
            aria-label={t(dialogTexts.favorite)}
            isSelected={Boolean(isFavorite)}
            onChange={onFavoriteChange}
          >
            <Star size={20} fill={isFavorite ? 'currentColor' : 'none'} aria-hidden />
          </ToggleButton>
        )}
        {menu}
      </div>
    </header>
  );
}
