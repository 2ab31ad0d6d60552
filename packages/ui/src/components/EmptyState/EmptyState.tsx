import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** An icon (drawn with `aria-hidden`) in a soft disc. */
  icon?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Usually one Button that gets the member going ("Discover people"). */
  action?: ReactNode;
  /** A dashed frame on the surface colour, for empty lists inside a page. */
  framed?: boolean;
}

/** What a list or a screen shows when it has nothing yet: no messages, no likes, no results. */
export function EmptyState({ icon, title, description, action, framed }: EmptyStateProps) {
  return (
    <div className={styles.emptyState({ framed })}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      {title && <p className={styles.title}>{title}</p>}
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
