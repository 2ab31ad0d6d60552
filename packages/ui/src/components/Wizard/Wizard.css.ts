import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const top = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.medium });

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
  outline: 'none',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  color: vars.color.textMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.small,
});

/**
 * Next sits at the end of the row and takes the free space; a long label (German "Profil
 * veröffentlichen" in a dialog on a phone) wraps instead of running out of the row.
 */
export const next = style({ flex: 1, minWidth: 0, whiteSpace: 'normal', textAlign: 'center' });
