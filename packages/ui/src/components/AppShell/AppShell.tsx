import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Badge } from '../Badge/Badge';
import * as styles from './AppShell.css';

const texts = defineTexts('AppShell', {
  navigation: {
    de: 'Hauptnavigation',
    en: 'Main navigation',
    fr: 'Navigation principale',
    it: 'Navigazione principale',
    pl: 'Nawigacja główna',
    nl: 'Hoofdnavigatie',
    da: 'Hovednavigation',
    sv: 'Huvudnavigering',
  },
});

export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon: ReactNode;
  /** New items (likes, visitors, unread messages) as a count pill. */
  count?: number;
  /** What the count counts, spoken with it ("3 new likes"). */
  countLabel?: string;
}

export interface AppShellProps {
  /** Usually the TopBar with the logo and the coin balance. */
  topBar?: ReactNode;
  navItems: NavItem[];
  activeId?: string;
  children: ReactNode;
  /** Content that should run edge to edge (the swipe deck, the chat): no padding or width cap. */
  flush?: boolean;
  /** The page fills the window and scrolls inside itself (the messages): implies `flush`. */
  fill?: boolean;
}

/**
 * The member area's frame: the top bar, the main navigation (a tab bar at the bottom on phones, a
 * sidebar from 600 px) and the page content in `main`. `activeId` marks the current item.
 *
 * - **Keyboard:** The navigation links are in the Tab order before the content; there are no extra
 *   keys.
 * - **Screen reader:** A `nav` landmark named "Navigation" with a list of links; the current one is
 *   `aria-current="page"`; counts are read with their meaning. The content is the `main` landmark.
 * - **Do:** Use it once per member page, with the page's own `PageHeader` (its `h1`) inside.
 * - **Don't:** Nest another `main` inside the content.
 */
export function AppShell({ topBar, navItems, activeId, children, flush, fill }: AppShellProps) {
  const t = useUiText();
  return (
    <div className={clsx(styles.shell, fill && styles.shellFill)}>
      {topBar && <div className={styles.topBar}>{topBar}</div>}
      <nav className={styles.nav} aria-label={t(texts.navigation)}>
        <ul className={styles.navList}>
          {navItems.map((item) => {
            const hasCount = item.count !== undefined && item.count > 0;
            return (
              <li key={item.id} className={styles.navItem}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={item.id === activeId ? 'page' : undefined}
                >
                  <span className={styles.navIcon} aria-hidden>
                    {item.icon}
                  </span>
                  <span className={styles.navLabel}>{item.label}</span>
                  {hasCount && (
                    <span className={styles.navCount}>
                      <Badge
                        tone="brand"
                        size="small"
                        count={item.count ?? 0}
                        label={item.countLabel}
                      />
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className={clsx(styles.main, fill && styles.mainFill)}>
        <div
          className={clsx(
            styles.content,
            (flush || fill) && styles.contentFlush,
            fill && styles.contentFill,
          )}
        >
          {children}
        </div>
      </main>
    </div>
  );
}
