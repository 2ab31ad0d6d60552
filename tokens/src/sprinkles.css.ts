import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './values';
import { vars } from './vars.css';

/** Layout atoms that change with the viewport: mobile first, then tablet and desktop. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.mobile}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Colour atoms: values come from the theme contract, so they follow light and dark. */
const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brandText,
      secondary: vars.color.secondaryText,
      success: vars.color.successText,
      critical: vars.color.criticalText,
      warning: vars.color.warningText,
      info: vars.color.infoText,
      coin: vars.color.coinText,
      onMedia: vars.color.textOnMedia,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brandSoft: vars.color.brandSoft,
      secondarySoft: vars.color.secondarySoft,
      coinSoft: vars.color.coinSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
  },
});

/** Pseudo-state atoms. */
const pseudoProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    opacity: ['0', '0.5', '1'],
  },
});

export const atoms = createSprinkles(responsiveProperties, colorProperties, pseudoProperties);
export type Atoms = Parameters<typeof atoms>[0];
