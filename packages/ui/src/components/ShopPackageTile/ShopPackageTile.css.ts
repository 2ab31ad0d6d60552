import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(176px, 1fr))',
  gap: vars.space.gutter,
  paddingBlockStart: vars.space.medium,
  '@media': {
    [mediaQuery.mobile]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.medium,
    },
  },
});

/** Places the selection mark in the top corner. */
export const indicator = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
});

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minWidth: 0,
    padding: `${vars.space.xlarge} ${vars.space.gutter} ${vars.space.gutter}`,
    borderRadius: vars.radius.standard,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.elevation.small,
    fontFamily: vars.font.body,
    textAlign: 'center',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'border-color, box-shadow, transform, background-color',
    transitionDuration: vars.motion.durationStandard,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.medium },
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-focus-visible]': focusRing,
      '&[data-selected]': {
        borderColor: vars.color.brand,
        boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.elevation.medium}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, boxShadow: 'none' },
    },
  },
  variants: {
    highlighted: {
      true: {
        borderColor: vars.color.brand,
        backgroundImage: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 55%)`,
      },
      false: {},
    },
  },
  defaultVariants: { highlighted: false },
});

export const ribbon = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
});

export const moreBadges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.small,
});

export const amount = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const coins = style({
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
});

export const unit = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const divider = style({
  alignSelf: 'stretch',
  height: 1,
  marginBlock: vars.space.small,
  backgroundColor: vars.color.border,
});

export const perCoin = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});
