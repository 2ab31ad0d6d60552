/**
 * The settings page (/settings, admins only): the picture auto-approve rule, and the operators
 * with the dialogs that add one and disable one.
 */
import { Button, Heading, Inline, Notice, PageHeader, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../shared/LoadFailed';
import { AddOperatorDialog } from './AddOperatorDialog';
import { AutoApproveRule } from './AutoApproveRule';
import { DisableOperatorDialog } from './DisableOperatorDialog';
import { $loadFailure, $roleFailure, addOpened, settingsOpened, settingsRetried } from './model';
import { OperatorTable } from './OperatorTable';

export function Settings() {
  const intl = useIntl();
  const [failure, roleFailure, open, retry, add] = useUnit([
    $loadFailure,
    $roleFailure,
    settingsOpened,
    settingsRetried,
    addOpened,
  ]);
  useEffect(() => {
    open();
  }, [open]);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack space="large">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {failure && (
        <LoadFailed onRetry={retry}>
          {t('settings.failed')} {t(`error.${failure}`)}
        </LoadFailed>
      )}
      <AutoApproveRule />
      <Stack space="gutter">
        <Inline space="gutter" alignY="center" align="between">
          <Heading level={2}>{t('settings.operators.title')}</Heading>
          <Button variant="secondary" icon={<UserPlus aria-hidden />} onPress={add}>
            {t('settings.operators.add')}
          </Button>
        </Inline>
        {roleFailure && (
          <Notice tone="critical">
            {t('settings.operators.roleFailed')} {t(`error.${roleFailure}`)}
          </Notice>
        )}
        <OperatorTable />
      </Stack>
      <AddOperatorDialog />
      <DisableOperatorDialog />
    </Stack>
  );
}
