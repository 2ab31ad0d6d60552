import { clsx } from 'clsx';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Avatar } from '../Avatar/Avatar';
import * as styles from './TypingIndicator.css';

const texts = defineTexts('TypingIndicator', {
  typing: {
    de: '{name} schreibt',
    en: '{name} is typing',
    fr: '{name} est en train d’écrire',
    it: '{name} sta scrivendo',
    pl: '{name} pisze',
    nl: '{name} is aan het typen',
    da: '{name} skriver',
    sv: '{name} skriver',
  },
});

export interface TypingIndicatorProps {
  /** The partner who is writing. */
  name: string;
  /** The partner's picture, shown small like on the first message of a run. */
  image?: string | null;
  UNSAFE_className?: string;
}

/**
 * "Lena is typing" with three bouncing dots in a partner bubble; the dots hold still under reduced
 * motion.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A status region, so "Lena is typing" is announced politely.
 * - **Do:** Show it only while the hub says the partner is typing.
 * - **Don't:** Show it for your own typing.
 */
export function TypingIndicator({ name, image, UNSAFE_className }: TypingIndicatorProps) {
  const t = useUiText();
  return (
    <div className={clsx(styles.root, UNSAFE_className)} role="status">
      {image !== undefined && <Avatar name={name} src={image} size="xsmall" decorative />}
      <span className={styles.bubble} aria-hidden>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      <span className={styles.label}>{t(texts.typing, { name })}</span>
    </div>
  );
}
