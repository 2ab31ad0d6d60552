import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const picker = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const pickerField = style({ display: 'flex', width: '100%' });

export const label = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-pressed]': { borderColor: vars.color.text },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      /** A form field: full width, label above. */
      field: {
        width: '100%',
        minHeight: vars.size.controlStandard,
        paddingInline: vars.space.medium,
        borderRadius: vars.radius.standard,
        fontSize: vars.fontSize.standard.size,
        lineHeight: vars.fontSize.standard.lineHeight,
        fontWeight: vars.fontWeight.regular,
      },
      /** A pill for top bars and footers: globe and the short code. */
      compact: {
        minHeight: vars.size.controlSmall,
        minWidth: vars.size.touchTarget,
        paddingInline: vars.space.medium,
        borderRadius: vars.radius.full,
        borderColor: vars.color.border,
        fontSize: vars.fontSize.small.size,
        lineHeight: vars.fontSize.small.lineHeight,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      },
    },
  },
  defaultVariants: { variant: 'field' },
});

export const value = style({ flex: 1, textAlign: 'start', minWidth: 0 });

export const icon = style({ display: 'flex', flexShrink: 0, color: vars.color.textMuted });

export const chevron = style({
  display: 'flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { '[data-pressed] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 'min(360px, var(--visual-viewport-height))',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.large,
  outline: 'none',
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.dropdown,
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-entering]': { opacity: 0, transform: 'translateY(-4px)' },
    '&[data-exiting]': { opacity: 0 },
  },
});

export const listBox = style({ outline: 'none', minWidth: '200px' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlStandard,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.strong },
  },
});

export const code = style({
  flexShrink: 0,
  minWidth: '2.5em',
  paddingBlock: '1px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondaryText,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  textAlign: 'center',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const optionName = style({ flex: 1 });

export const check = style({
  display: 'flex',
  color: vars.color.brandText,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
