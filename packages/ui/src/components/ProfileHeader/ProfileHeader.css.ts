import { mediaQuery, vars } from '@amora/tokens';
import { createVar, style } from '@vanilla-extract/css';

const phone = mediaQuery.mobile;
const wide = mediaQuery.aboveMobile;

/** Wide: photo left, details and actions centred beside it. Phone: details on the photo's scrim. */
export const root = style({
  display: 'grid',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(220px, 320px) minmax(0, 1fr)',
      gridTemplateRows: '1fr auto auto 1fr',
      gridTemplateAreas: '"photo ." "photo info" "photo actions" "photo ."',
      columnGap: vars.space.xlarge,
      rowGap: vars.space.large,
    },
    [phone]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"photo" "actions"',
      rowGap: vars.space.gutter,
    },
  },
});

export const photoFrame = style({
  gridArea: 'photo',
  position: 'relative',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.medium,
  '@media': {
    [phone]: {
      borderRadius: `0 0 ${vars.radius.xlarge} ${vars.radius.xlarge}`,
      boxShadow: 'none',
    },
  },
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minWidth: 0,
  '@media': {
    [wide]: { gridArea: 'info' },
    [phone]: {
      gridArea: 'photo',
      alignSelf: 'end',
      zIndex: 1,
      padding: `${vars.space.xxxlarge} ${vars.space.large} ${vars.space.large}`,
      // The scrim darkens the bottom; the overlay under it keeps a long name at the top legible.
      background: `${vars.color.scrim}, linear-gradient(180deg, transparent 0, ${vars.color.overlay} ${vars.space.xxxlarge})`,
      textShadow: `0 1px 3px ${vars.color.overlay}`,
      borderRadius: `0 0 ${vars.radius.xlarge} ${vars.radius.xlarge}`,
      color: vars.color.textOnMedia,
    },
  },
});

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  maxWidth: '100%',
});

export const name = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.display.size,
  lineHeight: vars.fontSize.display.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: 'inherit',
  overflowWrap: 'anywhere',
  '@media': {
    [phone]: {
      fontSize: vars.fontSize.xxlarge.size,
      lineHeight: vars.fontSize.xxlarge.lineHeight,
    },
  },
});

export const age = style({ fontWeight: vars.fontWeight.regular });

/** A filled blue badge with a white tick: legible on the page and on any photo. */
export const verified = style({ display: 'inline-flex', flexShrink: 0 });

export const verifiedIcon = style({ color: vars.color.onInfo, fill: vars.color.info });

export const premium = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coin,
  color: vars.color.onCoin,
  boxShadow: vars.elevation.small,
  flexShrink: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.gutter,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  '@media': { [phone]: { color: vars.color.textOnMedia } },
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const online = style([
  metaItem,
  {
    color: vars.color.successText,
    fontWeight: vars.fontWeight.strong,
    '@media': { [phone]: { color: vars.color.textOnMedia } },
  },
]);

export const onlineDot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.online,
  boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.online} 30%, transparent)`,
});

export const mood = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  marginTop: vars.space.small,
  marginBottom: 0,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  '@media': {
    [phone]: { backgroundColor: vars.color.surface, color: vars.color.text, textShadow: 'none' },
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.gutter,
  minWidth: 0,
  '@media': { [phone]: { alignItems: 'stretch', paddingInline: vars.space.gutter } },
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': { [phone]: { flexWrap: 'nowrap' } },
});

export const likeButton = style({
  '@media': { [wide]: { minWidth: 140 }, [phone]: { flex: 1, minWidth: 0 } },
});

/** Phones have room for one label: Kiss and Message become square icon buttons. */
export const secondaryAction = style({
  '@media': {
    [phone]: { width: vars.size.controlLarge, paddingInline: 0, flexShrink: 0 },
  },
});

export const actionLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const likedHeart = style({ fill: vars.color.brand, color: vars.color.brand });

export const more = style({ flexShrink: 0 });

export const editButton = style({ '@media': { [phone]: { width: '100%' } } });

export const completion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  maxWidth: 420,
  padding: vars.space.gutter,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  '@media': { [phone]: { maxWidth: 'none' } },
});

export const completionLabel = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const track = style({
  display: 'block',
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fillWidth = createVar();

export const fill = style({
  display: 'block',
  width: fillWidth,
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationSlow,
});

export const hint = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});
