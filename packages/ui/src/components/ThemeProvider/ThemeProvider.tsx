import { type ThemeName, themeClass } from '@amora/tokens';
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

const ThemeContext = createContext<ThemeName>('light');

export interface ThemeProviderProps {
  theme: ThemeName;
  children: ReactNode;
}

/**
 * Applies a theme (`light` or `dark`) to its subtree and to the document root, so that dialogs,
 * popovers and toasts rendered in portals outside the subtree wear the same theme. `useTheme()`
 * reads it.
 *
 * - **Keyboard:** None.
 * - **Screen reader:** None: the theme changes colours only, and both themes meet the same
 *   contrast.
 * - **Do:** Mount it once around the app; follow `prefers-color-scheme` until the member chooses.
 * - **Don't:** Nest two providers with different themes: the document root can wear only one.
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(themeClass[theme]);
    return () => root.classList.remove(themeClass[theme]);
  }, [theme]);
  return (
    <ThemeContext.Provider value={theme}>
      <div className={themeClass[theme]} data-theme={theme} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}
