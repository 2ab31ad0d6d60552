import type { Space } from '@amora/tokens';
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** The space between children. */
  space?: Space;
  align?: 'start' | 'center' | 'end' | 'stretch';
  children?: ReactNode;
}

const alignment = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const;

/**
 * Children one below the other with even space between them (`space`, a space token), aligned with
 * `align`.
 *
 * - **Keyboard:** None: a plain element.
 * - **Screen reader:** None of its own; with `as="ul"` the children are a list.
 * - **Do:** Use it for the vertical rhythm of a form or a card.
 * - **Don't:** Add margins to the children: the stack spaces them.
 */
export function Stack({ space = 'gutter', align = 'stretch', children, ...props }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={alignment[align]} {...props}>
      {children}
    </Box>
  );
}
