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
 * A single choice from a list that opens in a popover: type-ahead, arrow keys, Enter and Escape
 * work as in a native select. `value` is the chosen option's `id`.
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
