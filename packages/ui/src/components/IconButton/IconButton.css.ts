import { vars } from '@amora/tokens';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color, transform, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'scale(0.94)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken } },
      },
      soft: {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.text,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.border } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.elevation.medium,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.brandHover } },
      },
      /** Raised white disc, as the like / nope / undo controls under a swipe card. */
      floating: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        boxShadow: vars.elevation.medium,
        selectors: { '&[data-hovered]': { boxShadow: vars.elevation.large } },
      },
      /** On top of a photo. */
      media: {
        backgroundColor: 'rgba(7, 17, 31, 0.55)',
        color: '#ffffff',
        selectors: { '&[data-hovered]': { backgroundColor: 'rgba(7, 17, 31, 0.75)' } },
      },
    },
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      standard: { width: vars.size.controlStandard, height: vars.size.controlStandard },
      large: { width: '64px', height: '64px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard' },
});
