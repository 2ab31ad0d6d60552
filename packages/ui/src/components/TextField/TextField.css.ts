import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'flex',
  paddingLeft: vars.space.medium,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const textArea = style({
  resize: 'vertical',
  paddingBlock: vars.space.small,
  lineHeight: vars.fontSize.standard.lineHeight,
  minHeight: '96px',
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const adornment = style({ display: 'flex', flexShrink: 0, paddingRight: vars.space.xsmall });
