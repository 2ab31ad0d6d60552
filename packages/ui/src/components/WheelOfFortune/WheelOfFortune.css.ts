import { vars } from '@amora/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stage = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'center',
  paddingBlockStart: vars.space.small,
});

export const wheel = style({
  position: 'relative',
  width: 'min(100%, 320px)',
  aspectRatio: '1',
});

export const rotor = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  boxShadow: vars.elevation.large,
  // A long, decelerating turn made from the motion tokens, so it is instant under reduced motion.
  transitionProperty: 'transform',
  transitionDuration: `calc(${vars.motion.durationSlow} * 12)`,
  transitionTimingFunction: vars.motion.easingStandard,
  willChange: 'transform',
});

export const svg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

const tones = {
  brand: { fill: vars.color.brand, text: vars.color.onBrand },
  secondary: { fill: vars.color.secondary, text: vars.color.onSecondary },
  coin: { fill: vars.color.coin, text: vars.color.onCoin },
  brandSoft: { fill: vars.color.brandSoft, text: vars.color.brandText },
  success: { fill: vars.color.success, text: vars.color.onSuccess },
  info: { fill: vars.color.info, text: vars.color.onInfo },
  neutral: { fill: vars.color.surface, text: vars.color.text },
} as const;

type Tone = keyof typeof tones;
const mapTones = <T>(make: (tone: (typeof tones)[Tone]) => T) =>
  Object.fromEntries(Object.entries(tones).map(([name, tone]) => [name, make(tone)])) as Record<
    Tone,
    T
  >;

export const segment = styleVariants(
  mapTones((tone) => ({
    fill: tone.fill,
    stroke: vars.color.surface,
    strokeWidth: 1.5,
  })),
);

export const label = styleVariants(
  mapTones((tone) => ({
    fill: tone.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.heavy,
    fontSize: 15,
    letterSpacing: '0.01em',
  })),
);

export const rim = style({ fill: 'none', stroke: vars.color.secondary, strokeWidth: 12 });

export const light = style({ fill: vars.color.coin });

export const hub = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20%',
  height: '20%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `4px solid ${vars.color.secondary}`,
  boxShadow: vars.elevation.medium,
});

export const pointer = style({
  position: 'absolute',
  top: -14,
  left: '50%',
  width: 36,
  height: 44,
  transform: 'translateX(-50%)',
  fill: vars.color.brand,
  stroke: vars.color.surface,
  strokeWidth: 2,
});

export const pointerDot = style({ fill: vars.color.surface, stroke: 'none' });

export const result = style({
  minHeight: vars.fontSize.xlarge.lineHeight,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.standard.size,
  lineHeight: vars.fontSize.xlarge.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: {
    '&[data-won]': {
      fontSize: vars.fontSize.xlarge.size,
      fontWeight: vars.fontWeight.heavy,
      color: vars.color.brandText,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  width: 'min(100%, 320px)',
});

export const spinButton = style({ width: '100%' });

export const next = style({
  margin: 0,
  fontSize: vars.fontSize.small.size,
  lineHeight: vars.fontSize.small.lineHeight,
  color: vars.color.textMuted,
  textAlign: 'center',
});
