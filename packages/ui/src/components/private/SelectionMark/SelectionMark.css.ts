import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** The round mark of a selectable tile: empty, then filled with a check once its tile is chosen. */
export const mark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '[data-selected] > &': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
