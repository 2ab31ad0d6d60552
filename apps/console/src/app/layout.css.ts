/** The console's page layouts: only widths and grids, everything drawn comes from @amora/ui. */
import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** The sign-in card's column. */
export const narrowColumn = style({ width: '100%', maxWidth: vars.size.dialogMaxWidth });

/** Tiles that fill the row: two on a phone, up to four on a wide screen. */
export const tileGrid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  '@media': { [mediaQuery.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Said on a wide screen only (who is signed in, beside the role): a phone's top bar is short. */
export const wideOnly = style({
  '@media': { [mediaQuery.mobile]: { display: 'none' } },
});

/** Charts side by side when there is room. */
export const chartGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
});

/** A ticket's page: what was written and reported on the left, who and what to do on the right. */
export const detailColumns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
    },
  },
});

/** A PhotoGallery of one picture: the picture fills the card or dialog instead of a grid cell. */
export const singlePicture = style({
  selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A verification: the member and the decision, the selfie, the profile's pictures to compare. */
export const verificationGrid = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(200px, 1fr) minmax(180px, 1fr) minmax(0, 2fr)',
  '@media': { [mediaQuery.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
