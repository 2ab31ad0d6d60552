import { mediaQuery, vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

/** The spec's top offset. */
const topOffset = '48px';

export const region = style({
  position: 'fixed',
  top: topOffset,
  right: vars.space.gutter,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [mediaQuery.mobile]: { left: vars.space.gutter, width: 'auto' } },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.medium,
    paddingInlineStart: vars.space.gutter,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.elevation.large,
    borderInlineStart: '4px solid',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    kind: {
      default: { borderColor: vars.color.secondary, color: vars.color.text },
      success: { borderColor: vars.color.success },
      error: { borderColor: vars.color.critical },
      warning: { borderColor: vars.color.warning },
      info: { borderColor: vars.color.info },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  marginTop: 1,
  selectors: {
    [`${toast.classNames.variants.kind.success} &`]: { color: vars.color.successText },
    [`${toast.classNames.variants.kind.error} &`]: { color: vars.color.criticalText },
    [`${toast.classNames.variants.kind.warning} &`]: { color: vars.color.warningText },
    [`${toast.classNames.variants.kind.info} &`]: { color: vars.color.infoText },
    [`${toast.classNames.variants.kind.default} &`]: { color: vars.color.secondaryText },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const title = style({
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
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
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
