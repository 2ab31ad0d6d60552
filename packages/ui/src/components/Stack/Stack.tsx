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

/** Children one below the other with even space between them. */
export function Stack({ space = 'gutter', align = 'stretch', children, ...props }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={alignment[align]} {...props}>
      {children}
    </Box>
  );
}
