import { clsx } from 'clsx';
import { CheckCheck, Newspaper } from 'lucide-react';
import { Children, type ReactNode, useId } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './NewsList.css';

const texts = defineTexts('NewsList', {
  readAll: {
    de: 'Alle gelesen',
    en: 'Read all',
    fr: 'Tout marquer comme lu',
    it: 'Segna tutto come letto',
    pl: 'Oznacz wszystkie jako przeczytane',
    nl: 'Alles gelezen',
    da: 'Læs alle',
    sv: 'Markera alla som lästa',
  },
});

export interface NewsListProps {
  /** The list's heading, e.g. "News". */
  title?: ReactNode;
  /** `NewsItem`s; each goes into its own list item. */
  children?: ReactNode;
  /** Shows "Read all" in the header. */
  onReadAll?: () => void;
  /** Whether any entry is unread; "Read all" is disabled when not. */
  hasUnread?: boolean;
  isReadAllPending?: boolean;
  /** Shown instead of the list when there is no entry. */
  emptyText: ReactNode;
  titleAs?: 'h1' | 'h2' | 'h3';
  UNSAFE_className?: string;
}

/**
 * The news feed: a header with "Read all", the entries, or a friendly empty state.
 *
 * - **Keyboard:** Tab reaches "Read all" and then each entry's actions.
 * - **Screen reader:** A region named by its title; the entries are a list.
 * - **Do:** Pass `onReadAll` only when something is unread.
 * - **Don't:** Page the feed with infinite scroll without a way to reach the end by keyboard.
 */
export function NewsList({
  title,
  children,
  onReadAll,
  hasUnread = true,
  isReadAllPending,
  emptyText,
  titleAs: Title = 'h2',
  UNSAFE_className,
}: NewsListProps) {
  const t = useUiText();
  const titleId = useId();
  const entries = Children.toArray(children);
  return (
    <section
      className={clsx(styles.list, UNSAFE_className)}
      aria-labelledby={title ? titleId : undefined}
    >
      {(title || onReadAll) && (
        <header className={styles.header}>
          {title && (
            <Title id={titleId} className={styles.title}>
              {title}
            </Title>
          )}
          {onReadAll && entries.length > 0 && (
            <Button
              variant="ghost"
              size="small"
              icon={<CheckCheck size={16} aria-hidden />}
              onPress={onReadAll}
              isDisabled={!hasUnread}
              isPending={isReadAllPending}
              UNSAFE_className={styles.readAll}
            >
              {t(texts.readAll)}
            </Button>
          )}
        </header>
      )}
      {entries.length > 0 ? (
        <ul className={styles.entries}>
          {entries.map((entry, index) => (
            <li
              key={typeof entry === 'object' && 'key' in entry ? (entry.key ?? index) : index}
              className={styles.entry}
            >
              {entry}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState framed icon={<Newspaper size={28} />} description={emptyText} />
      )}
    </section>
  );
}
