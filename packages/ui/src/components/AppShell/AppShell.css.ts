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
      // Sticks right under the sticky top bar (at the top without one), so its entries stay in
      // view however far the page scrolls; the line beside it is main's, which runs the whole
      // height.
      position: 'sticky',
      top: 0,
      alignSelf: 'start',
      height: 'auto',
      maxHeight: '100dvh',
      overflowY: 'auto',
      selectors: {
        [`${topBar} + &`]: {
          top: vars.size.topBar,
          maxHeight: `calc(100dvh - ${vars.size.topBar})`,
        },
      },
      padding: `${vars.space.large} ${vars.space.medium}`,
      backgroundColor: 'transparent',
      borderTop: 0,
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
  // On the tab bar a longer label ("In der Nähe") takes a little more of the row than a short
  // one, so every label fits on one line under its icon.
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  '@media': { [mediaQuery.aboveMobile]: { flex: 'none' } },
});

/** An entry the tab bar leaves to its "More" menu. */
export const navItemSidebarOnly = style({
  display: 'none',
  '@media': { [mediaQuery.aboveMobile]: { display: 'flex' } },
});

/** The tab bar's "More": the sidebar lists every entry itself. */
export const navItemTabBarOnly = style({
  '@media': { [mediaQuery.aboveMobile]: { display: 'none' } },
});

export const navLink = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  paddingInline: vars.space.xxsmall,
  paddingBlock: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.standard,
  outline: 'none',
  border: 0,
  background: 'none',
  fontFamily: 'inherit',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-hovered]': { color: vars.color.text },
    '&[aria-current="page"], &[data-current]': { color: vars.color.brandText },
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
      textAlign: 'start',
      whiteSpace: 'normal',
      selectors: {
        '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
        '&[aria-current="page"]': { backgroundColor: vars.color.brandSoft },
      },
    },
  },
});

export const navIcon = style({ position: 'relative', display: 'inline-flex' });

/** One line under the icon on the tab bar, cut with an ellipsis only when nothing else helps. */
export const navLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [mediaQuery.aboveMobile]: { overflow: 'visible' } },
});

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
  '@media': {
    [mediaQuery.aboveMobile]: {
      paddingBottom: 0,
      // The line between sidebar and page: on main, which is as tall as the page, drawn over
      // the sidebar's last pixel so that the page keeps its width.
      marginInlineStart: '-1px',
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
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
