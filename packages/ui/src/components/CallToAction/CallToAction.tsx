import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import * as styles from './CallToAction.css';

export interface CallToActionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually one large Button ("Register now"). */
  action: ReactNode;
  /** Member photos shown as an overlapping row above the title (decorative). */
  images?: readonly string[];
  UNSAFE_className?: string;
}

/**
 * A closing band in the brand colours that asks the visitor to act: title, text, one button.
 *
 * - **Keyboard:** Only the action inside is focusable.
 * - **Screen reader:** A region named by its `h2` title; the pictures are decorative.
 * - **Do:** One per page, near its end.
 * - **Don't:** Put more than one action in it.
 */
export function CallToAction({
  title,
  description,
  action,
  images = [],
  UNSAFE_className,
}: CallToActionProps) {
  const id = useId();
  return (
    <section className={clsx(styles.section, UNSAFE_className)} aria-labelledby={id}>
      <div className={styles.panel}>
        {images.length > 0 && (
          <div className={styles.faces} aria-hidden>
            {images.slice(0, 5).map((image) => (
              <img key={image} src={image} alt="" className={styles.face} />
            ))}
          </div>
        )}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.action}>{action}</div>
      </div>
    </section>
  );
}
