import { mediaQuery, vars } from '@amora/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.heavy,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: {
        fontSize: vars.fontSize.display.size,
        lineHeight: vars.fontSize.display.lineHeight,
        '@media': {
          [mediaQuery.mobile]: {
            fontSize: vars.fontSize.xxlarge.size,
            lineHeight: vars.fontSize.xxlarge.lineHeight,
          },
        },
      },
      2: { fontSize: vars.fontSize.xxlarge.size, lineHeight: vars.fontSize.xxlarge.lineHeight },
      3: {
        fontSize: vars.fontSize.xlarge.size,
        lineHeight: vars.fontSize.xlarge.lineHeight,
        fontWeight: vars.fontWeight.strong,
      },
      4: {
        fontSize: vars.fontSize.large.size,
        lineHeight: vars.fontSize.large.lineHeight,
        fontWeight: vars.fontWeight.strong,
      },
    },
    tone: {
      neutral: {},
      brand: { color: vars.color.brandText },
      onMedia: { color: vars.color.textOnMedia },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { level: 2, tone: 'neutral' },
});
