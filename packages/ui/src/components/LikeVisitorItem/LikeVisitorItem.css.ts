import { vars } from '@amora/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

// Where the row is too narrow for the name beside the unlock button (a phone), the button
// moves to a line of its own, at the end, instead of squeezing the name into three lines.
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  rowGap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  selectors: { '&[data-new]': { backgroundColor: vars.color.brandSoft } },
});

export const identity = style({
  flex: '1 1 12rem',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.standard,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const picture = style({ position: 'relative', flexShrink: 0 });

/** Keeps the blur of a locked picture inside its circle. */
export const clip = style({ display: 'block', borderRadius: vars.radius.full });

globalStyle(`${picture}[data-locked] ${clip}`, { overflow: 'hidden' });
globalStyle(`${picture}[data-locked] img`, { filter: 'blur(6px)' });

export const kind = style({
  position: 'absolute',
  top: -4,
  right: -4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: {
    '&[data-kind="visit"]': {
      backgroundColor: vars.color.secondary,
      color: vars.color.onSecondary,
    },
    '&[data-kind="match"]': { backgroundColor: vars.color.coin, color: vars.color.onCoin },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const time = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const newMark = style({
  flexShrink: 0,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: '20px',
  fontWeight: vars.fontWeight.heavy,
});

export const unlock = style({ marginInlineStart: 'auto' });
