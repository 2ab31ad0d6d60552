import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

const sidebarWidth = '248px';
const tabBarHeight = '64px';

export const shell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'auto 1fr',
  backgroundColor: vars.color.background,
  '@media': {
    [mediaQuery.aboveMobile]: {
      gridTemplateColumns: `${sidebarWidth} 1fr`,
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const shellFill = style({
  height: '100dvh',
  minHeight: 0,
  gridTemplateRows: 'auto minmax(0, 1fr)',
  '@media': { [mediaQuery.aboveMobile]: { gridTemplateRows: 'auto minmax(0, 1fr)' } },
});

export const topBar = style({
  gridColumn: '1 / -1',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  height: `calc(${tabBarHeight} + env(safe-area-inset-bottom, 0px))`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.aboveMobile]: {
      position: 'sticky',
      top: 0,
      alignSelf: 'start',
      height: 'auto',
      minHeight: '100%',
      padding: `${vars.space.large} ${vars.space.medium}`,
      backgroundColor: 'transparent',
      borderTop: 0,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const navList = style({
  display: 'flex',
  justifyContent: 'space-around',
  alignItems: 'stretch',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.aboveMobile]: {
      flexDirection: 'column',
      justifyContent: 'flex-start',
      gap: vars.space.xsmall,
    },
  },
});

export const navItem = style({
  flex: 1,
  display: 'flex',
  '@media': { [mediaQuery.aboveMobile]: { flex: 'none' } },
});

export const navLink = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.standard,
  outline: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-hovered]': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brandText },
  },
  '@media': {
    [mediaQuery.aboveMobile]: {
      flexDirection: 'row',
      justifyContent: 'flex-start',
      gap: vars.space.medium,
      minHeight: vars.size.controlStandard,
      paddingInline: vars.space.medium,
      fontSize: vars.fontSize.standard.size,
      lineHeight: vars.fontSize.standard.lineHeight,
      fontWeight: vars.fontWeight.strong,
      selectors: {
        '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
        '&[aria-current="page"]': { backgroundColor: vars.color.brandSoft },
      },
    },
  },
});

export const navIcon = style({ position: 'relative', display: 'inline-flex' });

/** Beside the icon on the tab bar, at the end of the row in the sidebar. */
export const navCount = style({
  position: 'absolute',
  top: 4,
  left: 'calc(50% + 4px)',
  '@media': { [mediaQuery.aboveMobile]: { position: 'static', marginLeft: 'auto' } },
});

export const main = style({
  minWidth: 0,
  paddingBottom: `calc(${tabBarHeight} + env(safe-area-inset-bottom, 0px))`,
  '@media': { [mediaQuery.aboveMobile]: { paddingBottom: 0 } },
});

export const content = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.large } },
});

export const contentFlush = style({
  padding: 0,
  maxWidth: 'none',
  '@media': { [mediaQuery.tablet]: { padding: 0 } },
});

export const mainFill = style({ minHeight: 0, overflow: 'hidden' });

export const contentFill = style({ height: '100%' });
