import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import * as styles from './FeatureGrid.css';

export interface Feature {
  /** A lucide icon, drawn with `aria-hidden`. */
  icon: ReactNode;
  title: string;
  description: ReactNode;
}

export interface FeatureGridProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  features: readonly Feature[];
  /** `surface` puts the section on a band of the surface colour. */
  tone?: 'plain' | 'surface';
  UNSAFE_className?: string;
}

/**
 * The advantages of the product: a titled section with icon tiles, one to three per row.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A region named by its `h2` title; the tiles are a list with `h3` titles;
 *   icons are hidden.
 * - **Do:** Keep each tile to a title and one or two sentences.
 * - **Don't:** Put links in the tiles; one call to action follows the grid.
 */
export function FeatureGrid({
  title,
  subtitle,
  features,
  tone = 'plain',
  UNSAFE_className,
}: FeatureGridProps) {
  const id = useId();
  return (
    <section
      className={clsx(styles.section({ tone }), UNSAFE_className)}
      aria-labelledby={title ? id : undefined}
    >
      <div className={styles.inner}>
        {(title || subtitle) && (
          <div className={styles.header}>
            {title && (
              <h2 id={id} className={styles.title}>
                {title}
              </h2>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
        )}
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.tile}>
              <span className={styles.icon} aria-hidden>
                {feature.icon}
              </span>
              <h3 className={styles.tileTitle}>{feature.title}</h3>
              <p className={styles.tileText}>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
