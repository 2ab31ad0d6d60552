import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { BrandCollage, brandBackground } from '../private/BrandCollage/BrandCollage';
import * as styles from './MobileRegisterLayout.css';

/** The page fades in this long after it mounts (spec 01: "fades in after 100 ms"). */
export const mobileRegisterFadeInDelay = 100;

export interface MobileRegisterLayoutProps {
  /** The sign-up card: social and e-mail sign-up. */
  children: ReactNode;
  /** Top row on the brand panel: the logo (tone `onBrand`) and a "Log in" link. */
  header?: ReactNode;
  /** The page's heading, on the brand panel. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Up to three member photos as a tilted collage above the heading. */
  images?: string[];
  /** Under the card: legal links, app-store badges. */
  footer?: ReactNode;
}

/**
 * The mobile register page (/mobile), where app and ad traffic lands: photos, a heading and the
 * sign-up card on the brand panel. Below 660 px the card is a sheet that fills the rest of the
 * screen; above, it floats centred. The page fades in 100 ms after it mounts.
 *
 * - **Keyboard:** None of its own: focus moves from the header to the card and the footer.
 * - **Screen reader:** `header`, `main` (the card) and `footer` landmarks; the heading is the
 *   page's `h1`; the photos are decorative.
 * - **Do:** Use it only for the /mobile page.
 * - **Don't:** Add navigation: the page has one task.
 */
export function MobileRegisterLayout({
  children,
  header,
  title,
  subtitle,
  images = [],
  footer,
}: MobileRegisterLayoutProps) {
  return (
    <div
      className={clsx(styles.page, brandBackground)}
      style={{ animationDelay: `${mobileRegisterFadeInDelay}ms` }}
    >
      {header && <header className={styles.top}>{header}</header>}
      <div className={styles.intro}>
        {images.length > 0 && <BrandCollage images={images} className={styles.collage} />}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <main className={styles.sheet}>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </main>
    </div>
  );
}
