import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Badge } from '../Badge/Badge';
import { CoinIcon } from '../CoinIcon/CoinIcon';
import { PriceTag } from '../PriceTag/PriceTag';
import { Description, FieldError, type FieldTextProps, Label } from '../private/Field/Field';
import { SelectionMark } from '../private/SelectionMark/SelectionMark';
import * as styles from './ShopPackageTile.css';

/** The shop package badges of the spec. */
export const shopPackageBadges = [
  'popular',
  'recommended',
  'bestPrice',
  'consumable',
  'starter',
] as const;
export type ShopPackageBadge = (typeof shopPackageBadges)[number];

const texts = defineTexts('ShopPackageTile', {
  popular: {
    de: 'Beliebt',
    en: 'Popular',
    fr: 'Populaire',
    it: 'Popolare',
    pl: 'Popularny',
    nl: 'Populair',
    da: 'Populær',
    sv: 'Populär',
  },
  recommended: {
    de: 'Empfohlen',
    en: 'Recommended',
    fr: 'Recommandé',
    it: 'Consigliato',
    pl: 'Polecany',
    nl: 'Aanbevolen',
    da: 'Anbefalet',
    sv: 'Rekommenderas',
  },
  bestPrice: {
    de: 'Bester Preis',
    en: 'Best price',
    fr: 'Meilleur prix',
    it: 'Miglior prezzo',
    pl: 'Najlepsza cena',
    nl: 'Beste prijs',
    da: 'Bedste pris',
    sv: 'Bästa pris',
  },
  consumable: {
    de: 'Verbrauchbar',
    en: 'Consumable',
    fr: 'Consommable',
    it: 'Consumabile',
    pl: 'Jednorazowy',
    nl: 'Verbruiksartikel',
    da: 'Forbrugsvare',
    sv: 'Förbrukningsbar',
  },
  starter: {
    de: 'Starterpaket',
    en: 'Starter pack',
    fr: 'Pack de démarrage',
    it: 'Pacchetto iniziale',
    pl: 'Pakiet startowy',
    nl: 'Startpakket',
    da: 'Startpakke',
    sv: 'Startpaket',
  },
  coins: {
    de: '{count, plural, one {Coin} other {Coins}}',
    en: '{count, plural, one {coin} other {coins}}',
    fr: '{count, plural, one {pièce} other {pièces}}',
    it: '{count, plural, one {moneta} other {monete}}',
    pl: '{count, plural, one {moneta} few {monety} other {monet}}',
    nl: '{count, plural, one {munt} other {munten}}',
    da: '{count, plural, one {mønt} other {mønter}}',
    sv: '{count, plural, one {mynt} other {mynt}}',
  },
  perCoin: {
    de: '{price} pro Coin',
    en: '{price} per coin',
    fr: '{price} par pièce',
    it: '{price} a moneta',
    pl: '{price} za monetę',
    nl: '{price} per munt',
    da: '{price} pr. mønt',
    sv: '{price} per mynt',
  },
});

const badgePriority: readonly ShopPackageBadge[] = [
  'popular',
  'recommended',
  'bestPrice',
  'starter',
  'consumable',
];

const badgeTone = {
  popular: 'brand',
  recommended: 'secondary',
  bestPrice: 'success',
  consumable: 'neutral',
  starter: 'coin',
} as const;

export interface ShopPackageTileProps {
  /** The product id, the value the list reports when this package is chosen. */
  value: string;
  /** The coins the package credits. */
  coins: number;
  /** The price in EUR. */
  price: number;
  /** The price before a discount, struck through. */
  originalPrice?: number;
  badges?: ShopPackageBadge[];
  /** Shows "€0.02 per coin" under the price; on by default. */
  showPricePerCoin?: boolean;
  isDisabled?: boolean;
  UNSAFE_className?: string;
}

/**
 * One coin package in the shop: the coins large, the price in euros and its badges. A radio
 * inside `ShopPackageList`, so exactly one package is chosen. Popular and recommended packages
 * stand out.
 */
export function ShopPackageTile({
  value,
  coins,
  price,
  originalPrice,
  badges = [],
  showPricePerCoin = true,
  isDisabled,
  UNSAFE_className,
}: ShopPackageTileProps) {
  const t = useUiText();
  const intl = useIntl();
  const isHighlighted = badges.includes('popular') || badges.includes('recommended');
  // The most important badge rides on the top edge; any others sit under the price.
  const [ribbon, ...moreBadges] = badgePriority.filter((badge) => badges.includes(badge));
  const perCoin = intl.formatNumber(price / coins, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  return (
    <Radio
      value={value}
      isDisabled={isDisabled}
      className={clsx(styles.tile({ highlighted: isHighlighted }), UNSAFE_className)}
    >
      {ribbon && (
        <span className={styles.ribbon}>
          <Badge tone={badgeTone[ribbon]} size="small">
            {t(texts[ribbon])}
          </Badge>
        </span>
      )}
      <SelectionMark className={styles.indicator} />
      <span className={styles.amount}>
        <CoinIcon size={30} />
        <span className={styles.coins}>{intl.formatNumber(coins)}</span>
      </span>
      <span className={styles.unit}>{t(texts.coins, { count: coins })}</span>
      <span className={styles.divider} aria-hidden />
      <PriceTag amount={price} originalAmount={originalPrice} currency="EUR" size="standard" />
      {showPricePerCoin && (
        <span className={styles.perCoin}>{t(texts.perCoin, { price: perCoin })}</span>
      )}
      {moreBadges.length > 0 && (
        <span className={styles.moreBadges}>
          {moreBadges.map((badge) => (
            <Badge key={badge} tone={badgeTone[badge]} size="small">
              {t(texts[badge])}
            </Badge>
          ))}
        </span>
      )}
    </Radio>
  );
}

export interface ShopPackageListProps
  extends Omit<RadioGroupProps, 'className' | 'style' | 'children' | 'orientation'>,
    FieldTextProps {
  /** The visible label of the group ("Choose a package"). */
  label: ReactNode;
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * The coin packages as one radio group, each a `ShopPackageTile`: the coins large, the price in
 * euros and its badges. Popular and recommended packages stand out. Exactly one package is chosen.
 *
 * - **Keyboard:** Tab enters the group on the chosen package; the arrow keys move the choice.
 * - **Screen reader:** A radio group named by its label; each tile is a radio read with its coins,
 *   price (and the price it replaces) and badges.
 * - **Do:** Preselect the recommended package.
 * - **Don't:** Buy on choosing: the member confirms with the button after the list.
 */
export function ShopPackageList({
  label,
  description,
  errorMessage,
  children,
  UNSAFE_className,
  ...props
}: ShopPackageListProps) {
  return (
    <RadioGroup {...props} orientation="horizontal" className={clsx(styles.list, UNSAFE_className)}>
      <Label>{label}</Label>
      {description && <Description>{description}</Description>}
      <div className={styles.grid}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
