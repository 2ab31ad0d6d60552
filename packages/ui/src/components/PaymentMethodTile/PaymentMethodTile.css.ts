import { vars } from '@amora/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.xsmall,
});

/** Places the selection mark at the end of the row. */
export const indicator = style({ marginInlineStart: 'auto' });

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 72,
  minWidth: 0,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.small,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-pressed]': { transform: 'scale(0.99)' },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.elevation.medium}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, boxShadow: 'none' },
  },
});

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  flexShrink: 0,
  width: 52,
  height: 36,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: 1,
  letterSpacing: '-0.01em',
});

export const mark = styleVariants({
  creditCard: [markBase, { backgroundColor: vars.color.secondary, color: vars.color.onSecondary }],
  payPal: [markBase, { backgroundColor: vars.color.info, color: vars.color.onInfo }],
  klarna: [markBase, { backgroundColor: vars.color.brandSoft, color: vars.color.brandText }],
  applePay: [markBase, { backgroundColor: vars.color.text, color: vars.color.surface }],
  googlePay: [
    markBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
  ],
  giropay: [markBase, { backgroundColor: vars.color.infoSoft, color: vars.color.infoText }],
  paysafecard: [
    markBase,
    { backgroundColor: vars.color.successSoft, color: vars.color.successText },
  ],
  bankTransfer: [
    markBase,
    { backgroundColor: vars.color.secondarySoft, color: vars.color.secondaryText },
  ],
});

export const wordmark = style({ fontSize: 12 });
export const wordmarkItalic = style({ fontSize: 12, fontStyle: 'italic' });
export const googleG = style({ fontSize: 14, color: vars.color.brandText });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const note = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
