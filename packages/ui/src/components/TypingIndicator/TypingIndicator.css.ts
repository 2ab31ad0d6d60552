import { mediaQuery, vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '30%': { transform: 'translateY(-5px)', opacity: 1 },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontFamily: vars.font.body,
});

export const bubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: 36,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  borderTopLeftRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.small,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    [mediaQuery.reducedMotion]: { animation: 'none', opacity: 0.7 },
  },
});

export const label = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});
