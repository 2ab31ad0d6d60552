/**
 * What every paid action of this feature shares (spec 02 sections 4 and 8): the answer's balance
 * becomes the one shown, ERR_BALANCE_TOO_LOW opens the "Out of coins!" dialog, and any other
 * refusal the screen owns becomes a notice.
 */
import type { ClientError, Result } from '@amora/client';
import type { CoinInfo, Configuration, User } from '@amora/contract';
import { type Effect, sample, type Unit, type UnitTargetable } from 'effector';
import { canSpend, coinInfoReceived, outOfCoins } from '../../member/model';
import { $configuration, $user } from '../../session/model';
import { notified } from '../../shared/notify';
import { isAborted, isOutOfCoins } from '../../shared/result';

/**
 * A refusal the screen shows itself. Interruptive failures (no connection, server fault, expired
 * session) are already notified by the client, and a superseded call is no failure at all.
 */
export const isOwnRefusal = (error: ClientError) =>
  !error.interruptive && !isAborted(error) && !isOutOfCoins(error);

/** Wires a paid call's answers: balance from the server, out of coins, or "that did not work". */
export const settlePaidAnswers = <Params, Data extends { coinInfo: CoinInfo }>(
  fx: Effect<Params, Result<Data>>,
) => {
  const paidInfo = sample({
    clock: fx.doneData,
    fn: (answer) => (answer.ok ? answer.data.coinInfo : null),
  });
  sample({
    clock: paidInfo,
    filter: (info): info is CoinInfo => info !== null,
    target: coinInfoReceived,
  });
  sample({
    clock: fx.doneData,
    filter: (answer) => !answer.ok && isOutOfCoins(answer.error),
    target: outOfCoins,
  });
  notifyRefusals(fx);
};

/** A call refused for a reason of its own (not found, blocked) tells the member it did not work. */
export const notifyRefusals = <Params, Data>(fx: Effect<Params, Result<Data>>) => {
  sample({
    clock: fx.doneData,
    filter: (answer) => !answer.ok && isOwnRefusal(answer.error),
    fn: () => ({ kind: 'error' as const, id: 'people.failed' as const }),
    target: notified,
  });
};

/**
 * The client's spend guard in front of a paid call (spec 02 section 5): `clock` reaches `target`
 * when the action is free for the member or its price is covered by coins and freeCoins;
 * otherwise the "Out of coins!" dialog opens and nothing is sent.
 */
export const guardSpend = <Params>({
  clock,
  price,
  isFree = () => false,
  target,
}: {
  clock: Unit<Params>;
  price: (configuration: Configuration | null, params: Params) => number;
  isFree?: (user: User | null, params: Params) => boolean;
  target: UnitTargetable<Params>;
}) => {
  const checked = sample({
    clock,
    source: { user: $user, configuration: $configuration },
    fn: ({ user, configuration }, params) => ({
      params,
      affordable: isFree(user, params) || canSpend(user, price(configuration, params)),
    }),
  });
  sample({
    clock: checked,
    filter: ({ affordable }) => affordable,
    fn: ({ params }) => params,
    target,
  });
  sample({ clock: checked, filter: ({ affordable }) => !affordable, target: outOfCoins });
};
