import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import * as styles from './Avatar.css';
import { placeholderImage } from './placeholder';

export const avatarSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge'] as const;

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

/**
 * A member's round picture in five sizes, with an online dot and a verified mark. A missing or
 * broken picture falls back to a neutral placeholder.
 *
 * - **Keyboard:** Not focusable; wrap it in a link or button when it should act.
 * - **Screen reader:** An image whose text is "Photo of {name}", followed by "online" and
 *   "verified" when they apply. `decorative` hides it when the name is already written beside it.
 * - **Do:** Pass `decorative` in rows and headers that show the name next to the picture, so it is
 *   not read twice.
 * - **Don't:** Use colour alone to say a member is online: the dot comes with the spoken word, keep
 *   it that way.
 */
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
  const status = [isOnline && t(commonTexts.online), isVerified && t(commonTexts.verified)]
    .filter(Boolean)
    .join(', ');
  return (
    <span className={clsx(styles.root, styles.size[size])}>
      <img
        className={styles.image}
        src={shown}
        alt={decorative ? '' : t(commonTexts.photoOf, { name }) + (status ? ` (${status})` : '')}
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
