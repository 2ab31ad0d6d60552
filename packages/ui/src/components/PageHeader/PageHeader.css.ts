import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlLarge,
  marginBottom: vars.space.gutter,
  '@media': { [mediaQuery.tablet]: { marginBottom: vars.space.large } },
});

export const titles = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQuery.tablet]: {
      fontSize: vars.fontSize.xxlarge.size,
      lineHeight: vars.fontSize.xxlarge.lineHeight,
    },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
});
