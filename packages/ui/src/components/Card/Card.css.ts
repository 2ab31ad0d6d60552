import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.gutter,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.elevation.small,
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    transitionProperty: 'box-shadow, transform, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-selected]': {
        borderColor: vars.color.brand,
        boxShadow: `0 0 0 1px ${vars.color.brand}`,
      },
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      medium: { padding: vars.space.gutter },
      large: { padding: vars.space.large },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&[data-hovered]': { boxShadow: vars.elevation.medium, transform: 'translateY(-2px)' },
          '&[data-pressed]': { transform: 'translateY(0)' },
        },
      },
      false: {},
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
