import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { fieldStyles } from '../private/Field/Field';

export const trigger = style([
  fieldStyles.inputFrame,
  {
    width: '100%',
    gap: vars.space.small,
    paddingInline: `${vars.space.medium} ${vars.space.small}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.standard.size,
    lineHeight: vars.fontSize.standard.lineHeight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      // A button, not a text box: keyboard focus gets the ring, a click leaves no highlight.
      '&:focus-within': { borderColor: vars.color.borderStrong, boxShadow: 'none' },
      '&[data-focus-visible]': focusRing,
      '[data-open] > &': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '[data-invalid] > &': { borderColor: vars.color.critical },
      '[data-invalid][data-open] > &': {
        borderColor: vars.color.critical,
        boxShadow: `0 0 0 1px ${vars.color.critical}`,
      },
      '&[data-disabled]:hover': { borderColor: vars.color.borderStrong },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: { '[data-open] > * > &': { transform: 'rotate(180deg)' } },
});
