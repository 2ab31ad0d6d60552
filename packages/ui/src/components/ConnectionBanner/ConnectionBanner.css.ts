import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const region = style({ fontFamily: vars.font.body });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.standard,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
  selectors: {
    '&[data-state="reconnecting"]': {
      backgroundColor: vars.color.warningSoft,
      color: vars.color.warningText,
    },
    '&[data-state="offline"]': {
      backgroundColor: vars.color.criticalSoft,
      color: vars.color.criticalText,
    },
  },
});
