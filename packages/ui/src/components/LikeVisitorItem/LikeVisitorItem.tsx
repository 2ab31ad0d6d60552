import { Eye, Heart, Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './LikeVisitorItem.css';

const texts = defineTexts('LikeVisitorItem', {
  hiddenLike: {
    de: 'Jemand mag dich',
    en: 'Someone likes you',
    fr: 'Quelqu’un vous aime bien',
    it: 'Piaci a qualcuno',
    pl: 'Ktoś Cię polubił',
    nl: 'Iemand vindt je leuk',
    da: 'Nogen kan lide dig',
    sv: 'Någon gillar dig',
  },
  hiddenVisit: {
    de: 'Jemand hat dich besucht',
    en: 'Someone visited you',
    fr: 'Quelqu’un a visité votre profil',
    it: 'Qualcuno ti ha visitato',
    pl: 'Ktoś Cię odwiedził',
    nl: 'Iemand heeft je bezocht',
    da: 'Nogen har besøgt dig',
    sv: 'Någon har besökt dig',
  },
  unlock: {
    de: 'Freischalten',
    en: 'Unlock',
    fr: 'Débloquer',
    it: 'Sblocca',
    pl: 'Odblokuj',
    nl: 'Ontgrendelen',
    da: 'Lås op',
    sv: 'Lås upp',
  },
  unlockFree: {
    de: 'Gratis freischalten',
    en: 'Unlock for free',
    fr: 'Débloquer gratuitement',
    it: 'Sblocca gratis',
    pl: 'Odblokuj za darmo',
    nl: 'Gratis ontgrendelen',
    da: 'Lås op gratis',
    sv: 'Lås upp gratis',
  },
  isNew: {
    de: 'Neu',
    en: 'New',
    fr: 'Nouveau',
    it: 'Nuovo',
    pl: 'Nowe',
    nl: 'Nieuw',
    da: 'Ny',
    sv: 'Ny',
  },
});

export const likeVisitorKinds = ['like', 'visit', 'match'] as const;

export interface LikeVisitorItemProps {
  kind: (typeof likeVisitorKinds)[number];
  name: string;
  age?: number;
  image?: string | null;
  isOnline?: boolean;
  /** When it happened, already formatted ("2 hours ago", "Yesterday"). */
  timeLabel?: string;
  isNew?: boolean;
  /** Hidden until unlocked: blurred picture, no name, the unlock button. */
  isLocked?: boolean;
  /** What the unlock costs, by the app's price rules, unless a free unlock is left. */
  unlockPrice?: number;
  hasFreeUnlock?: boolean;
  isUnlocking?: boolean;
  onUnlock?: () => void;
  /** The stranger profile, once unlocked. */
  href?: string;
}

const kindIcons = { like: Heart, visit: Eye, match: Sparkles };

/**
 * A row of the likes, visitors or matches list: the member, what they did and when. Locked rows
 * hide who it was behind a blur and an unlock button with its price.
 *
 * - **Keyboard:** An unlocked row's name is a link (Enter opens the profile); a locked row has one
 *   button, Unlock.
 * - **Screen reader:** The link is named by the member; the kind (like, visit, match) is said in
 *   words; a locked row says it is locked and the button names its price in coins.
 * - **Do:** Render rows in a list.
 * - **Don't:** Reveal the name or picture of a locked row in any text, including alternative text.
 */
export function LikeVisitorItem({
  kind,
  name,
  age,
  image,
  isOnline,
  timeLabel,
  isNew,
  isLocked,
  unlockPrice,
  hasFreeUnlock,
  isUnlocking,
  onUnlock,
  href,
}: LikeVisitorItemProps) {
  const t = useUiText();
  const KindIcon = kindIcons[kind];
  const title = isLocked
    ? t(kind === 'visit' ? texts.hiddenVisit : texts.hiddenLike)
    : age === undefined
      ? name
      : t(commonTexts.nameAndAge, { name, age });
  const identity = (
    <>
      <span className={styles.picture} data-locked={isLocked || undefined}>
        <span className={styles.clip}>
          <Avatar
            name={isLocked ? title : name}
            src={image}
            isOnline={!isLocked && isOnline}
            decorative
          />
        </span>
        <span className={styles.kind} data-kind={kind} aria-hidden>
          {isLocked ? <Lock size={12} /> : <KindIcon size={12} fill="currentColor" />}
        </span>
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{title}</span>
        {timeLabel && <span className={styles.time}>{timeLabel}</span>}
      </span>
    </>
  );
  return (
    <div className={styles.item} data-new={isNew || undefined}>
      {href && !isLocked ? (
        <Link href={href} className={styles.identity}>
          {identity}
        </Link>
      ) : (
        <span className={styles.identity}>{identity}</span>
      )}
      {isNew && <span className={styles.newMark}>{t(texts.isNew)}</span>}
      {isLocked && onUnlock && (
        <Button
          variant={hasFreeUnlock ? 'primary' : 'coin'}
          size="small"
          isPending={isUnlocking}
          onPress={onUnlock}
          UNSAFE_className={styles.unlock}
        >
          {hasFreeUnlock ? (
            t(texts.unlockFree)
          ) : (
            <>
              {t(texts.unlock)}{' '}
              {unlockPrice !== undefined && (
                <PriceTag amount={unlockPrice} size="small" tone="inherit" />
              )}
            </>
          )}
        </Button>
      )}
    </div>
  );
}
