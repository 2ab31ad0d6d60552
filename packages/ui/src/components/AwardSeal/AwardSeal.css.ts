import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const seal = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.gutter,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.small,
});

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coinSoft,
  color: vars.color.coinText,
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const title = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: '18px',
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
});

export const issuer = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const rating = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.successText,
});
