import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';

export const cropper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  width: '100%',
});

/** A square stage: the whole picture fits inside it, the space around it stays sunken. */
export const stage = style({
  position: 'relative',
  width: '100%',
  maxWidth: 360,
  marginInline: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

/** Where the picture is drawn; positioned inline from its aspect ratio. */
export const imageBox = style({ position: 'absolute', overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  userSelect: 'none',
  pointerEvents: 'none',
});

export const frame = recipe({
  base: {
    position: 'absolute',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.textOnMedia}`,
    // The picture outside the frame is dimmed; the image box clips the shadow to the picture.
    boxShadow: `0 0 0 9999px ${vars.color.overlay}`,
    cursor: 'grab',
    touchAction: 'none',
    outline: 'none',
    selectors: {
      '&[data-dragging]': { cursor: 'grabbing' },
      '&:focus-visible': { ...focusRing, outlineOffset: '-6px' },
    },
  },
  variants: {
    shape: {
      circle: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.small },
    },
  },
});

/** Thirds inside the frame help to centre a face. */
export const guides = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  pointerEvents: 'none',
  backgroundImage: [
    `linear-gradient(to right, transparent calc(100% / 3 - 0.5px), ${vars.color.textOnMedia} calc(100% / 3 - 0.5px), ${vars.color.textOnMedia} calc(100% / 3 + 0.5px), transparent calc(100% / 3 + 0.5px), transparent calc(200% / 3 - 0.5px), ${vars.color.textOnMedia} calc(200% / 3 - 0.5px), ${vars.color.textOnMedia} calc(200% / 3 + 0.5px), transparent calc(200% / 3 + 0.5px))`,
    `linear-gradient(to bottom, transparent calc(100% / 3 - 0.5px), ${vars.color.textOnMedia} calc(100% / 3 - 0.5px), ${vars.color.textOnMedia} calc(100% / 3 + 0.5px), transparent calc(100% / 3 + 0.5px), transparent calc(200% / 3 - 0.5px), ${vars.color.textOnMedia} calc(200% / 3 - 0.5px), ${vars.color.textOnMedia} calc(200% / 3 + 0.5px), transparent calc(200% / 3 + 0.5px))`,
  ].join(', '),
  opacity: 0.45,
});

export const zoom = style({ width: '100%', maxWidth: 360, marginInline: 'auto' });

export const instructions = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xsmall.size,
  lineHeight: vars.fontSize.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const chooser = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const chooserError = style({ margin: 0 });
