import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import * as styles from './Avatar.css';
import { placeholderImage } from './placeholder';

export const avatarSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge'] as const;

const texts = defineTexts('Avatar', {
  online: {
    de: 'online',
    en: 'online',
    fr: 'en ligne',
    it: 'online',
    pl: 'online',
    nl: 'online',
    da: 'online',
    sv: 'online',
  },
  verified: {
    de: 'verifiziert',
    en: 'verified',
    fr: 'vérifié',
    it: 'verificato',
    pl: 'zweryfikowany',
    nl: 'geverifieerd',
    da: 'verificeret',
    sv: 'verifierad',
  },
  photoOf: {
    de: 'Foto von {name}',
    en: 'Photo of {name}',
    fr: 'Photo de {name}',
    it: 'Foto di {name}',
    pl: 'Zdjęcie: {name}',
    nl: 'Foto van {name}',
    da: 'Foto af {name}',
    sv: 'Foto av {name}',
  },
});

export interface AvatarProps {
  name: string;
  /** The picture; without one, or when it fails to load, the embedded placeholder shows. */
  src?: string | null;
  size?: (typeof avatarSizes)[number];
  isOnline?: boolean;
  isVerified?: boolean;
  /** Purely decorative next to a visible name: hidden from assistive technology. */
  decorative?: boolean;
}

export function Avatar({
  name,
  src,
  size = 'standard',
  isOnline,
  isVerified,
  decorative,
}: AvatarProps) {
  const t = useUiText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : placeholderImage;
  const status = [isOnline && t(texts.online), isVerified && t(texts.verified)]
    .filter(Boolean)
    .join(', ');
  return (
    <span className={clsx(styles.root, styles.size[size])}>
      <img
        className={styles.image}
        src={shown}
        alt={decorative ? '' : t(texts.photoOf, { name }) + (status ? ` (${status})` : '')}
        onError={() => setFailedSrc(src ?? null)}
        draggable={false}
      />
      {isOnline && <span className={styles.online} aria-hidden />}
      {isVerified && (
        <span className={styles.verified} aria-hidden>
          <BadgeCheck size="70%" />
        </span>
      )}
    </span>
  );
}

/** The presence and verification words, shared with other member pictures. */
export { texts as avatarTexts };
