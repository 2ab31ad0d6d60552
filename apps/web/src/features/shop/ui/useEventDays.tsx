/** An event's days as the banner draws them: "+5 coins", with the coin mark for coins. */
import type { Event } from '@amora/contract';
import { CoinIcon, type EventDay } from '@amora/ui';
import { Gift } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useGiftText } from './texts';

export function useEventDays(event: Event | null): EventDay[] {
  const intl = useIntl();
  const giftText = useGiftText();
  return (event?.days ?? []).map(({ bonus }) => ({
    gift: intl.formatMessage({ id: 'shop.gift.plus' }, { gift: giftText(bonus) }),
    icon: bonus.freeCoins ? <CoinIcon size={26} /> : <Gift size={22} />,
  }));
}
