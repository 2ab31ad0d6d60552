import { clsx } from 'clsx';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** Left: usually `<Logo href="/" />`. */
  logo: ReactNode;
  /** Centre on wide screens, a scrolling row under the logo on phones: `TopBarLink`s. */
  navigation?: ReactNode;
  /** The accessible name of the navigation landmark, when there is one. */
  navigationLabel?: string;
  /** Right: the coin balance, the login or register button, the language picker. */
  actions?: ReactNode;
  /** Draw the bar lifted (surface background and shadow) regardless of scrolling. */
  elevated?: boolean;
  /** Transparent at the top of the page, lifted as soon as the window scrolls. */
  elevateOnScroll?: boolean;
  /** How far (px) the window must scroll before the bar lifts. */
  scrollThreshold?: number;
  UNSAFE_className?: string;
}

function useWindowScrolled(enabled: boolean, threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setScrolled(false);
      return;
    }
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled, threshold]);
  return scrolled;
}

/**
 * The sticky bar at the top of every page: logo, optional navigation (`TopBarLink`s), actions. It
 * lifts on scroll with `elevateOnScroll`.
 *
 * - **Keyboard:** The logo, links and actions are in the Tab order; no keys of its own.
 * - **Screen reader:** The `banner` landmark; the navigation is a `nav` named by `navigationLabel`,
 *   its current link `aria-current="page"`.
 * - **Do:** Use one per page.
 * - **Don't:** Put more than a few actions in it: they must fit on a phone.
 */
export function TopBar({
  logo,
  navigation,
  navigationLabel,
  actions,
  elevated = false,
  elevateOnScroll = false,
  scrollThreshold = 8,
  UNSAFE_className,
}: TopBarProps) {
  const scrolled = useWindowScrolled(elevateOnScroll, scrollThreshold);
  const isElevated = elevated || scrolled;
  return (
    <header className={clsx(styles.bar, UNSAFE_className)} data-elevated={isElevated || undefined}>
      <div className={styles.inner}>
        <div className={styles.logo}>{logo}</div>
        {navigation && (
          <nav className={styles.navigation} aria-label={navigationLabel}>
            {navigation}
          </nav>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}

export interface TopBarLinkProps {
  href: string;
  /** The page the user is on. */
  isCurrent?: boolean;
  children: ReactNode;
}

/** A link in the top bar's navigation slot. */
export function TopBarLink({ href, isCurrent, children }: TopBarLinkProps) {
  return (
    <Link href={href} className={styles.navLink} aria-current={isCurrent ? 'page' : undefined}>
      {children}
    </Link>
  );
}
