import { vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const skeleton = recipe({
  base: {
    display: 'block',
    // The border colour stands out from the page and from a card, in both themes.
    backgroundColor: vars.color.border,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animationName: shimmer,
    animationDuration: '1.4s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { width: '100%', height: '1em', borderRadius: vars.radius.small },
      circle: { width: 48, height: 48, borderRadius: vars.radius.full, flexShrink: 0 },
      rect: { width: '100%', height: 160, borderRadius: vars.radius.large },
    },
  },
});
