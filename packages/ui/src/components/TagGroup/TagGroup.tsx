import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
  Button,
  TagList,
} from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Description, FieldError, Label } from '../private/Field/Field';
import * as styles from './TagGroup.css';

const texts = defineTexts('TagGroup', {
  remove: {
    de: '{name} entfernen',
    en: 'Remove {name}',
    fr: 'Retirer {name}',
    it: 'Rimuovi {name}',
    pl: 'Usuń {name}',
    nl: '{name} verwijderen',
    da: 'Fjern {name}',
    sv: 'Ta bort {name}',
  },
});

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
 * (`onRemove`). Arrow keys move between tags, Space chooses, Backspace removes.
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
      {errorMessage && <FieldError>{errorMessage}</FieldError>}
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'className' | 'style' | 'children'> {
  children: string;
  /** An emoji or icon before the text. */
  icon?: ReactNode;
}

export function Tag({ children, icon, ...props }: TagProps) {
  const t = useUiText();
  return (
    <AriaTag {...props} textValue={children} className={styles.tag}>
      {({ allowsRemoving, isSelected }) => (
        <>
          {isSelected && <Check size={16} aria-hidden className={styles.check} />}
          {icon && <span aria-hidden>{icon}</span>}
          {children}
          {allowsRemoving && (
            <Button
              slot="remove"
              className={styles.remove}
              aria-label={t(texts.remove, { name: children })}
            >
              <X size={14} aria-hidden />
            </Button>
          )}
        </>
      )}
    </AriaTag>
  );
}
