import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

/** The table and its footer in one bordered surface. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** A table wider than the screen scrolls sideways instead of squeezing its columns. */
export const scroller = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const header = style({ backgroundColor: vars.color.surfaceSunken });

const cellPadding = `${vars.space.small} ${vars.space.medium}`;

export const column = style({
  padding: cellPadding,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const selectionColumn = style({ width: '40px', paddingInlineEnd: 0 });

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  verticalAlign: 'middle',
});

export const columnHeader = style({});

export const sortIndicator = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  opacity: 0.6,
});

export const sorted = style({ color: vars.color.brandText, opacity: 1 });

export const body = style({});

export const row = style({
  outline: 'none',
  cursor: 'default',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.brandSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/** Rows that open a detail when pressed. */
export const actionable = style({ cursor: 'pointer' });

export const cell = style({
  padding: cellPadding,
  verticalAlign: 'middle',
  // Words keep their width, so a narrow screen scrolls the table instead of breaking names apart.
  overflowWrap: 'break-word',
  outline: 'none',
  selectors: {
    [`${row}:not(:last-child) &`]: { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const selectionCell = style({ width: '40px', paddingInlineEnd: 0 });

export const alignCenter = style({ textAlign: 'center' });

export const alignEnd = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const skeleton = style({ display: 'inline-block', verticalAlign: 'middle' });

export const selectionField = style({ display: 'inline-flex' });

export const checkbox = style({
  display: 'inline-flex',
  cursor: 'pointer',
  outline: 'none',
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const footer = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
});
