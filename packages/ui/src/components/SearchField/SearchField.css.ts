import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const icon = style({
  display: 'flex',
  paddingLeft: vars.space.medium,
  color: vars.color.textMuted,
  flexShrink: 0,
});

/** The browser's own clear cross would sit beside ours. */
export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

export const field = style({});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  marginInlineEnd: vars.space.xsmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  flexShrink: 0,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    // An empty field has nothing to clear.
    [`${field}[data-empty] &`]: { display: 'none' },
  },
});
