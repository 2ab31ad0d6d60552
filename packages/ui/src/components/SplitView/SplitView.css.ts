import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const split = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'minmax(0, 1fr)',
  height: '100%',
  minHeight: 0,
  '@media': {
    [mediaQuery.aboveMobile]: { gridTemplateColumns: 'minmax(280px, 360px) 1fr' },
    [mediaQuery.tablet]: { gridTemplateColumns: '400px 1fr' },
  },
});

// Positioned, so visually hidden text inside stays inside the scrolling pane.
const pane = { position: 'relative', minWidth: 0, minHeight: 0, overflowY: 'auto' } as const;

export const list = style({
  ...pane,
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaQuery.mobile]: { selectors: { '[data-show="detail"] > &': { display: 'none' } } },
    [mediaQuery.aboveMobile]: { borderRight: `1px solid ${vars.color.border}` },
  },
});

export const detail = style({
  ...pane,
  '@media': {
    [mediaQuery.mobile]: { selectors: { '[data-show="list"] > &': { display: 'none' } } },
  },
});
