import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../private/Field/Field';

export const frame = style([
  fieldStyles.inputFrame,
  {
    position: 'relative',
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    gap: vars.space.xsmall,
    selectors: {
      '[data-open] > &': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-invalid]:focus-within, [data-open] > &[data-invalid]': {
        borderColor: vars.color.critical,
        boxShadow: `0 0 0 1px ${vars.color.critical}`,
      },
      '&[data-disabled]:hover': { borderColor: vars.color.borderStrong },
    },
  },
]);

export const leadingIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style([fieldStyles.input, { paddingInline: vars.space.xsmall }]);

export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  color: vars.color.textMuted,
});

export const button = style([
  trailing,
  fieldStyles.focusable,
  {
    padding: 0,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationStandard,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});
