import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Badge } from '../Badge/Badge';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
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
  more: {
    de: 'Mehr',
    en: 'More',
    fr: 'Plus',
    it: 'Altro',
    pl: 'Więcej',
    nl: 'Meer',
    da: 'Mere',
    sv: 'Mer',
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
  /**
   * At most this many entries on the phone's tab bar: with more, the last tab is "More", a menu
   * of the rest (the sidebar always lists them all). Without it every entry gets a tab.
   */
  tabBarLimit?: number;
}

/**
 * The member area's frame: the top bar, the main navigation (a tab bar at the bottom on phones, a
 * sidebar from 600 px) and the page content in `main`. `activeId` marks the current item. More
 * entries than fit a phone's width (`tabBarLimit`) end the tab bar with "More", a menu of the rest.
 *
 * - **Keyboard:** The navigation links are in the Tab order before the content; there are no extra
 *   keys. "More" opens its menu with Enter, Space or Arrow Down; arrows move, Escape closes.
 * - **Screen reader:** A `nav` landmark named "Navigation" with a list of links; the current one is
 *   `aria-current="page"`; counts are read with their meaning. The content is the `main` landmark.
 * - **Do:** Use it once per member page, with the page's own `PageHeader` (its `h1`) inside.
 * - **Don't:** Nest another `main` inside the content.
 */
export function AppShell({
  topBar,
  navItems,
  activeId,
  children,
  flush,
  fill,
  tabBarLimit,
}: AppShellProps) {
  const t = useUiText();
  const overflow =
    tabBarLimit !== undefined && navItems.length > tabBarLimit
      ? navItems.slice(Math.max(tabBarLimit - 1, 0))
      : [];
  const overflowIds = new Set(overflow.map((item) => item.id));
  const overflowCount = overflow.reduce((sum, item) => sum + (item.count ?? 0), 0);
  return (
    <div className={clsx(styles.shell, fill && styles.shellFill)}>
      {topBar && <div className={styles.topBar}>{topBar}</div>}
      <nav className={styles.nav} aria-label={t(texts.navigation)}>
        <ul className={styles.navList}>
          {navItems.map((item) => {
            const hasCount = item.count !== undefined && item.count > 0;
            return (
              <li
                key={item.id}
                className={clsx(
                  styles.navItem,
                  overflowIds.has(item.id) && styles.navItemSidebarOnly,
                )}
              >
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
          {overflow.length > 0 && (
            <li className={clsx(styles.navItem, styles.navItemTabBarOnly)}>
              <MenuTrigger>
                <AriaButton
                  className={styles.navLink}
                  data-current={(activeId !== undefined && overflowIds.has(activeId)) || undefined}
                >
                  <span className={styles.navIcon} aria-hidden>
                    <Ellipsis size={22} />
                  </span>
                  <span className={styles.navLabel}>{t(texts.more)}</span>
                  {overflowCount > 0 && (
                    <span className={styles.navCount} aria-hidden>
                      <Badge tone="brand" size="small" count={overflowCount} />
                    </span>
                  )}
                </AriaButton>
                <Menu placement="top end">
                  {overflow.map((item) => (
                    <MenuItem
                      key={item.id}
                      id={item.id}
                      href={item.href}
                      textValue={item.label}
                      icon={item.icon}
                      badge={
                        item.count ? (
                          <Badge tone="brand" size="small" count={item.count} />
                        ) : undefined
                      }
                      badgeLabel={item.count ? item.countLabel : undefined}
                    >
                      {item.label}
                    </MenuItem>
                  ))}
                </Menu>
              </MenuTrigger>
            </li>
          )}
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
