import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const layout = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  backgroundColor: vars.color.background,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const visual = style({
  display: 'none',
  position: 'relative',
  overflow: 'hidden',
  '@media': { [mediaQuery.tablet]: { display: 'block' } },
});

export const collage = style({ position: 'absolute', inset: 0, bottom: '34%' });

export const visualText = style({
  position: 'absolute',
  insetInline: vars.space.xxlarge,
  bottom: vars.space.xxlarge,
  color: '#ffffff',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const visualTitle = style({
  margin: 0,
  fontSize: vars.fontSize.display.size,
  lineHeight: vars.fontSize.display.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const visualSubtitle = style({
  margin: 0,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  opacity: 0.92,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const panelTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.gutter,
  '@media': { [mediaQuery.tablet]: { padding: `${vars.space.large} ${vars.space.xlarge}` } },
});

export const panelBody = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.gutter,
  '@media': { [mediaQuery.aboveMobile]: { padding: vars.space.xlarge } },
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.dialogMaxWidth,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [mediaQuery.aboveMobile]: {
      padding: vars.space.xlarge,
      backgroundColor: vars.color.surface,
      borderRadius: vars.radius.xlarge,
      boxShadow: vars.elevation.medium,
    },
  },
});

export const panelFooter = style({ padding: vars.space.gutter });
