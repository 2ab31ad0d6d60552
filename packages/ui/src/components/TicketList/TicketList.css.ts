import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  outline: 'none',
  fontFamily: vars.font.body,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-empty]': { borderStyle: 'dashed' },
  },
});

/** Desktop: text on the left, status and chevron centred on the right. Phone: status beside the topic. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  gridTemplateAreas: '"topic status chevron" "message status chevron" "meta status chevron"',
  alignItems: 'center',
  columnGap: vars.space.gutter,
  rowGap: vars.space.xxsmall,
  padding: `${vars.space.gutter} ${vars.space.large}`,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: '-3px',
      borderRadius: vars.radius.standard,
    },
  },
  '@media': {
    [mediaQuery.mobile]: {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"topic status" "message message" "meta meta"',
      alignItems: 'start',
      padding: vars.space.gutter,
    },
  },
});

export const topic = style({
  gridArea: 'topic',
  minWidth: 0,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const status = style({ gridArea: 'status', justifySelf: 'end' });

export const message = style({
  gridArea: 'message',
  minWidth: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const replies = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const chevron = style({
  gridArea: 'chevron',
  color: vars.color.textMuted,
  '@media': { [mediaQuery.mobile]: { display: 'none' } },
});
