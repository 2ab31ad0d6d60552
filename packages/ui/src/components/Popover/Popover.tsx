import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Heading,
  OverlayArrow,
} from 'react-aria-components';
import * as styles from './Popover.css';

export { DialogTrigger as PopoverTrigger } from '../private/trigger/trigger';

export interface PopoverProps
  extends Pick<
    AriaPopoverProps,
    'placement' | 'offset' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'triggerRef'
  > {
  /** A short heading; without one, give the popover an `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
  /** The arrow pointing at the trigger; on by default. */
  showArrow?: boolean;
}

/**
 * A small non-modal bubble for info content next to its trigger (inside a `PopoverTrigger`). Escape
 * and a click outside close it, and focus returns to the trigger.
 *
 * - **Keyboard:** Enter or Space on the trigger opens it and moves focus into it; Tab moves inside;
 *   Escape closes it.
 * - **Screen reader:** A dialog named by its `title` (or `aria-label`); the trigger says whether it
 *   is expanded.
 * - **Do:** Keep it to short content: an explanation, a few actions.
 * - **Don't:** Put a form in it; use a `Dialog`.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  children,
  showArrow = true,
  offset,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 8)}
      className={clsx(styles.surface, styles.info)}
    >
      {showArrow && (
        <OverlayArrow>
          <svg width={16} height={8} viewBox="0 0 16 8" className={styles.arrow} aria-hidden>
            <path d="M0 0 L8 8 L16 0" className={styles.arrowShape} />
          </svg>
        </OverlayArrow>
      )}
      <AriaDialog className={styles.infoDialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className={styles.infoTitle}>
            {title}
          </Heading>
        )}
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}

export interface DropdownPopoverProps
  extends Pick<AriaPopoverProps, 'placement' | 'offset' | 'triggerRef' | 'isNonModal'> {
  children: ReactNode;
  /** Menus size to their content; field lists take at least the field's width. */
  matchTriggerWidth?: boolean;
}

/** The popover that holds the list of a Select, ComboBox or Menu. Internal to the library. */
export function DropdownPopover({
  children,
  matchTriggerWidth = true,
  offset = 6,
  ...props
}: DropdownPopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset}
      className={clsx(styles.surface, matchTriggerWidth && styles.dropdown)}
    >
      {children}
    </AriaPopover>
  );
}
