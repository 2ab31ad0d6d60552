import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  backgroundColor: vars.color.background,
});

export const log = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

/** Few messages sit at the bottom, next to the composer, as in every messenger. */
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  minHeight: '100%',
  width: '100%',
  maxWidth: '760px',
  marginInline: 'auto',
  padding: vars.space.medium,
});

export const composer = style({
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
