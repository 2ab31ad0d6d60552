import type { Space } from '@amora/tokens';
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> {
  space?: Space;
  align?: 'start' | 'center' | 'end' | 'between';
  alignY?: 'start' | 'center' | 'end' | 'baseline';
  /** Keep everything on one line instead of wrapping. */
  noWrap?: boolean;
  children?: ReactNode;
}

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;
const alignment = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const;

/**
 * Children side by side, wrapping onto new lines, with even space between them (`space`, a space
 * token) and an alignment.
 *
 * - **Keyboard:** None: a plain element.
 * - **Screen reader:** None of its own; with `as="ul"` the children are a list.
 * - **Do:** Use it for rows of buttons, badges or chips.
 * - **Don't:** Use it for a grid of equal tiles: those need their own columns.
 */
export function Inline({
  space = 'small',
  align = 'start',
  alignY = 'center',
  noWrap,
  children,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignment[alignY]}
      {...props}
    >
      {children}
    </Box>
  );
}
