/**
 * The text of an error code for a feature's screens: the feature's own `<feature>.error.<CODE>`
 * when it has one (codes the shell's catalogue does not name yet), otherwise the shell's.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { useErrorText } from '../../i18n/errorText';

export function useProblemText(feature: 'profile' | 'account') {
  const intl = useIntl();
  const errorText = useErrorText();
  return useCallback(
    (code: string | null | undefined) => {
      if (!code) return undefined;
      const id = `${feature}.error.${code}`;
      return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : errorText(code);
    },
    [feature, intl, errorText],
  );
}
