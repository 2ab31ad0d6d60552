import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export interface HeadingProps {
  /** The visual size; the element is `h{level}` unless `as` says otherwise. */
  level: 1 | 2 | 3 | 4;
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
  tone?: 'neutral' | 'brand' | 'onMedia';
  align?: 'left' | 'center' | 'right';
  id?: string;
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * A heading in the type scale: `level` sets the size and, unless `as` names another element, the
 * element (`h1`…`h4`).
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A heading of the given level: screen-reader users move through the page by
 *   these.
 * - **Do:** Keep the elements in order on a page; use `as` when the design wants another size than
 *   the outline's level.
 * - **Don't:** Pick a level for its size.
 */
export function Heading({ level, as, tone, align, id, children, UNSAFE_className }: HeadingProps) {
  const Element = as ?? (`h${level}` as const);
  return (
    <Element id={id} className={clsx(styles.heading({ level, tone, align }), UNSAFE_className)}>
      {children}
    </Element>
  );
}
