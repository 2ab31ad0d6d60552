/**
 * The price of a private picture (spec 02 section 5: 5 to 500 coins, step 1), with its bounds from
 * the server's configuration; the contract's limits until the configuration has loaded.
 */
import { limits } from '@amora/contract';
import { useUnit } from 'effector-react';
import { $configuration } from '../../session/model';

export interface PriceRange {
  min: number;
  max: number;
}

export function usePriceRange(): PriceRange {
  const configuration = useUnit($configuration);
  const { min, max } = configuration?.limits.imagePrice ?? limits.imagePrice;
  return { min, max };
}

/** The price typed in, when it is a whole number of coins within the range. */
export const priceWithin = (typed: string, range: PriceRange): number | undefined => {
  if (!/^\d+$/.test(typed.trim())) return undefined;
  const price = Number(typed);
  return price >= range.min && price <= range.max ? price : undefined;
};
