/** What a screen shows when what it shows could not be loaded: why, and a button to try again. */
import { Button, Notice } from '@amora/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Notice
      action={
        <Button size="small" variant="secondary" onPress={onRetry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
