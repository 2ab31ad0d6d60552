import { type ColorTokens, light, vars } from '@amora/tokens';
import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';

/**
 * A custom theme: the light colours with a sea-green brand. Only the colours change; space, type,
 * radius and motion stay the library's. Every pair in `textPairs` must still reach 4.5:1.
 */
export const seaColors: ColorTokens = {
  ...light.color,
  brand: '#0f766e',
  brandHover: '#115e59',
  brandPressed: '#134e4a',
  brandSoft: '#e6f6f3',
  brandText: '#0f766e',
  focusRing: '#134e4a',
};

/** Put this class on an element: everything inside wears the sea colours. */
export const seaTheme = createTheme(vars.color, seaColors, 'sea');

// Dialogs, menus and toasts render in portals at the end of <body>, where only <html> carries a
// theme. There ThemeProvider's class sits beside this one, so this rule must be the more specific.
globalStyle(`html.${seaTheme}`, { vars: assignVars(vars.color, seaColors) });
