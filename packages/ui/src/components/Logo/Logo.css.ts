import { vars } from '@amora/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

const heartColor = createVar();
const shineColor = createVar();

export const logo = recipe({
  base: {
    vars: { [heartColor]: vars.color.brand, [shineColor]: vars.color.onBrand },
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.heavy,
    letterSpacing: '-0.02em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.small,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      default: { color: vars.color.secondaryText },
      onDark: { color: vars.color.textOnMedia },
      // On the brand red itself a red heart would vanish: it turns white.
      onBrand: {
        color: vars.color.textOnMedia,
        vars: { [heartColor]: vars.color.textOnMedia, [shineColor]: vars.color.brand },
      },
    },
    size: {
      small: {
        gap: vars.space.xsmall,
        fontSize: vars.fontSize.large.size,
        lineHeight: vars.fontSize.large.lineHeight,
      },
      standard: {
        gap: vars.space.small,
        fontSize: vars.fontSize.xlarge.size,
        lineHeight: vars.fontSize.xlarge.lineHeight,
      },
      large: {
        gap: vars.space.small,
        fontSize: vars.fontSize.xxlarge.size,
        lineHeight: vars.fontSize.xxlarge.lineHeight,
      },
    },
  },
  defaultVariants: { tone: 'default', size: 'standard' },
});

export const mark = style({ flexShrink: 0, width: '1.3em', height: '1.3em' });

export const heart = style({ fill: heartColor });

/** The small highlight on the heart's upper left lobe. */
export const shine = style({ fill: 'none', stroke: shineColor, opacity: 0.55 });

export const link = style({ cursor: 'pointer' });
