import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const badges = recipe({
  base: { display: 'flex', flexWrap: 'wrap', gap: vars.space.small },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    minWidth: '148px',
    minHeight: vars.size.controlLarge,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.standard,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'transform, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { boxShadow: vars.elevation.medium },
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.text, color: vars.color.surface },
      light: { backgroundColor: vars.color.surface, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const mark = style({ flexShrink: 0, width: '24px', height: '24px' });

export const text = style({ display: 'flex', flexDirection: 'column', textAlign: 'start' });

export const caption = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: '14px',
  fontWeight: vars.fontWeight.medium,
});

export const store = style({
  fontSize: vars.fontSize.large.size,
  lineHeight: '22px',
  fontWeight: vars.fontWeight.strong,
});
