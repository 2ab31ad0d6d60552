import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: 'transparent',
  boxShadow: vars.elevation.none,
  borderBottom: '1px solid transparent',
  fontFamily: vars.font.body,
  transitionProperty: 'background-color, box-shadow, border-color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-elevated]': {
      backgroundColor: vars.color.surface,
      borderBottomColor: vars.color.border,
      boxShadow: vars.elevation.medium,
    },
  },
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gridTemplateAreas: '"logo navigation actions"',
  alignItems: 'center',
  columnGap: vars.space.large,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  minHeight: vars.size.topBar,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  '@media': {
    [mediaQuery.mobile]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"logo actions" "navigation navigation"',
      columnGap: vars.space.small,
      minHeight: vars.size.topBarCompact,
      paddingInline: vars.space.gutter,
    },
  },
});

export const logo = style({ gridArea: 'logo', display: 'flex', alignItems: 'center', minWidth: 0 });

export const navigation = style({
  gridArea: 'navigation',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  '@media': {
    [mediaQuery.mobile]: {
      // One scrolling row under the logo instead of wrapping.
      overflowX: 'auto',
      marginInline: `calc(-1 * ${vars.space.gutter})`,
      paddingInline: vars.space.gutter,
      paddingBottom: vars.space.small,
      scrollbarWidth: 'none',
    },
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  minWidth: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': {
      color: vars.color.brandText,
      backgroundColor: vars.color.brandSoft,
    },
  },
});
