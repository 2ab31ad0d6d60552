import { type Atoms, atoms } from '@amora/tokens';
import { clsx } from 'clsx';
import { createElement, type HTMLAttributes, type ReactNode } from 'react';

type BoxElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'span'
  | 'ul'
  | 'ol'
  | 'li';

export interface BoxProps
  extends Atoms,
    Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> {
  as?: BoxElement;
  children?: ReactNode;
  /** Layout-only escape hatch; colours and type come from the tokens. */
  UNSAFE_className?: string;
}

/** A layout element whose spacing, colour and flex props are token atoms. */
export function Box({ as = 'div', UNSAFE_className, children, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atoms.properties.has(key as keyof Atoms)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  return createElement(
    as,
    { className: clsx(atoms(atomProps as Atoms), UNSAFE_className), ...nativeProps },
    children,
  );
}
