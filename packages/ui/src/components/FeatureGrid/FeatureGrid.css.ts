import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const section = recipe({
  variants: {
    tone: {
      plain: { backgroundColor: vars.color.background },
      surface: { backgroundColor: vars.color.surface },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxlarge} ${vars.space.gutter}`,
  '@media': {
    [mediaQuery.aboveMobile]: { padding: `${vars.space.xxxlarge} ${vars.space.xlarge}` },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'center',
  textAlign: 'center',
  maxWidth: '40em',
  marginInline: 'auto',
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  textWrap: 'balance',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.gutter,
  '@media': {
    [mediaQuery.aboveMobile]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.large,
    },
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignContent: 'start',
  columnGap: vars.space.gutter,
  rowGap: vars.space.xsmall,
  '@media': {
    [mediaQuery.aboveMobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: vars.space.small,
    },
  },
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    [`${section.classNames.variants.tone.surface} &`]: {
      backgroundColor: vars.color.background,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  gridRow: 'span 2',
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  '@media': { [mediaQuery.aboveMobile]: { gridRow: 'auto', marginBottom: vars.space.xsmall } },
});

export const tileTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const tileText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
});
