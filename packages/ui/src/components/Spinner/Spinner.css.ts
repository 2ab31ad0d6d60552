import { vars } from '@amora/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  small: { width: 16, height: 16, borderWidth: 2 },
  standard: { width: 24, height: 24, borderWidth: 3 },
  large: { width: 48, height: 48, borderWidth: 4 },
});

export const tone = styleVariants({
  current: { color: 'currentColor' },
  brand: { color: vars.color.brand },
});

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.gutter,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
});
