import { clsx } from 'clsx';
import { Link } from 'react-aria-components';
import * as styles from './Logo.css';

export const logoTones = ['default', 'onDark', 'onBrand'] as const;
export const logoSizes = ['small', 'standard', 'large'] as const;

export interface LogoProps {
  /**
   * `onDark` for photos and dark surfaces: the wordmark turns white. `onBrand` for the brand red
   * and its gradient: the heart turns white as well.
   */
  tone?: (typeof logoTones)[number];
  size?: (typeof logoSizes)[number];
  /** Makes the logo a link (usually to the home page "/"). */
  href?: string;
  UNSAFE_className?: string;
}

/** The heart mark, drawn inline so that it needs no request and follows the theme's brand red. */
function HeartMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden focusable="false">
      <path
        className={styles.heart}
        d="M16 28.5c-.5 0-1-.17-1.4-.5C8.2 22.7 3 18.2 3 11.9 3 7.9 6.1 4.8 10 4.8c2.4 0 4.6 1.2 6 3.1 1.4-1.9 3.6-3.1 6-3.1 3.9 0 7 3.1 7 7.1 0 6.3-5.2 10.8-11.6 16.1-.4.33-.9.5-1.4.5Z"
      />
      <path
        className={styles.shine}
        d="M7.6 11.6c0-2 1.5-3.6 3.4-3.8"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The Amora wordmark with its heart; with `href` it is the link home.
 *
 * - **Keyboard:** With `href` it is one Tab stop; Enter follows it.
 * - **Screen reader:** The visible word "Amora" is the name; the heart is hidden.
 * - **Do:** Link it to the start page of the area (landing or the member home).
 * - **Don't:** Recolour it outside its `tone`s.
 */
export function Logo({ tone, size, href, UNSAFE_className }: LogoProps) {
  const className = clsx(styles.logo({ tone, size }), UNSAFE_className);
  const content = (
    <>
      <HeartMark />
      <span>Amora</span>
    </>
  );
  if (href) {
    return (
      <Link href={href} className={clsx(className, styles.link)}>
        {content}
      </Link>
    );
  }
  return <span className={className}>{content}</span>;
}
