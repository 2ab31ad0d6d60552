import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** An icon (drawn with `aria-hidden`) in a soft disc. */
  icon?: ReactNode;
  title?: ReactNode;
  /**
   * Makes the title a heading of this level (`h1` … `h6`) with the same look: 1 where the empty
   * state is the whole screen (a confirmation, an error page), the level under the page's own
   * heading where it stands for a section. Without it the title is a paragraph.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  description?: ReactNode;
  /** Usually one Button that gets the member going ("Discover people"). */
  action?: ReactNode;
  /** A dashed frame on the surface colour, for empty lists inside a page. */
  framed?: boolean;
}

/**
 * What a list or a screen shows when it has nothing yet: no messages, no likes, no results. An
 * icon, a title, a sentence and usually one action.
 *
 * - **Keyboard:** Only its action is focusable.
 * - **Screen reader:** The title is a heading when `headingLevel` is set (else a paragraph); the
 *   icon is hidden.
 * - **Do:** Say why it is empty and what to do ("Discover people"); set `headingLevel` to fit the
 *   page's outline.
 * - **Don't:** Use it for errors: say what went wrong and how to retry instead.
 */
export function EmptyState({
  icon,
  title,
  headingLevel,
  description,
  action,
  framed,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.emptyState({ framed })}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      {title && <Title className={styles.title}>{title}</Title>}
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
