/**
 * What a premium package charges. A package's row keeps its list price and its discount; every
 * period (the first and each renewal, by every provider) is charged the discounted price, which
 * is also the price the catalogue shows, so the advertised price is the charged one.
 */
import type { SubscriptionProductRow } from '../db/schema';

/** The list price less the discount, to the nearest cent. */
export const chargedCents = ({
  priceCents,
  discountPercent,
}: Pick<SubscriptionProductRow, 'priceCents' | 'discountPercent'>) =>
  Math.round((priceCents * (100 - discountPercent)) / 100);
