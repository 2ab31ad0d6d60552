import { vars } from '@amora/tokens';
import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

/**
 * A native button (Button) and react-aria's Link (ButtonLink) share these styles, so the states
 * are the platform's pseudo-classes: hover only where a pointer hovers, and never while disabled
 * or pending.
 */
const enabled = ':not(:disabled, [data-disabled], [data-pending])';
const hovered = (rule: StyleRule) => ({
  '@media': { '(hover: hover)': { selectors: { [`&:hover${enabled}`]: rule } } },
});
const pressed = `&:active${enabled}`;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.standard,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&:focus-visible': focusRing,
      [pressed]: { transform: 'scale(0.98)' },
      '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.elevation.small,
        ...hovered({ backgroundColor: vars.color.brandHover }),
        selectors: { [pressed]: { backgroundColor: vars.color.brandPressed } },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.onSecondary,
        ...hovered({ backgroundColor: vars.color.secondaryHover }),
      },
      outline: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        ...hovered({ backgroundColor: vars.color.surfaceSunken }),
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        ...hovered({ backgroundColor: vars.color.brandSoft }),
      },
      critical: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.criticalText,
        ...hovered({ borderColor: vars.color.critical }),
      },
      coin: {
        backgroundColor: vars.color.coin,
        color: vars.color.onCoin,
        boxShadow: vars.elevation.small,
        ...hovered({ filter: 'brightness(1.06)' }),
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small.size,
        lineHeight: vars.fontSize.small.lineHeight,
      },
      standard: {
        minHeight: vars.size.controlStandard,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.standard.size,
        lineHeight: vars.fontSize.standard.lineHeight,
      },
      large: {
        minHeight: vars.size.controlLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large.size,
        lineHeight: vars.fontSize.large.lineHeight,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

/** While pending the label keeps its width but is hidden behind the spinner. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
