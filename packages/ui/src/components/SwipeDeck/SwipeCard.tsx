import { BadgeCheck, MapPin } from 'lucide-react';
import type { CSSProperties } from 'react';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { placeholderImage } from '../Avatar/placeholder';
import * as styles from './SwipeDeck.css';
import { texts } from './texts';

export interface SwipeProfile {
  id: string;
  name: string;
  age?: number;
  city?: string;
  /**
   * Distance to the member as shown ("< 1 km", "2 km"): the contract's formatDistance of the
   * server's coarsened kilometres.
   */
  distance?: string;
  image?: string | null;
  isOnline?: boolean;
  isVerified?: boolean;
}

export interface SwipeCardProps {
  profile: SwipeProfile;
  /** How far the card is dragged, from -1 (nope) to 1 (like): moves the stamps. */
  progress?: number;
  style?: CSSProperties;
  /** A card further down the stack: hidden from assistive technology. */
  isBehind?: boolean;
}

/** One member in the match game: the picture full size, name, age and place over a scrim. */
export function SwipeCard({ profile, progress = 0, style, isBehind }: SwipeCardProps) {
  const t = useUiText();
  const { name, age, city, distance, image, isOnline, isVerified } = profile;
  return (
    <article className={styles.card} style={style} aria-hidden={isBehind || undefined}>
      <img
        className={styles.photo}
        src={image || placeholderImage}
        alt=""
        draggable={false}
        onError={(event) => {
          event.currentTarget.src = placeholderImage;
        }}
      />
      <span
        className={styles.stamp({ kind: 'like' })}
        style={{ opacity: Math.max(0, progress) }}
        aria-hidden
      >
        {t(texts.likeStamp)}
      </span>
      <span
        className={styles.stamp({ kind: 'nope' })}
        style={{ opacity: Math.max(0, -progress) }}
        aria-hidden
      >
        {t(texts.nopeStamp)}
      </span>
      <div className={styles.info}>
        <h2 className={styles.name}>
          {age === undefined ? name : t(commonTexts.nameAndAge, { name, age })}
          {isOnline && (
            <span className={styles.online} aria-label={t(commonTexts.online)} role="img" />
          )}
          {isVerified && (
            <BadgeCheck
              className={styles.verified}
              size={22}
              aria-label={t(commonTexts.verified)}
              role="img"
            />
          )}
        </h2>
        {(city || distance !== undefined) && (
          <p className={styles.place}>
            <MapPin size={16} aria-hidden />
            {[city, distance === undefined ? undefined : t(commonTexts.distance, { distance })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </div>
    </article>
  );
}
