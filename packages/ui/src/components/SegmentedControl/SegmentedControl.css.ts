import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** Segments share a row; below about 128px each they wrap (two per row on a phone). */
export const segments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
});

export const segmentField = style({
  display: 'flex',
  flex: '1 1 0',
  minWidth: '128px',
});

export const segment = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
  minHeight: vars.size.controlLarge,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
  // Words wrap whole (the icon goes above a long word); only a word wider than the segment breaks.
  overflowWrap: 'break-word',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-selected]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      boxShadow: vars.elevation.small,
    },
    '&[data-selected][data-hovered]': {
      backgroundColor: vars.color.brandHover,
      borderColor: vars.color.brandHover,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
