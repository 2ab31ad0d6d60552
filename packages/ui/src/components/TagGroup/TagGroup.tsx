import { clsx } from 'clsx';
import { AlertCircle, Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
  Button,
  TagList,
  Text,
} from 'react-aria-components';
import { Description, fieldStyles, Label } from '../private/Field/Field';
import * as styles from './TagGroup.css';

export interface TagGroupProps extends Omit<AriaTagGroupProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Shown instead of the tags when there is none. */
  emptyText?: ReactNode;
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * Chips for interests and moods: choose one or several (`selectionMode`), or remove them
 * (`onRemove`), each a `Tag`.
 *
 * - **Keyboard:** Tab enters the group; the arrow keys move between tags; Space or Enter chooses;
 *   Backspace or Delete removes a removable tag.
 * - **Screen reader:** A grid named by its label; each tag is read with its selection; a removable
 *   tag has a remove button (react-aria's own text, following `I18nProvider`).
 * - **Do:** Use it for short words; keep the order stable.
 * - **Don't:** Use a tag as a link.
 */
export function TagGroup({
  label,
  description,
  errorMessage,
  emptyText,
  children,
  UNSAFE_className,
  ...props
}: TagGroupProps) {
  return (
    <AriaTagGroup {...props} className={clsx(styles.group, UNSAFE_className)}>
      <Label>{label}</Label>
      <TagList
        className={styles.list}
        renderEmptyState={
          emptyText ? () => <span className={styles.empty}>{emptyText}</span> : undefined
        }
      >
        {children}
      </TagList>
      {description && <Description>{description}</Description>}
      {/* react-aria's FieldError needs form validation, which a tag group has not: a plain slot. */}
      {errorMessage && (
        <Text slot="errorMessage" className={fieldStyles.fieldError}>
          <AlertCircle size={14} aria-hidden />
          {errorMessage}
        </Text>
      )}
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'className' | 'style' | 'children'> {
  children: string;
  /** An emoji or icon before the text. */
  icon?: ReactNode;
}

export function Tag({ children, icon, ...props }: TagProps) {
  return (
    <AriaTag {...props} textValue={children} className={styles.tag}>
      {({ allowsRemoving, isSelected }) => (
        <>
          {isSelected && <Check size={16} aria-hidden className={styles.check} />}
          {icon && <span aria-hidden>{icon}</span>}
          {children}
          {allowsRemoving && (
            // react-aria names the button itself, in its locale: "Remove" and the tag's text.
            <Button slot="remove" className={styles.remove}>
              <X size={14} aria-hidden />
            </Button>
          )}
        </>
      )}
    </AriaTag>
  );
}
