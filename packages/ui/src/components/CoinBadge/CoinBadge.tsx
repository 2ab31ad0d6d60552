import { mediaQuery, motion } from '@amora/tokens';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { CoinIcon } from '../CoinIcon/CoinIcon';
import * as styles from './CoinBadge.css';

export const coinBadgeVariants = ['standard', 'compact'] as const;

const texts = defineTexts('CoinBadge', {
  balance: {
    de: 'Guthaben: {total, plural, one {# Coin} other {# Coins}}',
    en: 'Balance: {total, plural, one {# coin} other {# coins}}',
    fr: 'Solde : {total, plural, one {# pièce} other {# pièces}}',
    it: 'Saldo: {total, plural, one {# moneta} other {# monete}}',
    pl: 'Saldo: {total, plural, one {# moneta} few {# monety} other {# monet}}',
    nl: 'Saldo: {total, plural, one {# munt} other {# munten}}',
    da: 'Saldo: {total, plural, one {# mønt} other {# mønter}}',
    sv: 'Saldo: {total, plural, one {# mynt} other {# mynt}}',
  },
  ofWhichFree: {
    de: 'davon {free} gratis',
    en: '{free} of them free',
    fr: 'dont {free} gratuites',
    it: 'di cui {free} gratis',
    pl: 'w tym darmowe: {free}',
    nl: 'waarvan {free} gratis',
    da: 'heraf {free} gratis',
    sv: 'varav {free} gratis',
  },
  free: {
    de: '+ {free} gratis',
    en: '+ {free} free',
    fr: '+ {free} offertes',
    it: '+ {free} gratis',
    pl: '+ {free} gratis',
    nl: '+ {free} gratis',
    da: '+ {free} gratis',
    sv: '+ {free} gratis',
  },
  openShop: {
    de: 'Zum Shop',
    en: 'Open the shop',
    fr: 'Ouvrir la boutique',
    it: 'Apri il negozio',
    pl: 'Otwórz sklep',
    nl: 'Open de winkel',
    da: 'Åbn butikken',
    sv: 'Öppna butiken',
  },
  changed: {
    de: 'Neues Guthaben: {total, plural, one {# Coin} other {# Coins}}',
    en: 'New balance: {total, plural, one {# coin} other {# coins}}',
    fr: 'Nouveau solde : {total, plural, one {# pièce} other {# pièces}}',
    it: 'Nuovo saldo: {total, plural, one {# moneta} other {# monete}}',
    pl: 'Nowe saldo: {total, plural, one {# moneta} few {# monety} other {# monet}}',
    nl: 'Nieuw saldo: {total, plural, one {# munt} other {# munten}}',
    da: 'Ny saldo: {total, plural, one {# mønt} other {# mønter}}',
    sv: 'Nytt saldo: {total, plural, one {# mynt} other {# mynt}}',
  },
});

/** How long a count-up takes: twice the slow motion token. */
const countDuration = Number.parseFloat(motion.durationSlow) * 2;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.(mediaQuery.reducedMotion).matches;
}

/** Counts from the previous value to the new one; jumps straight there under reduced motion. */
function useCountUp(value: number): number {
  const [shown, setShown] = useState(value);
  const current = useRef(value);
  useEffect(() => {
    const from = current.current;
    if (from === value) return;
    if (prefersReducedMotion()) {
      current.current = value;
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / countDuration);
      const eased = 1 - (1 - progress) ** 3;
      const next = Math.round(from + (value - from) * eased);
      current.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return shown;
}

export interface CoinBadgeProps {
  /** Paid coins. */
  coins: number;
  /** Free coins, shown apart ("120 + 6 free"); the balance is coins + freeCoins. */
  freeCoins?: number;
  /** Makes the badge a link, usually to the coin shop. */
  href?: string;
  onPress?: () => void;
  /** `compact` shows only the total, for the phone's top bar. */
  variant?: (typeof coinBadgeVariants)[number];
  UNSAFE_className?: string;
}

/**
 * The member's coin balance for the top bar, with free coins beside it. A change counts up or down
 * with a short pulse (a jump under reduced motion). With `href` or `onPress` it leads to the shop.
 *
 * - **Keyboard:** A linked or pressable badge is one Tab stop; Enter follows it. Otherwise it is
 *   not focusable.
 * - **Screen reader:** The counting digits are hidden; the balance is read in words (with the free
 *   coins), and a change is announced once, politely, as the new balance.
 * - **Do:** Keep it in the top bar, one per page.
 * - **Don't:** Show the balance a second time as a live region elsewhere: the member would hear it
 *   twice.
 */
export function CoinBadge({
  coins,
  freeCoins = 0,
  href,
  onPress,
  variant = 'standard',
  UNSAFE_className,
}: CoinBadgeProps) {
  const t = useUiText();
  const intl = useIntl();
  const total = coins + freeCoins;
  const shownCoins = useCountUp(coins);
  const shownFree = useCountUp(freeCoins);
  const shownTotal = useCountUp(total);

  const [change, setChange] = useState<{ count: number; direction: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const previousTotal = useRef(total);
  useEffect(() => {
    if (previousTotal.current === total) return;
    const direction = total > previousTotal.current ? 'up' : 'down';
    previousTotal.current = total;
    setChange((last) => ({ count: (last?.count ?? 0) + 1, direction }));
    setAnnouncement(t(texts.changed, { total }));
  }, [total, t]);

  const spoken = [
    t(texts.balance, { total }),
    freeCoins > 0 ? t(texts.ofWhichFree, { free: intl.formatNumber(freeCoins) }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  const isCompact = variant === 'compact';
  const visible = (
    <span
      // Remounting on each change restarts the pulse animation.
      key={change?.count ?? 0}
      className={styles.amounts}
      data-changed={change?.direction}
      aria-hidden
    >
      <CoinIcon size={isCompact ? 18 : 20} />
      <span className={styles.coins}>{intl.formatNumber(isCompact ? shownTotal : shownCoins)}</span>
      {!isCompact && freeCoins > 0 && (
        <span className={styles.free}>{t(texts.free, { free: intl.formatNumber(shownFree) })}</span>
      )}
    </span>
  );

  const className = clsx(
    styles.badge({ variant, pressable: Boolean(href || onPress) }),
    UNSAFE_className,
  );
  return (
    <span className={styles.root}>
      {href || onPress ? (
        <Link href={href} onPress={onPress} className={className}>
          {visible}
          <span className={visuallyHidden}>{`${spoken}. ${t(texts.openShop)}`}</span>
        </Link>
      ) : (
        <span className={className}>
          {visible}
          <span className={visuallyHidden}>{spoken}</span>
        </span>
      )}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </span>
  );
}
