import type { ThemeTokens } from './tokenType';
import { fontFamily, fontSize, fontWeight, motion, radius, size, space, zIndex } from './values';

/** Resolves one theme's tokens into the full set of values that the contract describes. */
export function makeTheme(theme: ThemeTokens) {
  return {
    color: theme.color,
    elevation: theme.elevation,
    font: fontFamily,
    fontWeight,
    fontSize,
    space,
    radius,
    size,
    zIndex,
    motion,
  };
}

export type ResolvedTheme = ReturnType<typeof makeTheme>;
