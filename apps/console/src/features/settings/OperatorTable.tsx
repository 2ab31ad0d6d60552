/**
 * The operators, one row each: who (with "you" on the admin's own row), the role (a choice on
 * every other active operator's row), whether the second factor is set up, the last sign-in, and
 * active or disabled with the button that disables. The admin's own row offers neither: nobody
 * disables or demotes themselves.
 */
import { type OperatorAccount, type OperatorRole, operatorRoles } from '@amora/contract';
import { Badge, Button, DataTable, type DataTableColumn, Select, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { $operator } from '../../session/model';
import { $loading, $operators, disableRequested, roleChosen } from './model';

export function OperatorTable() {
  const intl = useIntl();
  const [me, rows, loading, chooseRole, requestDisable] = useUnit([
    $operator,
    $operators,
    $loading,
    roleChosen,
    disableRequested,
  ]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const isEditable = (row: OperatorAccount) => row.id !== me?.id && row.disabledAt === null;
  const columns: DataTableColumn<OperatorAccount>[] = [
    {
      id: 'operator',
      header: t('settings.column.operator'),
      cell: (row) => (
        <Stack space="none">
          <Text as="span" size="small" weight="medium" truncate>
            {row.id === me?.id ? `${row.name} (${t('settings.you')})` : row.name}
          </Text>
          <Text as="span" size="xsmall" tone="muted" truncate>
            {row.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'role',
      header: t('settings.column.role'),
      cell: (row) =>
        isEditable(row) ? (
          <Select
            aria-label={t('settings.roleOf', { name: row.name })}
            items={operatorRoles.map((role) => ({ id: role, label: t(`role.${role}`) }))}
            value={row.role}
            onChange={(role) => {
              if (role !== row.role) chooseRole({ id: row.id, role: role as OperatorRole });
            }}
          />
        ) : (
          <Text as="span" size="small">
            {t(`role.${row.role}`)}
          </Text>
        ),
      width: 180,
    },
    {
      id: 'twoFactor',
      header: t('settings.column.twoFactor'),
      cell: (row) =>
        row.twoFactorSetUp ? (
          <Badge tone="success">{t('settings.twoFactor.set')}</Badge>
        ) : (
          <Badge tone="warning">{t('settings.twoFactor.notYet')}</Badge>
        ),
      width: 150,
    },
    {
      id: 'lastSignIn',
      header: t('settings.column.lastSignIn'),
      cell: (row) =>
        row.lastSignInAt ? (
          <time dateTime={row.lastSignInAt}>
            {intl.formatDate(row.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        ) : (
          <Text as="span" size="small" tone="muted">
            {t('common.none')}
          </Text>
        ),
      width: 190,
    },
    {
      id: 'status',
      header: t('settings.column.status'),
      cell: (row) =>
        row.disabledAt ? (
          <Badge tone="critical">{t('settings.status.disabled')}</Badge>
        ) : isEditable(row) ? (
          <Button size="small" variant="secondary" onPress={() => requestDisable(row)}>
            {t('settings.disable')}
          </Button>
        ) : (
          <Badge tone="neutral">{t('settings.status.active')}</Badge>
        ),
      width: 150,
    },
  ];
  return (
    <DataTable
      aria-label={t('settings.operators.title')}
      columns={columns}
      rows={rows ?? []}
      getRowId={(row) => row.id}
      isLoading={!rows && loading}
      loadingRowCount={4}
    />
  );
}
