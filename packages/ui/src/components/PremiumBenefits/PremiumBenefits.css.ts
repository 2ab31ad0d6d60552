import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const card = recipe({
  base: {
    display: 'flex',
    gap: vars.space.large,
    padding: vars.space.large,
    borderRadius: vars.radius.standard,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.elevation.medium,
    fontFamily: vars.font.body,
    '@media': {
      [mediaQuery.mobile]: {
        flexDirection: 'column-reverse',
        padding: vars.space.gutter,
        gap: vars.space.gutter,
      },
    },
  },
  variants: {
    status: {
      offer: {
        borderColor: vars.color.brand,
        backgroundImage: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 40%)`,
      },
      active: {
        backgroundImage: `linear-gradient(160deg, ${vars.color.coinSoft} 0%, ${vars.color.surface} 40%)`,
      },
      cancelled: {},
    },
  },
  defaultVariants: { status: 'offer' },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  flex: 1,
  minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const crown = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.coin,
  color: vars.color.onCoin,
  boxShadow: vars.elevation.small,
  selectors: {
    [`${card.classNames.variants.status.cancelled} &`]: {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      boxShadow: 'none',
    },
  },
});

export const headerText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const status = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    margin: 0,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.small.size,
    lineHeight: vars.fontSize.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    status: {
      active: { backgroundColor: vars.color.successSoft, color: vars.color.successText },
      cancelled: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: `${vars.space.medium} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: {
    [`${card.classNames.variants.status.cancelled} &`]: { color: vars.color.textMuted },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  selectors: {
    [`${card.classNames.variants.status.active} &`]: {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successText,
    },
    [`${card.classNames.variants.status.cancelled} &`]: {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.xsmall,
});

export const discount = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  width: 168,
  padding: vars.space.gutter,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  textAlign: 'center',
  boxShadow: vars.elevation.small,
  '@media': {
    [mediaQuery.mobile]: {
      width: 'auto',
      flexDirection: 'row',
      justifyContent: 'flex-start',
      padding: `${vars.space.medium} ${vars.space.gutter}`,
      textAlign: 'left',
    },
  },
});

export const discountIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  border: `2px dashed ${vars.color.onBrand}`,
  '@media': { [mediaQuery.mobile]: { width: 40, height: 40 } },
});

export const discountText = style({
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});
