import { vars } from '@amora/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      brandSoft: { backgroundColor: vars.color.brandSoft, color: vars.color.brandText },
      secondary: { backgroundColor: vars.color.secondary, color: vars.color.onSecondary },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.successText },
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningText },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText },
      coin: { backgroundColor: vars.color.coin, color: vars.color.onCoin },
    },
    size: {
      small: {
        minWidth: 20,
        height: 20,
        paddingInline: 6,
        fontSize: vars.fontSize.xsmall.size,
        lineHeight: vars.fontSize.xsmall.lineHeight,
      },
      standard: {
        minWidth: 24,
        height: 26,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small.size,
        lineHeight: vars.fontSize.small.lineHeight,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'standard' },
});
