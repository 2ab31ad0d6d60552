import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'medium', 'large'] as const;

export interface CardProps {
  /** A heading at the top of the card. */
  title?: ReactNode;
  /** The heading's element in the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Actions or a note at the bottom. */
  footer?: ReactNode;
  children: ReactNode;
  padding?: (typeof cardPaddings)[number];
  /** The whole card is a link (a news entry, an event): hover lifts it. */
  href?: string;
  /** Marked as chosen (a border in the brand colour). */
  isSelected?: boolean;
  UNSAFE_className?: string;
}

/**
 * A raised surface that groups related content: a settings section, an offer, a summary. With
 * `href` the whole card is a link.
 *
 * - **Keyboard:** A card with `href` is one Tab stop; Enter follows it. Without, it is not
 *   focusable.
 * - **Screen reader:** A plain card is a `section` with its title as heading (`titleAs`, `h2` by
 *   default). A linked card is one link whose name is all of its text.
 * - **Do:** Set `titleAs` to keep the page's heading order.
 * - **Don't:** Put buttons or links inside a card that has `href`.
 */
export function Card({
  title,
  titleAs: Title = 'h2',
  footer,
  children,
  padding = 'large',
  href,
  isSelected,
  UNSAFE_className,
}: CardProps) {
  const content = (
    <>
      {title && <Title className={styles.title}>{title}</Title>}
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </>
  );
  const className = clsx(styles.card({ padding, interactive: Boolean(href) }), UNSAFE_className);
  return href ? (
    <Link href={href} className={className} data-selected={isSelected || undefined}>
      {content}
    </Link>
  ) : (
    <section className={className} data-selected={isSelected || undefined}>
      {content}
    </section>
  );
}
