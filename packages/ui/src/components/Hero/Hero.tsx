import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Hero.css';

export interface HeroStat {
  /** The figure, e.g. "1,000+". */
  value: string;
  /** What it counts, e.g. "new members every day". */
  label: string;
}

export interface HeroProps {
  /** A short line above the headline. */
  eyebrow?: ReactNode;
  /** The headline: the page's only h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The claims under the subtitle, big figure over a small label. */
  stats?: readonly HeroStat[];
  /** The registration card, beside the copy on wide screens and below it on phones. */
  aside?: ReactNode;
  /** Under the copy: test-winner seals and store badges. */
  children?: ReactNode;
  /** Up to three member photos fanned out above the card on wide screens (decorative). */
  images?: readonly string[];
  UNSAFE_className?: string;
}

/**
 * The first section of the landing page: headline, claims and trust marks on one side, the
 * registration card on the other; stacked on phones with the card right after the headline.
 *
 * - **Keyboard:** Only the card's controls are focusable.
 * - **Screen reader:** The headline is the page's `h1`; the stats are a description list; the
 *   pictures are decorative.
 * - **Do:** One per page, at the top.
 * - **Don't:** Put a second `h1` in `aside`.
 */
export function Hero({
  eyebrow,
  title,
  subtitle,
  stats = [],
  aside,
  children,
  images = [],
  UNSAFE_className,
}: HeroProps) {
  return (
    <section className={clsx(styles.hero, UNSAFE_className)}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {stats.length > 0 && (
            <dl className={styles.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt className={styles.statLabel}>{stat.label}</dt>
                  <dd className={styles.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {aside && (
          <div className={styles.aside}>
            {images.length > 0 && (
              <div className={styles.photos} aria-hidden>
                {images.slice(0, 3).map((image) => (
                  <img key={image} src={image} alt="" className={styles.photo} />
                ))}
              </div>
            )}
            <div className={styles.asideContent}>{aside}</div>
          </div>
        )}
        {children && <div className={styles.extras}>{children}</div>}
      </div>
    </section>
  );
}
