import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  columnGap: vars.space.gutter,
  padding: `${vars.space.gutter} ${vars.space.large}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationStandard,
  selectors: {
    '&[data-unread]': { backgroundColor: vars.color.brandSoft },
  },
  '@media': {
    [mediaQuery.mobile]: {
      columnGap: vars.space.medium,
      padding: `${vars.space.gutter} ${vars.space.medium} ${vars.space.gutter} ${vars.space.gutter}`,
    },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlStandard,
  height: vars.size.controlStandard,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondaryText,
  selectors: {
    [`${item}[data-unread] &`]: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const image = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.standard,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
  '@media': { [mediaQuery.mobile]: { width: 48, height: 48 } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { [`${item}[data-unread] &`]: { fontWeight: vars.fontWeight.heavy } },
});

export const dot = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  marginRight: vars.space.small,
  marginBottom: 2,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  verticalAlign: 'middle',
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
});

export const date = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** The ghost button sits on the text baseline: its padding hangs into the gutter. */
export const markAsRead = style({ marginInlineStart: `calc(-1 * ${vars.space.small})` });

/** The entry's own action, at the start under the text, its ghost padding in the gutter too. */
export const action = style({
  display: 'flex',
  marginTop: vars.space.xsmall,
  marginInlineStart: `calc(-1 * ${vars.space.small})`,
});

export const dismiss = style({ marginTop: `calc(-1 * ${vars.space.xsmall})` });
