import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { Link, ToggleButton } from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { defineTexts, useUiText } from '../../i18n/texts';
import { placeholderImage } from '../Avatar/placeholder';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './UserGridCard.css';

const texts = defineTexts('UserGridCard', {
  like: {
    de: '{name} gefällt mir',
    en: 'Like {name}',
    fr: 'J’aime {name}',
    it: 'Mi piace {name}',
    pl: 'Polub: {name}',
    nl: '{name} leuk vinden',
    da: 'Synes godt om {name}',
    sv: 'Gilla {name}',
  },
  isNew: {
    de: 'Neu',
    en: 'New',
    fr: 'Nouveau',
    it: 'Nuovo',
    pl: 'Nowy',
    nl: 'Nieuw',
    da: 'Ny',
    sv: 'Ny',
  },
});

export interface UserGridCardProps {
  name: string;
  age?: number;
  /** Distance as shown ("< 1 km", "2 km"): the contract's formatDistance of the coarsened km. */
  distance?: string;
  image?: string | null;
  isOnline?: boolean;
  /** Joined within the last 14 days. */
  isNew?: boolean;
  /** The member already liked this profile: the heart is filled and cannot be pressed again. */
  isLiked?: boolean;
  onLike?: () => void;
  /** The stranger profile. */
  href: string;
}

/**
 * A member in the Nearby grid: the picture, name, age and distance, and a like button.
 *
 * - **Keyboard:** Tab reaches the card's link (Enter opens the profile), then the like button
 *   (Space or Enter toggles).
 * - **Screen reader:** An article whose link reads the member's name, age and distance (the picture
 *   is decorative); the like button is a toggle named "Like Lena"; the online dot is named
 *   "online"; "New" is text.
 * - **Do:** Render the cards in a list; use `UserGridCardSkeleton` in a `SkeletonGroup` while
 *   loading.
 * - **Don't:** Put further buttons on the picture.
 */
export function UserGridCard({
  name,
  age,
  distance,
  image,
  isOnline,
  isNew,
  isLiked,
  onLike,
  href,
}: UserGridCardProps) {
  const t = useUiText();
  const title = age === undefined ? name : t(commonTexts.nameAndAge, { name, age });
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.link}>
        <img className={styles.photo} src={image || placeholderImage} alt="" loading="lazy" />
        <span className={styles.info}>
          <span className={styles.name}>
            {title}
            {isOnline && (
              <span className={styles.online} role="img" aria-label={t(commonTexts.online)} />
            )}
          </span>
          {distance !== undefined && <span className={styles.distance}>{distance}</span>}
        </span>
      </Link>
      {isNew && <span className={styles.newBadge}>{t(texts.isNew)}</span>}
      {onLike && (
        <ToggleButton
          className={styles.like}
          aria-label={t(texts.like, { name })}
          isSelected={Boolean(isLiked)}
          isDisabled={isLiked}
          onChange={() => onLike()}
        >
          <Heart size={20} fill={isLiked ? 'currentColor' : 'none'} aria-hidden />
        </ToggleButton>
      )}
    </article>
  );
}

/**
 * A grid card while the grid loads: the same shape, shimmering. Put the grid of them in one
 * `SkeletonGroup`, which is announced as loading.
 */
export function UserGridCardSkeleton() {
  return (
    <div className={clsx(styles.card, styles.skeletonCard)} aria-hidden>
      <Skeleton shape="rect" height="100%" UNSAFE_className={styles.skeletonPhoto} />
      <div className={styles.skeletonInfo}>
        <Skeleton width="60%" UNSAFE_className={styles.skeletonLine} />
        <Skeleton width="35%" UNSAFE_className={styles.skeletonLine} />
      </div>
    </div>
  );
}
