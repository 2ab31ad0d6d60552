import { vars } from '@amora/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const size = styleVariants({
  xsmall: { width: 32, height: 32 },
  small: { width: 40, height: 40 },
  standard: { width: 56, height: 56 },
  large: { width: 96, height: 96 },
  xlarge: { width: 144, height: 144 },
});

export const image = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const online = style({
  position: 'absolute',
  right: '4%',
  bottom: '4%',
  width: '26%',
  height: '26%',
  minWidth: 10,
  minHeight: 10,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.online,
  border: `2px solid ${vars.color.surface}`,
});

export const verified = style({
  position: 'absolute',
  right: '-2%',
  top: '-2%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32%',
  height: '32%',
  minWidth: 16,
  minHeight: 16,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.info,
  color: vars.color.onInfo,
  border: `2px solid ${vars.color.surface}`,
});
