import { type ReactNode, useLayoutEffect, useRef } from 'react';
import * as styles from './ChatLayout.css';

export interface ChatLayoutProps {
  /** Usually the `ChatHeader`. */
  header: ReactNode;
  /** Notes above the messages: the `ConnectionBanner`, an expired-dialog notice. */
  banner?: ReactNode;
  /** The accessible name of the message log ("Chat with Lena"). */
  label: string;
  /** The messages (`ChatBubble`s), oldest first, and the `TypingIndicator` last. */
  children: ReactNode;
  /** Usually the `ChatComposer`. */
  composer?: ReactNode;
}

/**
 * A chat filling the height it is given: the header on top, the composer at the bottom and the
 * messages scrolling between them. The log stays scrolled to the newest message when one arrives,
 * unless the member has scrolled up to read older ones.
 *
 * - **Keyboard:** The message log is scrollable with the arrow keys once focused.
 * - **Screen reader:** A region named by `label`; the messages are a `log`, so new ones are
 *   announced politely.
 * - **Do:** Give it a fixed height (the page's remaining height).
 * - **Don't:** Give the log a height of its own inside: the layout does it.
 */
export function ChatLayout({ header, banner, label, children, composer }: ChatLayoutProps) {
  const log = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the messages change.
  useLayoutEffect(() => {
    const element = log.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [children]);
  return (
    <section className={styles.chat} aria-label={label}>
      {header}
      {banner}
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        onScroll={(event) => {
          const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
          pinned.current = scrollHeight - scrollTop - clientHeight < 48;
        }}
      >
        <div className={styles.messages}>{children}</div>
      </div>
      {composer && <div className={styles.composer}>{composer}</div>}
    </section>
  );
}
