import { type ReactNode, useLayoutEffect } from 'react';
import { seaTheme } from './seaTheme.css';

/** Wears the sea theme inside a `ThemeProvider`, portals included. */
export function SeaTheme({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.classList.add(seaTheme);
    return () => document.documentElement.classList.remove(seaTheme);
  }, []);
  return (
    <div className={seaTheme} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
