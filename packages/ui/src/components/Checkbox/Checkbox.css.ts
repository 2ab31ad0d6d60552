import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';

const boxSize = '22px';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The clickable row: the box and the label, one `<label>`. */
export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.standard.lineHeight,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  // Centres the box on the first line of a 24px label.
  marginTop: '1px',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  transitionProperty: 'background-color, border-color, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-selected][data-hovered] &, ${checkbox}[data-indeterminate][data-hovered] &`]:
      { backgroundColor: vars.color.brandHover, borderColor: vars.color.brandHover },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** Description and error line up with the label text, not with the box. */
export const below = style({
  paddingLeft: `calc(${boxSize} + ${vars.space.medium})`,
  // The error's wrapper stays empty while the field is valid.
  selectors: { '&:empty': { display: 'none' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  border: 0,
});

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
});
