import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.gutter,
  border: '1px solid transparent',
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.brandSoft },
    '&[data-selected]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.medium,
      insetInlineStart: 0,
      width: 4,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brand,
    },
    '&[data-temp]': { borderStyle: 'dashed', borderColor: vars.color.brandText },
  },
});

export const avatar = style({
  display: 'flex',
  selectors: { '[data-expired] > &': { filter: 'grayscale(1)', opacity: 0.6 } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

/** The row's link: its box stretches over the whole row, so the row is one target. */
export const link = style({
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.standard,
    },
    '&[data-focus-visible]::after': focusRing,
  },
});

export const name = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '[data-unread] &': { fontWeight: vars.fontWeight.heavy },
    '[data-expired] &': { color: vars.color.textMuted },
  },
});

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
  selectors: {
    '[data-unread] &': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
  },
});

export const previewIcon = style({ flexShrink: 0 });

export const previewText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const you = style({ flexShrink: 0, fontWeight: vars.fontWeight.strong });

export const typing = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.strong,
  fontStyle: 'italic',
});

export const hello = style({ color: vars.color.brandText, fontWeight: vars.fontWeight.strong });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  alignSelf: 'stretch',
  justifyContent: 'center',
});

export const time = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-unread] &': { color: vars.color.brandText, fontWeight: vars.fontWeight.strong },
  },
});

export const indicators = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 24,
});

/** Controls above the stretched link keep their own clicks and focus. */
export const above = style({ position: 'relative', zIndex: 1 });

export const star = style([
  above,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    margin: -4,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, color, transform',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-pressed]': { transform: 'scale(0.9)' },
      '&[data-focus-visible]': focusRing,
      '&[data-selected]': { color: vars.color.coin },
    },
  },
]);

export const starMark = style({ display: 'inline-flex', color: vars.color.coin });

export const restore = style({
  gridColumn: '2 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const restoreNote = style({
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
