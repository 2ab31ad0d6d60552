import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** One row; on a narrow screen it scrolls sideways instead of wrapping. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.gutter,
  paddingBottom: vars.space.xxsmall,
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.text },
    // Inside the tab: the scrolling row would cut a ring drawn outside.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const icon = style({
  display: 'inline-flex',
  selectors: { [`${tab}[data-selected] &`]: { color: vars.color.brandText } },
});

/** The underline under the selected tab; it slides to the next one (not under reduced motion). */
export const indicator = style({
  position: 'absolute',
  insetInline: vars.space.small,
  bottom: 0,
  height: '3px',
  borderRadius: `${vars.radius.full} ${vars.radius.full} 0 0`,
  backgroundColor: vars.color.brand,
  transitionProperty: 'translate, width',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
});

export const tabPanel = style({
  paddingBlock: vars.space.gutter,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
