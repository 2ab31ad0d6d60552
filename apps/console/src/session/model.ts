/**
 * The signed-in operator. The console starts by asking the server who is signed in (the cookie
 * is httpOnly); a sign-in sets the operator, a sign-out or any 401 clears it and the console
 * shows the sign-in again.
 */
import type { Operator, OperatorRole, OperatorSignInPayload } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { consoleEffect, sessionEnded } from '../shared/api';
import { unwrap } from '../shared/result';

export const consoleStarted = createEvent();

export const whoAmIFx = consoleEffect(async (api) => unwrap(await api.me.request()));
export const signInFx = consoleEffect(async (api, body: OperatorSignInPayload) =>
  unwrap(await api.signIn.request({ body })),
);
export const signOutFx = consoleEffect(async (api) => {
  await api.signOut();
});
export const signOutPressed = createEvent();

export const $operator = createStore<Operator | null>(null)
  .on(whoAmIFx.doneData, (_, operator) => operator)
  .on(signInFx.doneData, (_, operator) => operator)
  .reset(sessionEnded, signOutFx.finally);

/** Known once the first question is answered: until then the console shows a loader. */
export const $sessionKnown = createStore(false).on(whoAmIFx.finally, () => true);

/** Whether the operator may see what the roles name (an admin sees everything). */
export const allows = (operator: Operator | null, roles: readonly OperatorRole[]) =>
  operator !== null && (operator.role === 'admin' || roles.includes(operator.role));

sample({ clock: consoleStarted, target: whoAmIFx });
sample({ clock: signOutPressed, target: signOutFx });
