import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** Layout only: the loading placeholders of the screen stories take their content's shape. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
});

export const rowText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const rowTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const deck = style({
  width: '100%',
  maxWidth: 420,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
});

// Doubled to win over the skeleton's fixed height whatever the order of the style sheets.
export const deckCard = style({ selectors: { '&&': { aspectRatio: '3 / 4', height: 'auto' } } });

export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
});

export const packageGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: vars.space.gutter,
    },
  },
});
