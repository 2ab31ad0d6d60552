import { vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const root = style({ display: 'inline-flex', position: 'relative' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.coinSoft,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.heavy,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    outline: 'none',
    boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.coin} 45%, transparent)`,
    transitionProperty: 'transform, filter, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
  },
  variants: {
    variant: {
      standard: {
        minHeight: 36,
        paddingInline: `${vars.space.small} ${vars.space.medium}`,
        fontSize: vars.fontSize.standard.size,
        lineHeight: vars.fontSize.standard.lineHeight,
      },
      compact: {
        minHeight: 32,
        paddingInline: `${vars.space.small} ${vars.space.small}`,
        fontSize: vars.fontSize.small.size,
        lineHeight: vars.fontSize.small.lineHeight,
      },
    },
    pressable: {
      true: {
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
        selectors: {
          '&[data-hovered]': {
            filter: 'brightness(0.97)',
            boxShadow: `inset 0 0 0 1px ${vars.color.coin}`,
          },
          '&[data-pressed]': { transform: 'scale(0.97)' },
          '&[data-focus-visible]': focusRing,
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'standard', pressable: false },
});

const pulseUp = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.12)' },
  '100%': { transform: 'scale(1)' },
});

const pulseDown = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(0.92)' },
  '100%': { transform: 'scale(1)' },
});

export const amounts = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  selectors: {
    '&[data-changed="up"]': {
      animationName: pulseUp,
      animationDuration: `calc(${vars.motion.durationSlow} * 1.5)`,
      animationTimingFunction: vars.motion.easingEmphasized,
    },
    '&[data-changed="down"]': {
      animationName: pulseDown,
      animationDuration: `calc(${vars.motion.durationSlow} * 1.5)`,
      animationTimingFunction: vars.motion.easingStandard,
    },
  },
});

export const coins = style({ minWidth: '1ch' });

export const free = style({
  marginInlineStart: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSoft,
  color: vars.color.successText,
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: '20px',
  fontWeight: vars.fontWeight.strong,
});
