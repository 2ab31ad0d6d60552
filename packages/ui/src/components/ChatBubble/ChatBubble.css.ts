import { vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const own = '[data-own] &';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: '100%',
  fontFamily: vars.font.body,
  selectors: {
    '&[data-own]': { flexDirection: 'row-reverse' },
    '&[data-first]': { marginTop: vars.space.small },
  },
});

export const avatarSlot = style({ display: 'flex', width: 32, flexShrink: 0 });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  maxWidth: 'min(78%, 520px)',
  selectors: { [own]: { alignItems: 'flex-end' } },
});

/** The frame of one message; its kind says how the content is drawn. */
export const content = recipe({
  base: {
    position: 'relative',
    minWidth: 0,
    maxWidth: '100%',
  },
  variants: {
    kind: {
      bubble: {
        padding: `${vars.space.small} ${vars.space.medium}`,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.elevation.small,
        selectors: {
          '[data-first] &': { borderTopLeftRadius: vars.radius.small },
          [own]: {
            backgroundColor: vars.color.brand,
            color: vars.color.onBrand,
            borderTopLeftRadius: vars.radius.large,
          },
          '[data-own][data-first] &': { borderTopRightRadius: vars.radius.small },
        },
      },
      media: {
        overflow: 'hidden',
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.surfaceSunken,
        boxShadow: vars.elevation.small,
        width: 240,
        aspectRatio: '3 / 4',
      },
      sticker: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space.xsmall,
        padding: vars.space.small,
        textAlign: 'center',
      },
      card: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space.xsmall,
        minWidth: 168,
        padding: vars.space.gutter,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.coinSoft,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        textAlign: 'center',
      },
      question: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.xsmall,
        padding: vars.space.gutter,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.secondarySoft,
        color: vars.color.text,
        borderInlineStart: `4px solid ${vars.color.secondaryText}`,
        selectors: { [own]: { borderInlineStartColor: vars.color.brand } },
      },
    },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const pop = keyframes({
  '0%': { transform: 'scale(0.4) rotate(-18deg)', opacity: 0 },
  '55%': { transform: 'scale(1.15) rotate(10deg)', opacity: 1 },
  '80%': { transform: 'scale(0.96) rotate(-4deg)' },
  '100%': { transform: 'none' },
});

/** Plays once when the wink or kiss arrives; the duration token is 0 under reduced motion. */
export const stickerEmoji = style({
  display: 'block',
  fontSize: 72,
  lineHeight: 1,
  animationName: pop,
  animationDuration: `calc(${vars.motion.durationSlow} * 2.5)`,
  animationTimingFunction: vars.motion.easingStandard,
  animationIterationCount: 1,
  animationFillMode: 'both',
});

export const caption = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const giftImage = style({
  width: 88,
  height: 88,
  objectFit: 'contain',
});

export const giftEmoji = style({ display: 'block', fontSize: 56, lineHeight: 1.2 });

export const cardTitle = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  overflowWrap: 'anywhere',
});

export const likedPicture = style({
  position: 'relative',
  display: 'inline-flex',
  marginBottom: vars.space.small,
});

export const thumbnail = style({
  display: 'block',
  width: 72,
  height: 96,
  borderRadius: vars.radius.standard,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const heart = style({
  position: 'absolute',
  right: -10,
  bottom: -10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  border: `2px solid ${vars.color.coinSoft}`,
});

export const quote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginBottom: vars.space.small,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  selectors: { [own]: { borderInlineStartColor: vars.color.onBrand } },
});

export const quoteThumbnail = style({
  display: 'block',
  flexShrink: 0,
  width: 40,
  height: 52,
  borderRadius: vars.radius.small,
  objectFit: 'cover',
});

export const quoteCaption = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const questionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.secondaryText,
});

export const questionText = style({
  margin: 0,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    '[data-locked] &, [data-blurred] &': { filter: 'blur(18px)', transform: 'scale(1.2)' },
  },
});

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.overlay,
  color: vars.color.textOnMedia,
});

export const lockIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
  selectors: { [own]: { justifyContent: 'flex-end' } },
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  selectors: { '&[data-status="read"]': { color: vars.color.brandText } },
});

export const failed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.criticalText,
});

export const systemLine = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  paddingBlock: vars.space.small,
  fontFamily: vars.font.body,
});

export const systemPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  maxWidth: '90%',
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
