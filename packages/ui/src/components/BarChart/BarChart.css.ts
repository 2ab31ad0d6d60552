import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const caption = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
});

export const plot = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  gap: '3px',
  height: '140px',
  paddingTop: vars.space.gutter,
  marginBottom: `calc(${vars.fontSize.xsmall.lineHeight} + ${vars.space.xsmall})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The largest value, at the top of the plot, as its scale. */
export const scale = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  borderTop: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const column = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  alignItems: 'flex-end',
  height: '100%',
});

export const bar = style({
  width: '100%',
  minHeight: '2px',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  backgroundColor: vars.color.secondary,
});

/** Under its bar, centred; wider than the bar, it runs over the unlabelled neighbours. */
export const label = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xsmall})`,
  left: '50%',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});
