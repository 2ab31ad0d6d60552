import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textTones = [
  'neutral',
  'muted',
  'brand',
  'secondary',
  'success',
  'critical',
  'warning',
  'info',
  'coin',
  'onMedia',
  'inherit',
] as const;
export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;

export interface TextProps {
  as?: 'p' | 'span' | 'div' | 'strong' | 'label' | 'time';
  size?: (typeof textSizes)[number];
  weight?: 'regular' | 'medium' | 'strong';
  tone?: (typeof textTones)[number];
  align?: 'left' | 'center' | 'right';
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  id?: string;
  children?: ReactNode;
  UNSAFE_className?: string;
}

/**
 * Body text in the type scale (`size`), a weight and a semantic tone (`muted`, `critical`, …); `as`
 * picks the element (`p` by default).
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** Plain text; choose `as` for meaning.
 * - **Do:** Use `tone` for meaning, with the words saying it too.
 * - **Don't:** Set colours by `UNSAFE_className`: they escape the contrast checks.
 */
export function Text({
  as: Element = 'p',
  size,
  weight,
  tone,
  align,
  truncate,
  id,
  children,
  UNSAFE_className,
}: TextProps) {
  return (
    <Element
      id={id}
      className={clsx(styles.text({ size, weight, tone, align, truncate }), UNSAFE_className)}
    >
      {children}
    </Element>
  );
}
