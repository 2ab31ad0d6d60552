import { clsx } from 'clsx';
import { Award } from 'lucide-react';
import * as styles from './AwardSeal.css';

export interface AwardSealProps {
  /** The award, e.g. "Test winner". */
  title: string;
  /** Who awarded it and when, e.g. "Dating apps 2026". */
  issuer: string;
  /** The rating, e.g. "Very good (1.4)". */
  rating?: string;
  UNSAFE_className?: string;
}

/**
 * A test-winner seal for the landing page: medal, award, issuer and rating.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** Read as plain text (title, issuer, rating); the medal is decorative.
 * - **Do:** Keep the texts short: title and issuer fit on one line each.
 * - **Don't:** Make it a link; put the source in the page's legal text.
 */
export function AwardSeal({ title, issuer, rating, UNSAFE_className }: AwardSealProps) {
  return (
    <div className={clsx(styles.seal, UNSAFE_className)}>
      <span className={styles.medal} aria-hidden>
        <Award size={22} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.issuer}>{issuer}</span>
        {rating && <span className={styles.rating}>{rating}</span>}
      </span>
    </div>
  );
}
