import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const link = recipe({
  base: {
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'color, text-decoration-color, text-decoration-thickness',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    /** `inline` sits in running text and is always underlined; `standalone` stands on its own. */
    variant: {
      inline: {
        fontWeight: vars.fontWeight.strong,
        textDecorationLine: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '0.18em',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        fontWeight: vars.fontWeight.strong,
        textDecorationLine: 'none',
        textUnderlineOffset: '0.18em',
        selectors: {
          '&[data-hovered]': { textDecorationLine: 'underline' },
        },
      },
    },
    tone: {
      brand: { color: vars.color.brandText },
      secondary: { color: vars.color.secondaryText },
      neutral: { color: vars.color.text },
      /** Takes the colour of the surrounding text (muted captions, footers). */
      inherit: { color: 'inherit' },
    },
    size: {
      inherit: { fontSize: 'inherit', lineHeight: 'inherit' },
      small: { fontSize: vars.fontSize.small.size, lineHeight: vars.fontSize.small.lineHeight },
      standard: {
        fontSize: vars.fontSize.standard.size,
        lineHeight: vars.fontSize.standard.lineHeight,
      },
    },
  },
  defaultVariants: { variant: 'inline', tone: 'brand', size: 'inherit' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

/** The new-tab arrow in running text: small, raised a little, never alone at a line start. */
export const externalIcon = style({
  display: 'inline-block',
  marginLeft: '0.2em',
  verticalAlign: '-0.1em',
  flexShrink: 0,
  // A standalone link spaces its parts with `gap` already.
  selectors: { [`${link.classNames.variants.variant.standalone} &`]: { marginLeft: 0 } },
});
