import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

const circleSize = '22px';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const items = recipe({
  base: { display: 'flex', flexDirection: 'column', paddingBlock: vars.space.xxsmall },
  variants: {
    variant: { plain: { gap: vars.space.xxsmall }, card: { gap: vars.space.small } },
  },
});

/** One option. In the card variant it draws the box; the `<label>` inside fills it. */
export const option = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    variant: {
      plain: {},
      card: {
        backgroundColor: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.standard,
        transitionProperty: 'border-color, background-color, box-shadow',
        transitionDuration: vars.motion.durationFast,
        selectors: {
          '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
          '&[data-selected], &[data-selected]:hover': {
            borderColor: vars.color.brand,
            backgroundColor: vars.color.brandSoft,
            boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
          },
          '&[data-invalid]': { borderColor: vars.color.critical },
        },
      },
    },
  },
});

/**
 * The `<label>`: circle, name and description, so a click anywhere on the option chooses it. The
 * input is named by the name alone and described by the description.
 */
export const radio = recipe({
  base: {
    flex: 1,
    display: 'grid',
    gridTemplateColumns: `${circleSize} minmax(0, 1fr)`,
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
    alignItems: 'start',
    color: vars.color.text,
    fontSize: vars.fontSize.standard.size,
    lineHeight: vars.fontSize.standard.lineHeight,
    fontWeight: vars.fontWeight.medium,
    borderRadius: vars.radius.standard,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
  },
  variants: {
    variant: {
      plain: { paddingBlock: vars.space.small },
      card: {
        padding: vars.space.gutter,
        selectors: { '&[data-focus-visible]': focusRing },
      },
    },
  },
});

const plainRadio = radio.classNames.variants.variant.plain;

export const circle = style({
  gridColumn: 1,
  gridRow: 1,
  width: circleSize,
  height: circleSize,
  // Centres the circle on the first line of a 24px name.
  marginTop: '1px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-color, border-width, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    [`${radio.classNames.base}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio.classNames.base}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${radio.classNames.base}[data-selected] &`]: {
      borderColor: vars.color.brand,
      borderWidth: '7px',
    },
    [`${radio.classNames.base}[data-invalid]:not([data-selected]) &`]: {
      borderColor: vars.color.critical,
    },
    [`${plainRadio}[data-focus-visible] &`]: focusRing,
    // Dims the control, not the description, which must stay readable.
    [`${radio.classNames.base}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const name = style({
  gridColumn: 2,
  gridRow: 1,
  overflowWrap: 'anywhere',
  selectors: { [`${radio.classNames.base}[data-disabled] &`]: { opacity: 0.5 } },
});

export const description = style({ gridColumn: 2, gridRow: 2 });
