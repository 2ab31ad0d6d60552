import type { ReactNode } from 'react';
import * as styles from './SplitView.css';

export interface SplitViewProps {
  /** The list pane (dialogs). */
  list: ReactNode;
  /** The detail pane (the open chat), or what shows when nothing is open. */
  detail: ReactNode;
  /** On phones only one pane shows: the detail when this is set, otherwise the list. */
  showDetail?: boolean;
}

/**
 * Two panes side by side from 600 px (the dialog list and the open chat), filling the height they
 * are given; one pane at a time on phones.
 *
 * - **Keyboard:** None of its own: Tab goes through the first pane, then the second.
 * - **Screen reader:** No landmarks of its own: give each pane its heading or landmark (the list a
 *   `nav`, the chat its `ChatLayout` region).
 * - **Do:** Say with `showDetail` which pane a phone shows.
 * - **Don't:** Nest split views.
 */
export function SplitView({ list, detail, showDetail }: SplitViewProps) {
  return (
    <div className={styles.split} data-show={showDetail ? 'detail' : 'list'}>
      <div className={styles.list}>{list}</div>
      <div className={styles.detail}>{detail}</div>
    </div>
  );
}
