import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const priceTag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.heavy,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small.size, lineHeight: vars.fontSize.small.lineHeight },
      standard: {
        fontSize: vars.fontSize.standard.size,
        lineHeight: vars.fontSize.standard.lineHeight,
      },
      large: { fontSize: vars.fontSize.xxlarge.size, lineHeight: vars.fontSize.xxlarge.lineHeight },
    },
    tone: {
      neutral: { color: vars.color.text },
      coin: { color: vars.color.coinText },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'neutral' },
});

export const original = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'line-through',
  fontSize: '0.8em',
});

export const free = style({
  color: vars.color.successText,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});
