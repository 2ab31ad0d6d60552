import { vars } from '@amora/tokens';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall.size, lineHeight: vars.fontSize.xsmall.lineHeight },
      small: { fontSize: vars.fontSize.small.size, lineHeight: vars.fontSize.small.lineHeight },
      standard: {
        fontSize: vars.fontSize.standard.size,
        lineHeight: vars.fontSize.standard.lineHeight,
      },
      large: { fontSize: vars.fontSize.large.size, lineHeight: vars.fontSize.large.lineHeight },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brandText },
      secondary: { color: vars.color.secondaryText },
      success: { color: vars.color.successText },
      critical: { color: vars.color.criticalText },
      warning: { color: vars.color.warningText },
      info: { color: vars.color.infoText },
      coin: { color: vars.color.coinText },
      onMedia: { color: vars.color.textOnMedia },
      inherit: { color: 'inherit' },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
      false: { overflowWrap: 'anywhere' },
    },
  },
  defaultVariants: { size: 'standard', weight: 'regular', tone: 'neutral', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
