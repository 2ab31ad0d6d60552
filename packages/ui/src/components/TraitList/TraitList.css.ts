import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** One card: two columns of rows on wider screens, one column with hairlines on phones. */
export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.large,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  '@media': { [mediaQuery.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"icon label" "icon value"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  paddingBlock: vars.space.medium,
  '@media': {
    [mediaQuery.aboveMobile]: {
      selectors: { '&:nth-child(n + 3)': { borderTop: `1px solid ${vars.color.border}` } },
    },
    [mediaQuery.mobile]: {
      selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
    },
  },
});

export const rowIcon = style({
  gridArea: 'icon',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const label = style({
  gridArea: 'label',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  gridArea: 'value',
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-empty]': { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
  },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const chipBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  maxWidth: '100%',
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
} as const;

export const chip = style({
  ...chipBase,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const chipIcon = style({ flexShrink: 0, color: vars.color.brandText });

export const interest = style({
  ...chipBase,
  backgroundColor: vars.color.surfaceSunken,
  border: '1px solid transparent',
  color: vars.color.text,
  selectors: {
    '&[data-shared]': {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

export const sharedIcon = style({ flexShrink: 0, fill: 'currentColor' });

export const about = style({
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  maxWidth: '70ch',
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  color: vars.color.textMuted,
});
