import { mediaQuery, vars } from '@amora/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  '@media': { [mediaQuery.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  isolation: 'isolate',
  selectors: {
    // The ring goes on the tile: the tile clips anything drawn outside the picture.
    '&:has(> [data-focus-visible])': focusRing,
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform, filter',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
});

export const blurred = style({ filter: 'blur(18px) saturate(1.2)', transform: 'scale(1.25)' });

export const rejectedImage = style({ filter: 'grayscale(1)', opacity: 0.6 });

export const pressable = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  margin: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: { 'div&': { cursor: 'default' } },
});

globalStyle(`${pressable}[data-hovered] > ${image}`, { transform: 'scale(1.04)' });
globalStyle(`${pressable}[data-pressed] > ${image}`, { transform: 'scale(1.02)' });

export const topMarks = style({
  position: 'absolute',
  top: vars.space.small,
  insetInline: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: 24,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  boxShadow: vars.elevation.small,
});

export const profileMark = style({ backgroundColor: vars.color.brand, color: vars.color.onBrand });

export const privateMark = style({
  marginInlineStart: 'auto',
  backgroundColor: vars.color.coin,
  color: vars.color.onCoin,
});

export const unlockedMark = style({
  marginInlineStart: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const statusBar = style({
  position: 'absolute',
  insetInline: vars.space.small,
  bottom: vars.space.small,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  boxShadow: vars.elevation.small,
});

export const statusIcon = style({ flexShrink: 0 });

export const pending = style({
  alignItems: 'center',
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningText,
});

export const rejected = style({
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
});

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.overlay,
  color: vars.color.textOnMedia,
  textAlign: 'center',
});

export const lockIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlStandard,
  height: vars.size.controlStandard,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coin,
  color: vars.color.onCoin,
  boxShadow: vars.elevation.medium,
});

export const lockTitle = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

/** Long translations wrap inside the tile instead of overflowing it. */
export const unlockButton = style({
  maxWidth: '100%',
  height: 'auto',
  paddingBlock: vars.space.xsmall,
  whiteSpace: 'normal',
  textAlign: 'center',
  marginTop: vars.space.xsmall,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** When the text and the price do not fit on one line, the price moves to the next one. */
globalStyle(`${unlockButton} > span`, {
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.xsmall,
  rowGap: 0,
});

export const addTile = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
  },
});

export const addIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
});
