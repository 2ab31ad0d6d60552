import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalogue';

/**
 * The text of an error code of @amora/contract (a validation issue's message or an ApiError's
 * code) in the member's language; a code without its own text reads as "input not valid".
 */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (code: string | undefined) => {
      if (!code) return undefined;
      const id = `error.${code}`;
      const known: MessageId = id in intl.messages ? (id as MessageId) : 'error.VALIDATION_FAILED';
      return intl.formatMessage({ id: known });
    },
    [intl],
  );
}
