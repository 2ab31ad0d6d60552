/** How the discovery models read the client's answers: data, or a failure with the server's code. */
import { ClientError, type Result } from '@amora/client';
import { errorCodes } from '@amora/contract';

/** The data of an answer; a refusal becomes the effect's failure, carrying the server's code. */
export const dataOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw result.error;
  return result.data;
};

/** The spec's error key of a failed call, when the server sent one. */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof ClientError ? error.code : undefined;

/** The server refused a paid action for want of coins: the "Out of coins!" dialog opens. */
export const isOutOfCoins = (error: unknown) => codeOf(error) === errorCodes.ERR_BALANCE_TOO_LOW;

/** A load superseded by a newer one of the same URL: not a failure the member should see. */
export const isAborted = (error: unknown) =>
  error instanceof ClientError && error.label === 'aborted';
