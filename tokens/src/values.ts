/**
 * Every token as a plain value, for consumers that are not CSS (native apps, charts, e-mails,
 * tests). The vanilla-extract contract in `vars.css.ts` is built from these same objects.
 */
import { dark } from './dark';
import { light } from './light';
import type { ColorTokens } from './tokenType';

export type { ColorTokens, ThemeTokens } from './tokenType';
export { dark, light };

export const themes = { light, dark } as const;
export type ThemeName = keyof typeof themes;

/** Both faces ship with the package (`fonts.ts`): no text depends on the reader's own fonts. */
export const fontFamily = {
  body: '"Nunito", "Segoe UI", system-ui, -apple-system, sans-serif',
  /** Token names and values in the reference pages. */
  mono: '"JetBrains Mono", ui-monospace, monospace',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '600',
  strong: '700',
  heavy: '800',
} as const;

/** Type scale in px with a matching line height. */
export const fontSize = {
  xsmall: { size: '12px', lineHeight: '16px' },
  small: { size: '14px', lineHeight: '20px' },
  standard: { size: '16px', lineHeight: '24px' },
  large: { size: '18px', lineHeight: '26px' },
  xlarge: { size: '22px', lineHeight: '30px' },
  xxlarge: { size: '28px', lineHeight: '36px' },
  display: { size: '40px', lineHeight: '48px' },
} as const;

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  gutter: '16px',
  large: '24px',
  xlarge: '32px',
  xxlarge: '48px',
  xxxlarge: '64px',
} as const;
export type Space = keyof typeof space;

/** The spec's border radius is 10. */
export const radius = {
  none: '0',
  small: '6px',
  standard: '10px',
  large: '16px',
  xlarge: '24px',
  full: '9999px',
} as const;

export const size = {
  /** The spec's dialog maximum width. */
  dialogMaxWidth: '480px',
  controlSmall: '32px',
  controlStandard: '44px',
  controlLarge: '52px',
  touchTarget: '44px',
  contentMaxWidth: '1200px',
  /** The top bar's height from 600 px up, where the sidebar sticks right under it. */
  topBar: '72px',
  /** The top bar's height on phones. */
  topBarCompact: '60px',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  dropdown: '1000',
  overlay: '1100',
  modal: '1200',
  toast: '1300',
} as const;

export const motion = {
  durationFast: '120ms',
  durationStandard: '200ms',
  durationSlow: '360ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingEmphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
} as const;

/** Layout breakpoints of the spec, in px: below `mobile` is the phone layout. */
export const breakpoints = {
  mobile: 600,
  registerMobile: 660,
  tablet: 1024,
} as const;

/** Media queries for the breakpoints, for use in `@media` blocks. */
export const mediaQuery = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 1}px)`,
  aboveMobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  registerMobile: `screen and (max-width: ${breakpoints.registerMobile - 1}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * The text/background pairs the components draw. Each must reach WCAG AA (4.5:1) in every theme;
 * `contrast.test.ts` checks them.
 */
export const textPairs: ReadonlyArray<
  readonly [text: keyof ColorTokens, background: keyof ColorTokens]
> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onBrand', 'brandPressed'],
  ['brandText', 'surface'],
  ['brandText', 'background'],
  ['brandText', 'brandSoft'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['secondaryText', 'surface'],
  ['secondaryText', 'secondarySoft'],
  ['text', 'secondarySoft'],
  ['onSuccess', 'success'],
  ['successText', 'surface'],
  ['successText', 'successSoft'],
  ['onCritical', 'critical'],
  ['criticalText', 'surface'],
  ['criticalText', 'criticalSoft'],
  ['onWarning', 'warning'],
  ['warningText', 'surface'],
  ['warningText', 'warningSoft'],
  ['onInfo', 'info'],
  ['infoText', 'surface'],
  ['infoText', 'infoSoft'],
  ['onCoin', 'coin'],
  ['coinText', 'surface'],
  ['coinText', 'coinSoft'],
  ['text', 'coinSoft'],
  ['text', 'brandSoft'],
];

/** Pairs that are not text (control borders, focus ring): WCAG 1.4.11 asks 3:1. */
export const nonTextPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
  ['online', 'surface'],
];
