import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { dark } from './dark';
import { light } from './light';
import { makeTheme } from './makeTheme';
import { mediaQuery } from './values';
import { vars } from './vars.css';

/** Put one of these classes on the root element (or any subtree) to apply a theme. */
export const lightThemeClass = createTheme(vars, makeTheme(light), 'amora-light');
export const darkThemeClass = createTheme(vars, makeTheme(dark), 'amora-dark');

export const themeClass = { light: lightThemeClass, dark: darkThemeClass } as const;

for (const theme of [lightThemeClass, darkThemeClass]) {
  globalStyle(theme, {
    colorScheme: theme === darkThemeClass ? 'dark' : 'light',
    color: vars.color.text,
    fontFamily: vars.font.body,
    '@media': {
      // Motion off: every animation and transition that reads the motion tokens collapses to 0.
      [mediaQuery.reducedMotion]: {
        vars: assignVars(vars.motion, {
          durationFast: '0ms',
          durationStandard: '0ms',
          durationSlow: '0ms',
          easingStandard: 'linear',
          easingEmphasized: 'linear',
        }),
      },
    },
  });
}
