import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 45%)`,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediaQuery.mobile]: { padding: vars.space.gutter, gap: vars.space.gutter },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const headerIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.elevation.small,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  overflowWrap: 'anywhere',
});

export const ends = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const days = style({
  // The containing block of the tiles' visually hidden texts: without it they are placed
  // against the page, outside this scroll box, and widen the page on phones.
  position: 'relative',
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  // Room for the focus ring and the raised today tile inside the scroll box.
  padding: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
});

export const dayIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coinSoft,
  color: vars.color.coinText,
  selectors: {
    '[data-state="claimed"] > &': {
      backgroundColor: vars.color.success,
      color: vars.color.onSuccess,
    },
    '[data-state="today"] > &': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brandText,
    },
    '[data-state="future"] > &': {
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
    },
    '[data-state="missed"] > &': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

export const dayLabel = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: { '[data-state="today"] > &': { color: vars.color.brandText } },
});

export const gift = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  selectors: { '[data-state="missed"] > &': { textDecoration: 'line-through' } },
});

export const claim = style({ marginBlockStart: vars.space.xsmall, width: '100%' });

export const day = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xsmall,
    flex: '1 0 96px',
    minWidth: 96,
    maxWidth: 168,
    padding: `${vars.space.medium} ${vars.space.small}`,
    borderRadius: vars.radius.standard,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    scrollSnapAlign: 'start',
  },
  variants: {
    state: {
      claimed: {
        backgroundColor: vars.color.successSoft,
        borderColor: 'transparent',
        color: vars.color.successText,
      },
      today: {
        borderColor: vars.color.brand,
        boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.elevation.medium}`,
        color: vars.color.text,
      },
      future: {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: 'transparent',
        color: vars.color.textMuted,
      },
      missed: {
        borderStyle: 'dashed',
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
    },
  },
});

export const compact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 64,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.elevation.small,
  fontFamily: vars.font.body,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.brandHover },
    '&[data-pressed]': { transform: 'scale(0.99)', backgroundColor: vars.color.brandPressed },
    '&[data-focus-visible]': focusRing,
  },
});

export const compactIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  position: 'relative',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coin,
  color: vars.color.onCoin,
});

/** On phones the "gift is waiting" pill gives way to a dot on the gift. */
export const compactDot = style({
  position: 'absolute',
  top: -2,
  right: -2,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `3px solid ${vars.color.coin}`,
  display: 'none',
  '@media': { [mediaQuery.mobile]: { display: 'block' } },
});

export const compactText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const compactTitle = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Wraps on phones rather than cutting the end date short. */
export const compactMeta = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const compactPill = style({
  flexShrink: 0,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coin,
  color: vars.color.onCoin,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: '24px',
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  '@media': { [mediaQuery.mobile]: { display: 'none' } },
});

export const chevron = style({ flexShrink: 0 });
