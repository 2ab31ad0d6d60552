/**
 * The wiring of a paid shop call to the balance: the new balance from the answer, "Out of coins!"
 * when the server says so.
 */
import type { CoinInfo } from '@amora/contract';
import { type Effect, sample } from 'effector';
import { coinInfoReceived, outOfCoins } from '../../../member/model';
import { isOutOfCoins } from '../../../shared/result';

/** The balance shown is the answer's; a refusal for want of coins opens "Out of coins!". */
export const chargesCoins = <Params, Done extends { coinInfo: CoinInfo }>(
  fx: Effect<Params, Done>,
) => {
  sample({ clock: fx.doneData, fn: ({ coinInfo }) => coinInfo, target: coinInfoReceived });
  sample({ clock: fx.failData, filter: isOutOfCoins, target: outOfCoins });
};
