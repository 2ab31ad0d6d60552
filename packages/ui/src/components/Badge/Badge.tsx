import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'brand',
  'brandSoft',
  'secondary',
  'success',
  'critical',
  'warning',
  'info',
  'coin',
] as const;

const texts = defineTexts('Badge', {
  unread: {
    de: '{count, plural, one {# ungelesene Nachricht} other {# ungelesene Nachrichten}}',
    en: '{count, plural, one {# unread message} other {# unread messages}}',
    fr: '{count, plural, one {# message non lu} other {# messages non lus}}',
    it: '{count, plural, one {# messaggio non letto} other {# messaggi non letti}}',
    pl: '{count, plural, one {# nieprzeczytana wiadomość} few {# nieprzeczytane wiadomości} other {# nieprzeczytanych wiadomości}}',
    nl: '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',
    da: '{count, plural, one {# ulæst besked} other {# ulæste beskeder}}',
    sv: '{count, plural, one {# oläst meddelande} other {# olästa meddelanden}}',
  },
});

type BadgeBase = {
  tone?: (typeof badgeTones)[number];
  size?: 'small' | 'standard';
  icon?: ReactNode;
  UNSAFE_className?: string;
};

export type BadgeProps = BadgeBase &
  (
    | { children: ReactNode; count?: never; max?: never; label?: never }
    | {
        /** A number pill, capped at `max` (shown as "99+"). */
        count: number;
        max?: number;
        /** What the number counts, for assistive technology; defaults to unread messages. */
        label?: string;
        children?: never;
      }
  );

/**
 * A small label (Popular, Premium, New) or a count pill (unread messages, new likes). With `count`
 * it shows the number capped at `max` ("99+").
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A label badge is read as its text. A count badge is an image named by
 *   `label`, "3 unread messages" by default, so the number is never read bare.
 * - **Do:** Give a count badge a `label` that says what it counts when it is not unread messages.
 * - **Don't:** Use a badge as a button or carry meaning in its tone alone.
 */
export function Badge(props: BadgeProps) {
  const t = useUiText();
  const { tone, size, icon, UNSAFE_className } = props;
  const className = clsx(styles.badge({ tone, size }), UNSAFE_className);
  if (props.count !== undefined) {
    const max = props.max ?? 99;
    const shown = props.count > max ? `${max}+` : String(props.count);
    return (
      <span
        className={className}
        role="img"
        aria-label={props.label ?? t(texts.unread, { count: props.count })}
      >
        {shown}
      </span>
    );
  }
  return (
    <span className={className}>
      {icon}
      {props.children}
    </span>
  );
}
