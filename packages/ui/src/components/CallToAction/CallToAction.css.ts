import { light, mediaQuery, vars } from '@amora/tokens';

/** The band is the brand's red and navy in both themes, as the auth layout's brand panel is. */
const band = light.color;

import { style } from '@vanilla-extract/css';

export const section = style({
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
  '@media': { [mediaQuery.aboveMobile]: { padding: `${vars.space.xxlarge} ${vars.space.xlarge}` } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  borderRadius: vars.radius.xlarge,
  textAlign: 'center',
  color: band.textOnMedia,
  backgroundColor: band.secondary,
  backgroundImage: `linear-gradient(135deg, ${band.brand} 0%, ${band.brandPressed} 38%, ${band.secondary} 100%)`,
  boxShadow: vars.elevation.medium,
  '@media': {
    [mediaQuery.aboveMobile]: { padding: `${vars.space.xxxlarge} ${vars.space.xxlarge}` },
  },
});

export const faces = style({ display: 'flex', paddingInlineStart: vars.space.medium });

export const face = style({
  width: '48px',
  height: '48px',
  marginInlineStart: `calc(-1 * ${vars.space.medium})`,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `3px solid ${band.textOnMedia}`,
});

export const title = style({
  margin: 0,
  maxWidth: '20em',
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  textWrap: 'balance',
  '@media': {
    [mediaQuery.aboveMobile]: {
      fontSize: vars.fontSize.display.size,
      lineHeight: vars.fontSize.display.lineHeight,
    },
  },
});

export const description = style({
  margin: 0,
  maxWidth: '36em',
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  opacity: 0.92,
});

export const action = style({ paddingTop: vars.space.small });
