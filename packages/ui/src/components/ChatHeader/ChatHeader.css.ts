import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '100%',
  padding: vars.space.xsmall,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  borderRadius: vars.radius.standard,
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    'a&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { '&[data-active]': { color: vars.color.successText } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color, transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.9)' },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { color: vars.color.coin },
  },
});
