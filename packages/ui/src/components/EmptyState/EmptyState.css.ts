import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: `${vars.space.xxlarge} ${vars.space.large}`,
    textAlign: 'center',
  },
  variants: {
    framed: {
      true: {
        backgroundColor: vars.color.surface,
        border: `1px dashed ${vars.color.border}`,
        borderRadius: vars.radius.standard,
      },
    },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondaryText,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large.size,
  lineHeight: vars.fontSize.large.lineHeight,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: '36ch',
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  color: vars.color.textMuted,
});
