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

/**
 * A layout element whose spacing, colour and flex props are token atoms (`padding="gutter"`,
 * `background="surface"`, `display="flex"`); every other prop goes to the element named by `as`.
 *
 * - **Keyboard:** None: it is a plain element.
 * - **Screen reader:** None of its own: choose `as` for the meaning (`section`, `ul`, `nav`).
 * - **Do:** Use it for one-off layout inside a screen.
 * - **Don't:** Build a component's look from `Box` props: components have their own `.css.ts`.
 */
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
