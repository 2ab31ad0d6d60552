import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

const lineHeight = vars.fontSize.standard.lineHeight;
const inputPaddingBlock = '9px';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.body,
});

export const topRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  '@media': { [mediaQuery.aboveMobile]: { gap: vars.space.xxsmall } },
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
});

export const action = style({
  color: vars.color.text,
  paddingInline: vars.space.small,
  '@media': { [mediaQuery.mobile]: { minWidth: 36, paddingInline: 0 } },
});

/** Icons alone on phones, the names still read to assistive technology. */
export const actionLabel = style({
  '@media': {
    [mediaQuery.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const noteLine = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '&[data-tone="warning"]': { color: vars.color.warningText },
    '&[data-tone="critical"]': { color: vars.color.criticalText },
  },
});

export const inputRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small });

export const field = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xlarge,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: `calc(${lineHeight} + 2 * ${inputPaddingBlock})`,
  // About five lines, then the text scrolls.
  maxHeight: `calc(5 * ${lineHeight} + 2 * ${inputPaddingBlock})`,
  paddingBlock: inputPaddingBlock,
  paddingInline: vars.space.gutter,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard.size,
  lineHeight,
  resize: 'none',
  overflowY: 'auto',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const hint = style({
  margin: 0,
  textAlign: 'right',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
  '@media': { [mediaQuery.mobile]: { display: 'none' } },
});
