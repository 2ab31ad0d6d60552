import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minHeight: vars.size.controlStandard,
  padding: 0,
  paddingInline: vars.space.xsmall,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const picture = style({ position: 'relative', display: 'inline-flex' });

export const count = style({ position: 'absolute', top: -6, right: -10 });

export const chevron = style({ flexShrink: 0 });
