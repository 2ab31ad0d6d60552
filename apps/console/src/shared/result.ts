/**
 * A refused call as an effect failure the screens can name: the contract's error code when the
 * server sent one (`OPERATOR_SIGN_IN_FAILED`, `FORBIDDEN` ...), otherwise what went wrong.
 */
import type { Result } from '@amora/client';

export class CallFailed extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The data of a successful call; throws CallFailed otherwise. */
export const unwrap = <T>(result: Result<T>): T => {
  if (result.ok) return result.data;
  const { error } = result;
  throw new CallFailed(
    error.apiError?.code ?? (error.label === 'network' ? 'OFFLINE' : 'INTERNAL'),
  );
};

/** The code of an effect's failure, for `FormattedMessage id={`error.${code}`}`. */
export const failureCode = (error: unknown) =>
  error instanceof CallFailed ? error.code : 'INTERNAL';
