import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

const trackWidth = '52px';
const trackHeight = '32px';
const thumbSize = '24px';
// The thumb sits 4px inside the track on both ends.
const thumbTravel = '20px';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The row: label text first, the switch at the end, as in a settings list. */
export const switchRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.gutter,
  color: vars.color.text,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const label = style({
  flex: 1,
  minWidth: 0,
  // Centres the first 24px line on the 32px track; further lines run on below.
  paddingBlock: `calc((${trackHeight} - ${vars.fontSize.standard.lineHeight}) / 2)`,
  overflowWrap: 'anywhere',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    [`${switchRow}[data-hovered] &`]: { backgroundColor: vars.color.textMuted },
    [`${switchRow}[data-selected] &`]: { backgroundColor: vars.color.brand },
    [`${switchRow}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.brandHover },
    [`${switchRow}[data-invalid] &`]: { boxShadow: `0 0 0 2px ${vars.color.critical}` },
    [`${switchRow}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: `calc((${trackHeight} - ${thumbSize}) / 2)`,
  left: `calc((${trackHeight} - ${thumbSize}) / 2)`,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  // White in both themes: it sits on the grey or the brand-red track.
  backgroundColor: vars.color.onBrand,
  boxShadow: vars.elevation.small,
  transitionProperty: 'transform, width',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingEmphasized,
  selectors: {
    [`${switchRow}[data-selected] &`]: { transform: `translateX(${thumbTravel})` },
  },
});

/** Description and error sit under the label, clear of the switch. */
export const below = style({
  marginTop: `calc(${vars.space.xxsmall} - (${trackHeight} - ${vars.fontSize.standard.lineHeight}) / 2)`,
  paddingRight: `calc(${trackWidth} + ${vars.space.gutter})`,
  selectors: { '&:empty': { display: 'none' } },
});
