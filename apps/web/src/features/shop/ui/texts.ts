/**
 * Texts the shop composes from data: a server error code (the shop's own codes first, then the
 * app's), and a gift of free amounts ("5 coins, 10 swipes") for the wheel and the event days.
 */
import { type Bonus, freeAllowanceCounters } from '@amora/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../i18n/errorText';

export function useShopErrorText(): (code: string | null | undefined) => string | undefined {
  const intl = useIntl();
  const errorText = useErrorText();
  return useCallback(
    (code) => {
      if (!code) return undefined;
      const id = `shop.error.${code}`;
      return id in intl.messages ? intl.formatMessage({ id }) : errorText(code);
    },
    [intl, errorText],
  );
}

const giftParts = ['freeCoins', 'stars', ...freeAllowanceCounters] as const;

/** "5 coins" or "10 swipes, 1 turbo rocket": every part a gift names, in a fixed order. */
export function useGiftText(): (gift: Bonus) => string {
  const intl = useIntl();
  return useCallback(
    (gift) =>
      intl.formatList(
        giftParts
          .filter((part) => (gift[part] ?? 0) > 0)
          .map((part) => intl.formatMessage({ id: `shop.gift.${part}` }, { count: gift[part] })),
      ),
    [intl],
  );
}
