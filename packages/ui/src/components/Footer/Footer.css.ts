import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const footer = style({
  backgroundColor: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const inner = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQuery.mobile]: {
      paddingInline: vars.space.gutter,
      paddingBlock: `${vars.space.xlarge} ${vars.space.large}`,
    },
  },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 1.2fr) 2fr 1fr',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQuery.belowTablet]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQuery.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.large },
  },
});

export const columnsWithApps = style({
  gridTemplateColumns: 'minmax(180px, 1fr) 2fr 1fr 1fr',
  '@media': {
    [mediaQuery.belowTablet]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQuery.mobile]: { gridTemplateColumns: '1fr' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.gutter,
  '@media': { [mediaQuery.belowTablet]: { gridColumn: '1 / -1' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const linkList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** The seven cities run in two columns on wide screens. */
export const cityList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.large,
  '@media': { [mediaQuery.mobile]: { gridTemplateColumns: '1fr 1fr' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { color: vars.color.brandText, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

export const social = style({ display: 'flex', gap: vars.space.small });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  '@media': { [mediaQuery.mobile]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

/** Store badges after the stores' own: dark pill, mark, a small caption over the store name. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: '156px',
  minHeight: vars.size.controlLarge,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.elevation.medium },
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-focus-visible]': focusRing,
  },
});

export const badgeMark = style({ flexShrink: 0, width: '24px', height: '24px' });

export const badgeText = style({ display: 'flex', flexDirection: 'column', textAlign: 'start' });

export const badgeCaption = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: '14px',
  fontWeight: vars.fontWeight.medium,
});

export const badgeStore = style({
  fontSize: vars.fontSize.large.size,
  lineHeight: '22px',
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.01em',
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});

export const bottomRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.gutter,
});

export const disclaimer = style({
  margin: 0,
  maxWidth: '72ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
});

export const copyright = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
});

export const utilities = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
