import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.gutter}`,
    borderRadius: vars.radius.standard,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small.size,
    lineHeight: vars.fontSize.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningText },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.successText },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText },
    },
  },
  defaultVariants: { tone: 'critical' },
});

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  marginTop: '0.05em',
});

export const content = style({ flex: 1, minWidth: 0 });

export const dismiss = style({ flexShrink: 0, marginTop: `calc(-1 * ${vars.space.xsmall})` });
