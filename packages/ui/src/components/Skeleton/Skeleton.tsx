import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'circle', 'rect'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** CSS width (a line of text is full width by default). */
  width?: number | string;
  /** CSS height; a circle takes its width. */
  height?: number | string;
  UNSAFE_className?: string;
}

/**
 * A shimmering placeholder for content that is loading, as a line, a circle or a block; still under
 * reduced motion. Group a screen's skeletons in one `SkeletonGroup`.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** Each skeleton is hidden; the `SkeletonGroup` around them is one busy status
 *   named "Loading…" (or its `label`), announced once.
 * - **Do:** Draw the shape of what will come, so nothing jumps when it arrives.
 * - **Don't:** Show skeletons for less than a moment's wait or for content that failed: show the
 *   error.
 */
export function Skeleton({ shape = 'text', width, height, UNSAFE_className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={clsx(styles.skeleton({ shape }), UNSAFE_className)}
      style={{ width, height: shape === 'circle' ? width : height }}
    />
  );
}

export interface SkeletonGroupProps {
  children: ReactNode;
  /** What is loading ("Loading your chats"); "Loading…" by default. */
  label?: string;
  UNSAFE_className?: string;
}

/** Groups skeletons into one busy region that assistive technology announces once. */
export function SkeletonGroup({ children, label, UNSAFE_className }: SkeletonGroupProps) {
  const t = useUiText();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t(commonTexts.loading)}
      className={clsx(styles.group, UNSAFE_className)}
    >
      {children}
    </div>
  );
}
