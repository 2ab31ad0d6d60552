/**
 * What every shop call shares: the server's answer unwrapped so an effect fails with the
 * server's error (its code is the screen's to show), and the wiring of a paid call to the
 * balance: the new balance from the answer, "Out of coins!" when the server says so.
 */
import { ClientError, type Result } from '@amora/client';
import { type CoinInfo, errorCodes } from '@amora/contract';
import { type Effect, sample } from 'effector';
import { coinInfoReceived, outOfCoins } from '../../../member/model';

/** The data of a successful answer; a refusal becomes the effect's failure. */
export const answerOf = async <T>(call: Promise<Result<T>>): Promise<T> => {
  const result = await call;
  if (!result.ok) throw result.error;
  return result.data;
};

/** The server's error code of a failed call (undefined for a failure without one). */
export const errorCodeOf = (error: unknown): string | undefined =>
  error instanceof ClientError ? error.code : undefined;

/** The balance shown is the answer's; a refusal for want of coins opens "Out of coins!". */
export const chargesCoins = <Params, Done extends { coinInfo: CoinInfo }>(
  fx: Effect<Params, Done>,
) => {
  sample({ clock: fx.doneData, fn: ({ coinInfo }) => coinInfo, target: coinInfoReceived });
  sample({
    clock: fx.failData,
    filter: (error) => errorCodeOf(error) === errorCodes.ERR_BALANCE_TOO_LOW,
    target: outOfCoins,
  });
};
