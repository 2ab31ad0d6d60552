import { vars } from '@amora/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.controlSmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const readAll = style({ marginInlineStart: 'auto' });

export const entries = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
});

export const entry = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** Inside the list the card's corners belong to the list, not to each entry. */
globalStyle(`${entry} > *`, { borderRadius: 0 });
