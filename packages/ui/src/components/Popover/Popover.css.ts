import { vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const appear = keyframes({
  from: { opacity: 0, transform: 'var(--amora-popover-from, translateY(-4px))' },
  to: { opacity: 1, transform: 'none' },
});

/** The raised sheet every overlay of the library draws: dropdown lists, menus, info popovers. */
export const surface = style({
  vars: { '--amora-popover-from': 'translateY(-4px)' },
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.elevation.large,
  outline: 'none',
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.dropdown,
  selectors: {
    '&[data-placement=top]': { vars: { '--amora-popover-from': 'translateY(4px)' } },
    '&[data-placement=left]': { vars: { '--amora-popover-from': 'translateX(4px)' } },
    '&[data-placement=right]': { vars: { '--amora-popover-from': 'translateX(-4px)' } },
    '&[data-entering]': {
      animation: `${appear} ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
    },
  },
});

/** A dropdown list as wide as its field (`--trigger-width` comes from react-aria). */
export const dropdown = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 24px)',
  overflow: 'auto',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  outline: 'none',
  maxHeight: 'inherit',
  boxSizing: 'border-box',
  overflowY: 'auto',
});

/** One row of a list box or menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlStandard,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
    },
    '&[data-selected]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.small,
});

export const itemLabel = style({ overflowWrap: 'anywhere' });

export const itemDescription = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const check = style({
  flexShrink: 0,
  color: vars.color.brandText,
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const emptyState = style({
  padding: `${vars.space.medium} ${vars.space.medium}`,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** An info popover: small text content with an arrow pointing at its trigger. */
export const info = style({
  maxWidth: 'min(320px, calc(100vw - 24px))',
});

export const infoDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  outline: 'none',
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
});

export const infoTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const arrow = style({
  display: 'block',
  selectors: {
    '[data-placement=top] > &': { transform: 'none' },
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});

export const arrowShape = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
});
