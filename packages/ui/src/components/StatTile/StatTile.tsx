import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './StatTile.css';

export const statTileTones = ['neutral', 'attention', 'critical', 'positive'] as const;

export interface StatTileProps {
  /** What the number is ("Pictures to review"). */
  label: string;
  /** The number or amount, formatted by the caller. */
  value: ReactNode;
  /** A line under the value ("oldest waits 3 hours"). */
  hint?: ReactNode;
  /** A coloured edge for what needs attention; the hint says why in words. */
  tone?: (typeof statTileTones)[number];
  /** The tile is a link to where the number comes from (the queue). */
  href?: string;
  UNSAFE_className?: string;
}

/**
 * One figure of a dashboard: a label, a big value and an optional hint, with a coloured edge for
 * what needs attention. With `href` the tile opens what it counts.
 *
 * - **Keyboard:** A tile with `href` is one Tab stop; Enter follows it.
 * - **Screen reader:** Read as label, value and hint in that order (the label comes first in the
 *   markup); a linked tile is one link named by all three.
 * - **Do:** Say in the hint why a tile is coloured ("oldest waits 26 hours").
 * - **Don't:** Rely on the tone alone to tell what is urgent.
 */
export function StatTile({ label, value, hint, tone, href, UNSAFE_className }: StatTileProps) {
  const content = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {hint && <span className={styles.hint}>{hint}</span>}
    </>
  );
  const className = clsx(styles.tile({ tone, interactive: Boolean(href) }), UNSAFE_className);
  return href ? (
    <Link href={href} className={className}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  );
}
