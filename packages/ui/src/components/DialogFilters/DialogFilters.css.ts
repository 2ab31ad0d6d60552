import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const group = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.small,
  // Room for the focus ring inside the scrolling row.
  padding: vars.space.xsmall,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  fontFamily: vars.font.body,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.gutter,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-selected]': {
      backgroundColor: vars.color.secondary,
      borderColor: vars.color.secondary,
      color: vars.color.onSecondary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  paddingInline: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});
