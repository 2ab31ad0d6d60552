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

export function Heading({ level, as, tone, align, id, children, UNSAFE_className }: HeadingProps) {
  const Element = as ?? (`h${level}` as const);
  return (
    <Element id={id} className={clsx(styles.heading({ level, tone, align }), UNSAFE_className)}>
      {children}
    </Element>
  );
}
