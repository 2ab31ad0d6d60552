/**
 * The audit log (/audit, every role): what operators did, newest first, one page at a time;
 * narrowed by action and by member id (also from `?memberId=`, as a member's page links here).
 */
import { auditActions } from '@amora/contract';
import { Button, Inline, PageHeader, SearchField, Select, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ListTable } from '../../shared/ListTable';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAuditColumns } from './columns';
import {
  $action,
  $entries,
  $failure,
  $isFiltered,
  $loading,
  $page,
  type ActionFilter,
  actionChanged,
  auditOpened,
  auditRetried,
  pageChanged,
} from './model';

export function AuditLog() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const memberId = searchParams.get('memberId')?.trim() || null;
  const [action, page, entries, failure, loading, filtered] = useUnit([
    $action,
    $page,
    $entries,
    $failure,
    $loading,
    $isFiltered,
  ]);
  const [open, changeAction, changePage, retry] = useUnit([
    auditOpened,
    actionChanged,
    pageChanged,
    auditRetried,
  ]);
  // The field follows the address (a link from a member's page) and is applied with Enter.
  const [memberField, setMemberField] = useState(memberId ?? '');
  useEffect(() => {
    setMemberField(memberId ?? '');
    open({ memberId });
  }, [open, memberId]);
  const columns = useAuditColumns({ withMember: true });
  const t = (id: string) => intl.formatMessage({ id });

  const filterByMember = (value: string) => {
    const id = value.trim();
    setSearchParams(id ? { memberId: id } : {});
  };

  return (
    <Stack space="large">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Inline space="gutter" alignY="end" role="group" aria-label={t('audit.filters')}>
        <Select
          label={t('audit.filter.action')}
          items={[
            { id: 'all', label: t('audit.filter.anyAction') },
            ...auditActions.map((id) => ({ id, label: t(`action.${id}`) })),
          ]}
          value={action}
          onChange={(value) => changeAction(value as ActionFilter)}
        />
        <SearchField
          label={t('audit.filter.member')}
          placeholder={t('audit.filter.member.placeholder')}
          value={memberField}
          onChange={setMemberField}
          onSubmit={filterByMember}
          onClear={() => filterByMember('')}
          maxLength={64}
        />
        {filtered && (
          <Button
            variant="ghost"
            onPress={() => {
              changeAction('all');
              filterByMember('');
            }}
          >
            {t('audit.filter.reset')}
          </Button>
        )}
      </Inline>
      {failure && (
        <LoadFailed onRetry={retry}>
          {t('audit.failed')} {t(`error.${failure}`)}
        </LoadFailed>
      )}
      {(entries || !failure) && (
        <ListTable
          aria-label={t('audit.title')}
          columns={columns}
          list={entries}
          getRowId={(entry) => entry.id}
          loading={loading}
          loadingRowCount={8}
          page={page}
          onPageChange={changePage}
          empty={{
            icon: <ScrollText />,
            title: t('audit.empty.title'),
            text: t(filtered ? 'audit.empty.filtered' : 'audit.empty.text'),
          }}
        />
      )}
    </Stack>
  );
}
