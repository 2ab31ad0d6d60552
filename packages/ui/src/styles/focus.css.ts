import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** The one focus ring of the library: shown for keyboard focus only (`data-focus-visible`). */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const focusVisible = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

/** Hidden from sight, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
