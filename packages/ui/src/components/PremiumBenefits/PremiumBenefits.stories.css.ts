import { style } from '@vanilla-extract/css';

/** Story layout only: the three states side by side. */
export const threeColumns = style({
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'start',
});
