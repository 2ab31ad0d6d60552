import { clsx } from 'clsx';
import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuTrigger,
  type MenuTriggerProps,
  type Placement,
  Separator,
  Text,
} from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import { DropdownPopover } from '../Popover/Popover';
import * as listStyles from '../Popover/Popover.css';
import * as styles from './Menu.css';

export { MenuTrigger };

const texts = defineTexts('Menu', {
  moreOptions: {
    de: 'Weitere Optionen',
    en: 'More options',
    fr: "Plus d'options",
    it: 'Altre opzioni',
    pl: 'Więcej opcji',
    nl: 'Meer opties',
    da: 'Flere muligheder',
    sv: 'Fler alternativ',
  },
});

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  placement?: Placement;
}

/**
 * A list of actions in a popover; put it in a `MenuTrigger` after the `IconButton` that opens it
 * (a react-aria button: the library's native `Button` does not open a menu).
 * `MenuItem` with `href` is a page, with `onAction` an action; `MenuSeparator` groups them;
 * `ActionMenu` is the ready-made "More options" (⋮) button with its menu.
 *
 * - **Keyboard:** Enter, Space or Arrow Down on the trigger opens the menu on its first item, Arrow
 *   Up on its last; arrows move, Home and End jump, typing a letter jumps to an item, Enter
 *   activates, Escape closes and returns focus to the trigger.
 * - **Screen reader:** A `menu` of `menuitem`s named by the trigger; the trigger says it has a
 *   popup and whether it is expanded.
 * - **Do:** Keep items to actions on the thing the menu belongs to; put the destructive one last,
 *   after a separator.
 * - **Don't:** Put form fields or a navigation hierarchy in a menu.
 */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <DropdownPopover placement={placement} matchTriggerWidth={false}>
      <AriaMenu {...props} className={clsx(listStyles.list, styles.menu)} />
    </DropdownPopover>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'style' | 'children'> {
  /** An icon before the label, drawn with `aria-hidden`. */
  icon?: ReactNode;
  /** Drawn in the critical colour: for actions such as Block or Delete chat. */
  isDestructive?: boolean;
  /** After the label, drawn only: a count `Badge` (unread news); say it with `badgeLabel`. */
  badge?: ReactNode;
  /** What the badge says, read after the item's name ("News 2 unread news items"). */
  badgeLabel?: string;
  children: ReactNode;
}

export function MenuItem({
  icon,
  isDestructive,
  badge,
  badgeLabel,
  children,
  ...props
}: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      data-destructive={isDestructive || undefined}
      className={clsx(listStyles.item, styles.menuItem)}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      <Text slot="label" className={clsx(listStyles.itemText, listStyles.itemLabel)}>
        {badge ? (
          // The badge's text is part of the label's, so what is seen is what is read.
          <span className={styles.labelWithBadge}>
            <span>{children}</span>{' '}
            <span className={styles.badge} aria-hidden>
              {badge}
            </span>
            {badgeLabel && <span className={visuallyHidden}>{badgeLabel}</span>}
          </span>
        ) : (
          children
        )}
      </Text>
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export interface ActionMenuProps<T extends object>
  extends MenuProps<T>,
    Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The trigger's accessible name; "More options" in the current language by default. */
  label?: string;
  /** The look of the round trigger ("media" on a photo). */
  triggerVariant?: IconButtonProps['variant'];
  triggerSize?: IconButtonProps['size'];
  isDisabled?: boolean;
}

/**
 * The "More options" button (⋮) that opens a `Menu` of actions such as Block, Report, Delete chat.
 * Put `MenuItem`s inside (`onAction` for actions, `href` for pages) and `MenuSeparator` between
 * groups.
 *
 * - **Keyboard:** Tab focuses the button; Enter, Space or Arrow Down opens the menu on its first
 *   item, Arrow Up on its last; arrows move, Home and End jump, typing a letter jumps to an item,
 *   Enter activates, Escape closes and returns focus to the button.
 * - **Screen reader:** An icon button named "More options" (or `label`) that says it opens a menu
 *   and whether it is open; the items are read as menu items with their position.
 * - **Do:** Put the destructive action last, after a separator, and confirm it in a `Dialog`.
 * - **Don't:** Hide the one main action of a screen in it.
 */
export function ActionMenu<T extends object>({
  label,
  triggerVariant,
  triggerSize,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: ActionMenuProps<T>) {
  const t = useUiText();
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <IconButton
        label={label ?? t(texts.moreOptions)}
        variant={triggerVariant}
        size={triggerSize}
        isDisabled={isDisabled}
      >
        <EllipsisVertical size={20} aria-hidden />
      </IconButton>
      <Menu {...props} />
    </MenuTrigger>
  );
}
