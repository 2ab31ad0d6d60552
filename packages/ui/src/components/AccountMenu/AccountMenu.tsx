import { ChevronDown } from 'lucide-react';
import { Button, type MenuTriggerProps } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Menu, type MenuProps, MenuTrigger } from '../Menu/Menu';
import * as styles from './AccountMenu.css';

const texts = defineTexts('AccountMenu', {
  account: {
    de: 'Dein Konto',
    en: 'Your account',
    fr: 'Ton compte',
    it: 'Il tuo account',
    pl: 'Twoje konto',
    nl: 'Je account',
    da: 'Din konto',
    sv: 'Ditt konto',
  },
});

export interface AccountMenuProps<T extends object>
  extends MenuProps<T>,
    Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The member's name, for the picture's description. */
  name: string;
  /** The member's profile picture; the placeholder without one. */
  picture?: string | null;
  /** Something new inside the menu (unread news) as a count on the picture. */
  count?: number;
  /** What the count counts ("2 unread news"), spoken with the button's name. */
  countLabel?: string;
  /** The button's accessible name; "Your account" in the current language by default. */
  label?: string;
}

/**
 * The member's own picture in the top bar, opening the menu of everything about the account:
 * settings, news, support, log out. Put `MenuItem`s (with `href` for pages) inside; `count` puts a
 * badge on the picture.
 *
 * - **Keyboard:** Tab reaches the picture button; Enter, Space or Arrow Down opens the menu on its
 *   first item, Arrow Up on its last. Arrow keys move, Enter activates, typing a letter jumps to an
 *   item, Escape closes and returns focus to the button.
 * - **Screen reader:** A button named by `label` (with the count when there is one) that opens a
 *   menu; items are read as menu items.
 * - **Do:** Keep it to account pages and actions; give every page item an `href` so it is a real
 *   link.
 * - **Don't:** Put the main navigation here: that is `AppShell`'s.
 */
export function AccountMenu<T extends object>({
  name,
  picture,
  count,
  countLabel,
  label,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: AccountMenuProps<T>) {
  const t = useUiText();
  const hasCount = count !== undefined && count > 0;
  const buttonName = label ?? t(texts.account);
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button
        className={styles.trigger}
        aria-label={hasCount && countLabel ? `${buttonName}, ${countLabel}` : buttonName}
      >
        <span className={styles.picture}>
          <Avatar name={name} src={picture} size="xsmall" decorative />
          {hasCount && (
            <span className={styles.count} aria-hidden>
              <Badge tone="brand" size="small" count={count} label={countLabel} />
            </span>
          )}
        </span>
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </Button>
      <Menu {...props} />
    </MenuTrigger>
  );
}
