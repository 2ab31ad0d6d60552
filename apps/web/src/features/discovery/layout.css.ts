import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/**
 * Layout only, as the library's Nearby and Search screens lay out their cards: two columns on
 * phones, as many as fit as the window widens (a grid Box's atoms cannot express).
 */
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

/** The game's placeholder is as wide as the swipe deck it stands for. */
export const deckSkeleton = style({ width: '100%', maxWidth: '420px' });
