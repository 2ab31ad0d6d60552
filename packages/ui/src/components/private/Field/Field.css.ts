import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focus.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.criticalText,
});

/** The box of a text-like input (TextField, PasswordField, ComboBox, Select trigger). */
export const inputFrame = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlStandard,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: vars.size.controlStandard,
  paddingInline: vars.space.medium,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.standard.size,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const focusable = style({ selectors: { '&[data-focus-visible]': focusRing } });
