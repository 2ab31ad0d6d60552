import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from 'react-aria-components';
import { type ListOption, OptionList } from '../Popover/ListBox';
import { DropdownPopover } from '../Popover/Popover';
import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../private/Field/Field';
import * as styles from './Select.css';

export type SelectOption = ListOption;

export interface SelectProps
  extends Omit<
      AriaSelectProps<SelectOption, 'single'>,
      'className' | 'style' | 'children' | 'items' | 'selectionMode'
    >,
    FieldTextProps {
  /** The choices, each with an `id` (the value) and a visible `label`. */
  items: readonly SelectOption[];
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/**
 * A single choice from a list that opens in a popover. `value` is the chosen option's `id`; options
 * may have a `description`.
 *
 * - **Keyboard:** Tab focuses the button; Enter, Space or Arrow Down / Up open the list; arrows
 *   move, Enter chooses, Escape closes; typing letters jumps to an option, also while closed.
 * - **Screen reader:** A button named by the label with the chosen value, announced as opening a
 *   list box; options are read with their position; description and error are read with the button.
 * - **Do:** Use it for more than five options or where space is short.
 * - **Don't:** Use it for two or three options that fit on screen: a `RadioGroup` or
 *   `SegmentedControl` shows them at once.
 */
export function Select({
  label,
  description,
  errorMessage,
  items,
  UNSAFE_className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect {...props} className={clsx(fieldStyles.field, UNSAFE_className)}>
      {label && <Label>{label}</Label>}
      <SelectControl items={items} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaSelect>
  );
}

/**
 * The trigger and the list of a select, without label or error; for fields made of several
 * selects (BirthdateField) that share one label and one error. Internal to the library.
 */
export function SelectControl({ items }: { items: readonly SelectOption[] }) {
  return (
    <>
      <Button className={styles.trigger}>
        <SelectValue<SelectOption> className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDown size={20} aria-hidden className={styles.chevron} />
      </Button>
      <DropdownPopover>
        <OptionList items={items} />
      </DropdownPopover>
    </>
  );
}
