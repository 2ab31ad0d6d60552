import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import * as styles from './Skeleton.css';

const texts = defineTexts('Skeleton', {
  loading: {
    de: 'Wird geladen …',
    en: 'Loading…',
    fr: 'Chargement…',
    it: 'Caricamento…',
    pl: 'Ładowanie…',
    nl: 'Laden…',
    da: 'Indlæser…',
    sv: 'Laddar…',
  },
});

export const skeletonShapes = ['text', 'circle', 'rect'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** CSS width (a line of text is full width by default). */
  width?: number | string;
  /** CSS height; a circle takes its width. */
  height?: number | string;
  UNSAFE_className?: string;
}

/** A shimmering placeholder for content that is loading; still under reduced motion. */
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
      aria-label={label ?? t(texts.loading)}
      className={clsx(styles.group, UNSAFE_className)}
    >
      {children}
    </div>
  );
}
