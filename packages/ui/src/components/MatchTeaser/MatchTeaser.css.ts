import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const section = style({ backgroundColor: vars.color.surfaceSunken });

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  '@media': { [mediaQuery.aboveMobile]: { paddingBlock: vars.space.xxxlarge } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.gutter,
  paddingInline: vars.space.gutter,
  '@media': { [mediaQuery.aboveMobile]: { paddingInline: vars.space.xlarge } },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxlarge.size,
  lineHeight: vars.fontSize.xxlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
});

export const arrows = style({
  display: 'none',
  gap: vars.space.small,
  flexShrink: 0,
  '@media': { [mediaQuery.aboveMobile]: { display: 'flex' } },
});

export const scroller = style({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.gutter,
  scrollbarWidth: 'none',
  '@media': { [mediaQuery.aboveMobile]: { scrollPaddingInline: vars.space.xlarge } },
});

export const track = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  gap: vars.space.gutter,
  width: 'max-content',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  '@media': { [mediaQuery.aboveMobile]: { paddingInline: vars.space.xlarge } },
});

export const card = style({
  position: 'relative',
  flexShrink: 0,
  width: '220px',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.medium,
  scrollSnapAlign: 'start',
  '@media': { [mediaQuery.aboveMobile]: { width: '240px' } },
});

export const photo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const scrim = style({
  position: 'absolute',
  display: 'block',
  inset: 0,
  background: vars.color.scrim,
});

export const details = style({
  position: 'absolute',
  insetInline: vars.space.gutter,
  bottom: '68px',
  color: vars.color.textOnMedia,
});

export const name = style({
  display: 'block',
  fontSize: vars.fontSize.xlarge.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.heavy,
});

export const city = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
});

export const choices = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.gutter,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.gutter,
});

export const choice = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.elevation.small,
  },
  variants: {
    kind: {
      like: { color: vars.color.like },
      nope: { color: vars.color.nope },
    },
  },
});

export const action = style({
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.gutter,
});

export const cardLink = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  borderRadius: 'inherit',
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' } },
});
