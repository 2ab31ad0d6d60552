import { mediaQuery, vars } from '@amora/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.gutter,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
    },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialogMaxWidth,
  maxHeight: 'calc(100dvh - 32px)',
  display: 'flex',
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easingEmphasized}`,
    },
  },
});

export const sheetOnMobile = style({
  '@media': {
    [mediaQuery.mobile]: { alignSelf: 'flex-end', maxHeight: '92dvh' },
  },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  width: '100%',
  overflowY: 'auto',
  padding: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.large,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  overflowWrap: 'anywhere',
});

export const close = style({ marginTop: '-8px', marginRight: '-8px' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
