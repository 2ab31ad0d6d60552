import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { BrandCollage, brandBackground } from '../private/BrandCollage/BrandCollage';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The main content: a form or a message, at most 480 px wide. */
  children: ReactNode;
  /** Top row: the logo and a link such as "Log in" / "Register". */
  header?: ReactNode;
  footer?: ReactNode;
  /** The brand panel beside the card on wide screens. */
  visualTitle?: ReactNode;
  visualSubtitle?: ReactNode;
  /** Up to three member photos shown as a tilted collage on the brand panel. */
  visualImages?: string[];
}

/**
 * The frame of the visitor screens (login, registration, password and e-mail flows): a card on the
 * page at phone widths, beside a brand panel from 1024 px.
 *
 * - **Keyboard:** None of its own: focus moves through `header`, the card and `footer` in order.
 * - **Screen reader:** The card is the `main` landmark; the brand panel's pictures are decorative
 *   and hidden.
 * - **Do:** Put the screen's one `h1` in the card.
 * - **Don't:** Put information only in the brand panel: it is hidden on phones and from screen
 *   readers.
 */
export function AuthLayout({
  children,
  header,
  footer,
  visualTitle,
  visualSubtitle,
  visualImages = [],
}: AuthLayoutProps) {
  return (
    <div className={styles.layout}>
      <div
        className={clsx(styles.visual, brandBackground)}
        aria-hidden={!visualTitle}
        data-part="brand-panel"
      >
        {visualImages.length > 0 && (
          <BrandCollage images={visualImages} className={styles.collage} />
        )}
        {visualTitle && (
          <div className={styles.visualText}>
            <p className={styles.visualTitle}>{visualTitle}</p>
            {visualSubtitle && <p className={styles.visualSubtitle}>{visualSubtitle}</p>}
          </div>
        )}
      </div>
      <div className={styles.panel}>
        {header && <div className={styles.panelTop}>{header}</div>}
        <main className={styles.panelBody}>
          <div className={styles.card}>{children}</div>
        </main>
        {footer && <div className={styles.panelFooter}>{footer}</div>}
      </div>
    </div>
  );
}
