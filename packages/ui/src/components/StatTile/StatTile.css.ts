import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: vars.space.gutter,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.standard,
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    fontFamily: vars.font.body,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: vars.motion.durationFast,
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: vars.color.border },
      attention: { borderLeftColor: vars.color.warning },
      critical: { borderLeftColor: vars.color.critical },
      positive: { borderLeftColor: vars.color.success },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: { '&[data-hovered]': { boxShadow: vars.elevation.medium } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});
