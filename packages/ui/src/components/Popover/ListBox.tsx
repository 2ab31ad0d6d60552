import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Text } from 'react-aria-components';
import * as styles from './Popover.css';

/** One choice of a Select or ComboBox. */
export interface ListOption {
  id: string;
  label: string;
  /** A second, muted line (a zip code, a country). */
  description?: string;
  isDisabled?: boolean;
}

interface OptionListProps {
  /** Left out inside a ComboBox, which hands its own (filtered) items to the list. */
  items?: Iterable<ListOption>;
  /** Shown in place of the options when there are none. */
  renderEmptyState?: () => ReactNode;
}

/** The list of options inside a dropdown popover. Internal to the library. */
export function OptionList({ items, renderEmptyState }: OptionListProps) {
  return (
    <ListBox<ListOption> items={items} className={styles.list} renderEmptyState={renderEmptyState}>
      {(option) => (
        <ListBoxItem
          id={option.id}
          textValue={option.label}
          isDisabled={option.isDisabled}
          className={styles.item}
        >
          {/* One label for both lines: the zip is part of what the option is called. */}
          <Text slot="label" className={styles.itemText}>
            <span className={styles.itemLabel}>{option.label}</span>
            {option.description && (
              <span className={styles.itemDescription}>{option.description}</span>
            )}
          </Text>
          <Check size={18} aria-hidden className={styles.check} />
        </ListBoxItem>
      )}
    </ListBox>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.emptyState}>{children}</div>;
}
