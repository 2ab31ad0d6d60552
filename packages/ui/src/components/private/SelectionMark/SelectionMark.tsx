import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import * as styles from './SelectionMark.css';

/**
 * The check mark of a selectable tile (payment method, coin package). It follows the tile's
 * `data-selected`, so it must be a direct child of the tile; `className` places it.
 */
export function SelectionMark({ className }: { className?: string }) {
  return (
    <span className={clsx(styles.mark, className)} aria-hidden>
      <Check size={14} strokeWidth={3} />
    </span>
  );
}
