import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const freeNote = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.successText,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.xxsmall,
  outline: 'none',
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: `${vars.space.medium} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.elevation.small}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The check of the chosen present, in the tile's corner. */
export const mark = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
});

export const image = style({
  display: 'block',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  maxWidth: '100%',
});

export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '100%',
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const empty = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: vars.space.large,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard.size,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const sendLabel = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  whiteSpace: 'normal',
  textAlign: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});
