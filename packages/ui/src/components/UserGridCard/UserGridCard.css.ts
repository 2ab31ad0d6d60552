import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const card = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.elevation.small,
});

export const link = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  color: vars.color.textOnMedia,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: '-3px',
      borderRadius: vars.radius.large,
    },
  },
});

export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationSlow,
  selectors: { [`${link}[data-hovered] &`]: { transform: 'scale(1.04)' } },
});

export const info = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.medium,
  paddingTop: vars.space.xxlarge,
  paddingRight: '52px',
  background: `linear-gradient(to top, ${vars.color.scrim}, transparent)`,
});

// Text with the online dot inline after it: a long name wraps and the dot follows the age.
export const name = style({
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  '@media': {
    [mediaQuery.tablet]: {
      fontSize: vars.fontSize.large.size,
      lineHeight: vars.fontSize.large.lineHeight,
    },
  },
});

export const online = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  verticalAlign: 'middle',
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.online,
  boxShadow: `0 0 0 2px ${vars.color.textOnMedia}`,
});

export const distance = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
});

export const newBadge = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: '20px',
  fontWeight: vars.fontWeight.heavy,
  pointerEvents: 'none',
});

export const like = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.brandText,
  boxShadow: vars.elevation.medium,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'transform, background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.9)' },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
  },
});

/** The loading stand-in: the card's shape, shimmering, with two lines where the name goes. */
export const skeletonCard = style({ boxShadow: 'none' });

export const skeletonPhoto = style({ position: 'absolute', inset: 0 });

export const skeletonInfo = style({
  position: 'absolute',
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

// Doubled to win over the skeleton's own colour whatever the order of the style sheets.
export const skeletonLine = style({ selectors: { '&&': { backgroundColor: vars.color.surface } } });
