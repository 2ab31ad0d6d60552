import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const deck = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '420px',
  marginInline: 'auto',
});

const cardArea = {
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 4',
} as const;

export const stack = style({
  ...cardArea,
  touchAction: 'pan-y',
  userSelect: 'none',
  cursor: 'grab',
  borderRadius: vars.radius.xlarge,
  outline: 'none',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing' },
    '&:focus-visible': focusRing,
  },
});

export const placeholder = style({
  ...cardArea,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const card = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.xlarge,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.elevation.large,
  transformOrigin: '50% 100%',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
});

export const photo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

export const stamp = recipe({
  base: {
    position: 'absolute',
    top: vars.space.xlarge,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    border: '4px solid currentColor',
    borderRadius: vars.radius.standard,
    fontSize: vars.fontSize.xxlarge.size,
    lineHeight: vars.fontSize.xxlarge.lineHeight,
    fontWeight: vars.fontWeight.heavy,
    letterSpacing: '0.08em',
    backgroundColor: vars.color.surface,
    pointerEvents: 'none',
  },
  variants: {
    kind: {
      like: { left: vars.space.large, color: vars.color.like, transform: 'rotate(-14deg)' },
      nope: { right: vars.space.large, color: vars.color.nope, transform: 'rotate(14deg)' },
    },
  },
});

export const info = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  paddingTop: vars.space.xxxlarge,
  color: vars.color.textOnMedia,
  background: `linear-gradient(to top, ${vars.color.scrim}, ${vars.color.scrim} 45%, transparent)`,
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.textOnMedia,
});

export const online = style({
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.online,
  boxShadow: `0 0 0 2px ${vars.color.textOnMedia}`,
});

export const verified = style({ color: vars.color.textOnMedia, flexShrink: 0 });

export const place = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textOnMedia,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.large });

export const promotion = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.large,
    padding: vars.space.xlarge,
    textAlign: 'center',
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  },
  variants: {
    tone: {
      brand: {
        backgroundImage: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 60%)`,
      },
      coin: {
        backgroundImage: `linear-gradient(160deg, ${vars.color.coinSoft} 0%, ${vars.color.surface} 60%)`,
      },
      info: {
        backgroundImage: `linear-gradient(160deg, ${vars.color.infoSoft} 0%, ${vars.color.surface} 60%)`,
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const promotionIcon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 88,
    height: 88,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.elevation.large,
  },
  variants: {
    tone: {
      brand: { color: vars.color.brandText },
      coin: { color: vars.color.coinText },
      info: { color: vars.color.infoText },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const promotionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const promotionText = style({
  margin: 0,
  maxWidth: '30ch',
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  color: vars.color.textMuted,
});

export const promotionHint = style({
  margin: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});
