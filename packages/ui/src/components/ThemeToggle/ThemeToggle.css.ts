import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

const trackWidth = '56px';
const trackHeight = '32px';
const thumbSize = '26px';
const inset = '3px';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: trackWidth,
  height: trackHeight,
  paddingInline: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    [`${toggle}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${toggle}[data-selected] &`]: {
      backgroundColor: vars.color.secondary,
      borderColor: vars.color.secondary,
      color: vars.color.onSecondary,
    },
    [`${toggle}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: inset,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.coinText,
  boxShadow: vars.elevation.small,
  transform: 'translate(0, -50%)',
  transitionProperty: 'transform, color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingEmphasized,
  selectors: {
    [`${toggle}[data-pressed] &`]: { transform: 'translate(0, -50%) scale(0.92)' },
    [`${toggle}[data-selected] &`]: {
      transform: `translate(calc(${trackWidth} - ${thumbSize} - 2 * ${inset} - 2px), -50%)`,
      color: vars.color.secondaryText,
    },
    [`${toggle}[data-selected][data-pressed] &`]: {
      transform: `translate(calc(${trackWidth} - ${thumbSize} - 2 * ${inset} - 2px), -50%) scale(0.92)`,
    },
  },
});

/** The icons at both ends of the track, under the thumb: they hint at what the other side is. */
export const trackIcon = style({ display: 'flex', opacity: 0.8 });
