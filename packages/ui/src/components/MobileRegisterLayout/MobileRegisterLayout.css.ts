import { mediaQuery, vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Wide screens: the card floats centred on the brand panel. */
export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  color: vars.color.textOnMedia,
  animationName: fadeIn,
  animationDuration: vars.motion.durationSlow,
  animationTimingFunction: vars.motion.easingStandard,
  animationFillMode: 'both',
});

export const top = style({
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  '@media': { [mediaQuery.registerMobile]: { padding: vars.space.gutter } },
});

export const intro = style({
  width: '100%',
  maxWidth: 640,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.gutter,
  textAlign: 'center',
});

export const collage = style({
  position: 'relative',
  width: '100%',
  height: 280,
  marginBottom: vars.space.gutter,
  '@media': { [mediaQuery.registerMobile]: { height: 210, marginBottom: vars.space.medium } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display.size,
  lineHeight: vars.fontSize.display.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  '@media': {
    [mediaQuery.registerMobile]: {
      fontSize: vars.fontSize.xxlarge.size,
      lineHeight: vars.fontSize.xxlarge.lineHeight,
    },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  opacity: 0.92,
  '@media': {
    [mediaQuery.registerMobile]: {
      fontSize: vars.fontSize.standard.size,
      lineHeight: vars.fontSize.standard.lineHeight,
    },
  },
});

/** Below 660 px the card becomes a sheet that fills the rest of the screen. */
export const sheet = style({
  width: '100%',
  maxWidth: vars.size.dialogMaxWidth,
  marginBlock: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.elevation.large,
  overflow: 'hidden',
  '@media': {
    [mediaQuery.registerMobile]: {
      flex: 1,
      maxWidth: 'none',
      marginBlock: `${vars.space.large} 0`,
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
    },
  },
});

export const footer = style({
  marginTop: 'auto',
  padding: `0 ${vars.space.large} ${vars.space.large}`,
});
