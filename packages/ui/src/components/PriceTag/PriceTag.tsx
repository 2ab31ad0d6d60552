import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { CoinIcon } from '../CoinIcon/CoinIcon';
import * as styles from './PriceTag.css';

const texts = defineTexts('PriceTag', {
  coins: {
    de: '{count, plural, one {# Coin} other {# Coins}}',
    en: '{count, plural, one {# coin} other {# coins}}',
    fr: '{count, plural, one {# pièce} other {# pièces}}',
    it: '{count, plural, one {# moneta} other {# monete}}',
    pl: '{count, plural, one {# moneta} few {# monety} other {# monet}}',
    nl: '{count, plural, one {# munt} other {# munten}}',
    da: '{count, plural, one {# mønt} other {# mønter}}',
    sv: '{count, plural, one {# mynt} other {# mynt}}',
  },
  free: {
    de: 'Gratis',
    en: 'Free',
    fr: 'Gratuit',
    it: 'Gratis',
    pl: 'Za darmo',
    nl: 'Gratis',
    da: 'Gratis',
    sv: 'Gratis',
  },
  instead: {
    de: 'statt {price}',
    en: 'instead of {price}',
    fr: 'au lieu de {price}',
    it: 'invece di {price}',
    pl: 'zamiast {price}',
    nl: 'in plaats van {price}',
    da: 'i stedet for {price}',
    sv: 'i stället för {price}',
  },
});

export interface PriceTagProps {
  /** Coins as a whole number, or euros. */
  amount: number;
  /** The product's in-app currency (coins) or money (EUR is the only currency). */
  currency?: 'coins' | 'EUR';
  /** Covered by a free allowance: shows "Free" instead of the amount. */
  isFree?: boolean;
  /** The price before a discount, struck through. */
  originalAmount?: number;
  size?: 'small' | 'standard' | 'large';
  tone?: 'neutral' | 'coin' | 'inherit';
  UNSAFE_className?: string;
}

/**
 * A price in coins (with the coin mark) or in euros, with an optional struck-through original price
 * or "Free".
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** The visible digits are hidden; the price is read in full words ("35 coins",
 *   "€6.99 instead of €9.99").
 * - **Do:** Use it for every price so prices read the same everywhere.
 * - **Don't:** Write a price as plain text next to a `CoinIcon`.
 */
export function PriceTag({
  amount,
  currency = 'coins',
  isFree,
  originalAmount,
  size,
  tone,
  UNSAFE_className,
}: PriceTagProps) {
  const intl = useIntl();
  const t = useUiText();
  const className = clsx(styles.priceTag({ size, tone }), UNSAFE_className);
  if (isFree) {
    return <span className={clsx(className, styles.free)}>{t(texts.free)}</span>;
  }
  const format = (value: number) =>
    currency === 'EUR'
      ? intl.formatNumber(value, { style: 'currency', currency: 'EUR' })
      : intl.formatNumber(value);
  const spoken = (value: number) =>
    currency === 'EUR' ? format(value) : t(texts.coins, { count: value });
  return (
    <span className={className}>
      {currency === 'coins' && <CoinIcon size="1em" />}
      <span aria-hidden>{format(amount)}</span>
      {originalAmount !== undefined && (
        <span className={styles.original} aria-hidden>
          {format(originalAmount)}
        </span>
      )}
      <span className={visuallyHidden}>
        {spoken(amount)}
        {originalAmount !== undefined && ` ${t(texts.instead, { price: spoken(originalAmount) })}`}
      </span>
    </span>
  );
}
