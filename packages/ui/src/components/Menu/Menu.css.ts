import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const menu = style({
  minWidth: '200px',
  maxWidth: 'min(320px, calc(100vw - 24px))',
});

export const menuItem = style({
  // An item with `href` is a link: it reads as a menu item, not as underlined text.
  textDecoration: 'none',
  selectors: {
    '&[data-destructive]': { color: vars.color.criticalText },
    '&[data-destructive][data-focused], &[data-destructive][data-hovered]': {
      backgroundColor: vars.color.criticalSoft,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[data-destructive] > &': { color: 'inherit' } },
});

export const labelWithBadge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const badge = style({ display: 'inline-flex', flexShrink: 0 });

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xsmall,
  marginInline: vars.space.small,
  backgroundColor: vars.color.border,
});
