/**
 * How the models read the client's answers and failures: the data of a success, the server's
 * error code of a refusal, and the refusals every screen treats alike (out of coins, superseded).
 */
import { ClientError, type Result } from '@amora/client';
import { errorCodes } from '@amora/contract';

/** The data of an answer; a refusal becomes the effect's failure, carrying the server's code. */
export const dataOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw result.error;
  return result.data;
};

/** The server's error code of a failure: a client error's, or a hub OnError's payload's. */
export const codeOf = (failure: unknown): string | undefined => {
  const code = (failure as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The refusal of an answer as an error code of @amora/contract; null for a success. */
export const problemOf = (result: Result<unknown>): string | null =>
  result.ok ? null : (result.error.code ?? errorCodes.VALIDATION_FAILED);

/**
 * The server refused a paid action for want of coins, under either spelling of spec 02 section 8:
 * the "Out of coins!" dialog opens instead of a notice.
 */
export const isOutOfCoins = (failure: unknown) => {
  const code = codeOf(failure);
  return code === errorCodes.ERR_BALANCE_TOO_LOW || code === 'BALANCE_TOO_LOW';
};

/** A load superseded by a newer one of the same URL: not a failure the member should see. */
export const isAborted = (failure: unknown) =>
  failure instanceof ClientError && failure.label === 'aborted';
