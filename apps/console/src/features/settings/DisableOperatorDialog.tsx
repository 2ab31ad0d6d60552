/** Asks before an operator is disabled (an alert: it cannot be undone in the console). */
import { Button, Dialog, Notice, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import {
  $disableFailure,
  $disablePending,
  $disabling,
  disableCancelled,
  disableConfirmed,
} from './model';

export function DisableOperatorDialog() {
  const intl = useIntl();
  const [operator, pending, failure, cancel, confirm] = useUnit([
    $disabling,
    $disablePending,
    $disableFailure,
    disableCancelled,
    disableConfirmed,
  ]);
  if (!operator) return null;
  const t = (id: string) => intl.formatMessage({ id }, { name: operator.name });
  return (
    <Dialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !pending) cancel();
      }}
      title={t('settings.disable.title')}
      footer={
        <>
          <Button variant="critical" onPress={confirm} isPending={pending}>
            {t('settings.disable.confirm')}
          </Button>
          <Button variant="ghost" onPress={cancel} isDisabled={pending}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <Stack space="gutter">
        <Text>{t('settings.disable.text')}</Text>
        {failure && (
          <Notice tone="critical">
            {t('settings.disable.failed')} {t(`error.${failure}`)}
          </Notice>
        )}
      </Stack>
    </Dialog>
  );
}
