import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** Page size on the start side, range and buttons on the end side; wraps on a narrow screen. */
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineEnd: 'auto',
});

export const pageSizeLabel = style({ whiteSpace: 'nowrap' });

export const pageSizeSelect = style({ width: '96px' });

export const position = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  marginInlineStart: 'auto',
});

export const range = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const buttons = style({ display: 'flex', gap: vars.space.xsmall });
