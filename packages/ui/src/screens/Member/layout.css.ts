import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** Layout only: the member grid of Nearby and search, two columns on phones, more as it widens. */
export const userGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery.aboveMobile]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      gap: vars.space.gutter,
    },
  },
});
