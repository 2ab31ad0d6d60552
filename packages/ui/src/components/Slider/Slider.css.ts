import { vars } from '@amora/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

/** Where the filled part of the track starts and ends, in percent of its width. */
export const fillStart = createVar();
export const fillEnd = createVar();

const thumbSize = '24px';

export const slider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  touchAction: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const output = style({
  flexShrink: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brandText,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-disabled] &': { color: vars.color.textMuted } },
});

/** The hit area is as tall as a thumb; the visible rail is a thin line in its middle. */
export const track = style({
  position: 'relative',
  height: vars.size.touchTarget,
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const rail = style({
  position: 'absolute',
  insetInline: `calc(${thumbSize} / -2)`,
  top: '50%',
  height: '6px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  height: '6px',
  insetInlineStart: fillStart,
  width: `calc(${fillEnd} - ${fillStart})`,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  selectors: {
    // A single value fills from the rounded start of the rail.
    '&:not([data-range])': {
      insetInlineStart: `calc(${thumbSize} / -2)`,
      width: `calc(${fillEnd} + ${thumbSize} / 2)`,
    },
    '[data-disabled] > &': { backgroundColor: vars.color.borderStrong },
  },
});

export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  // White in both themes, so the thumb reads as the thing to grab.
  backgroundColor: vars.color.onBrand,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.elevation.medium,
  cursor: 'grab',
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { transform: 'scale(1.08)' },
    '&[data-dragging]': {
      cursor: 'grabbing',
      transform: 'scale(1.15)',
      boxShadow: `0 0 0 8px ${vars.color.brandSoft}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', borderColor: vars.color.borderStrong },
  },
});
