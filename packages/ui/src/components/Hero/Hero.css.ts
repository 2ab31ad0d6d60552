import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  backgroundImage: `radial-gradient(circle at 85% 10%, ${vars.color.brandSoft} 0, transparent 45%), radial-gradient(circle at 0% 100%, ${vars.color.secondarySoft} 0, transparent 40%)`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"copy" "aside" "extras"',
  gap: vars.space.xlarge,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.gutter} ${vars.space.xxlarge}`,
  '@media': {
    [mediaQuery.aboveMobile]: { padding: `${vars.space.xxlarge} ${vars.space.xlarge}` },
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
      gridTemplateRows: 'auto auto',
      gridTemplateAreas: '"copy aside" "extras aside"',
      columnGap: vars.space.xxxlarge,
      rowGap: vars.space.large,
      paddingBlock: vars.space.xxxlarge,
    },
  },
});

export const copy = style({
  gridArea: 'copy',
  alignSelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  alignItems: 'flex-start',
});

export const eyebrow = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
  '@media': {
    [mediaQuery.aboveMobile]: {
      fontSize: vars.fontSize.display.size,
      lineHeight: vars.fontSize.display.lineHeight,
    },
    [mediaQuery.tablet]: { fontSize: '52px', lineHeight: '60px' },
  },
});

export const subtitle = style({
  margin: 0,
  maxWidth: '34em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  '@media': {
    [mediaQuery.aboveMobile]: {
      fontSize: vars.fontSize.large.size,
      lineHeight: vars.fontSize.large.lineHeight,
    },
  },
});

export const stats = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  paddingBlock: vars.space.small,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.color.brand}`,
});

export const statValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const statLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
});

export const extras = style({
  gridArea: 'extras',
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
});

export const aside = style({
  gridArea: 'aside',
  alignSelf: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

export const photos = style({
  display: 'none',
  justifyContent: 'center',
  marginBottom: '-40px',
  '@media': { [mediaQuery.tablet]: { display: 'flex' } },
});

export const photo = style({
  width: '150px',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  border: `4px solid ${vars.color.surface}`,
  boxShadow: vars.elevation.large,
  selectors: {
    '&:nth-child(1)': { transform: 'rotate(-9deg) translateY(16px)', marginInlineEnd: '-28px' },
    '&:nth-child(2)': { position: 'relative', zIndex: 1, transform: 'translateY(-8px)' },
    '&:nth-child(3)': { transform: 'rotate(9deg) translateY(16px)', marginInlineStart: '-28px' },
  },
});

export const asideContent = style({
  position: 'relative',
  zIndex: 2,
  width: '100%',
  maxWidth: vars.size.dialogMaxWidth,
});
