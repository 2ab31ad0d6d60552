import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const pair = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  paddingBlock: vars.space.medium,
});

const tilted = {
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 4px ${vars.color.surfaceRaised}, ${vars.elevation.medium}`,
} as const;

export const left = style({ ...tilted, transform: 'rotate(-8deg) translateX(12px)' });

export const right = style({ ...tilted, transform: 'rotate(8deg) translateX(-12px)' });

export const heart = style({
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: `0 0 0 4px ${vars.color.surfaceRaised}`,
});

export const body = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  color: vars.color.text,
});

export const note = style({
  margin: 0,
  marginTop: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.coinSoft,
  color: vars.color.coinText,
  textAlign: 'center',
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
});
