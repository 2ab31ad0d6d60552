import { vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
});

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
});

export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSunken,
  },
  variants: {
    size: { small: { height: 4 }, standard: { height: 8 } },
  },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.durationSlow,
    transitionTimingFunction: vars.motion.easingStandard,
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brand },
      success: { backgroundColor: vars.color.success },
    },
    indeterminate: {
      true: {
        width: '40%',
        animationName: slide,
        animationDuration: '1.4s',
        animationIterationCount: 'infinite',
        animationTimingFunction: vars.motion.easingStandard,
        '@media': {
          '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 },
        },
      },
      false: {},
    },
  },
});
