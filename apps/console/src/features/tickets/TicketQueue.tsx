/**
 * A queue of tickets: reports for moderators (/reports), members' requests for support
 * (/tickets). Filters by status (open at first), topic and assignee; a table of one page, oldest
 * first; a row opens the ticket.
 */
import { type ConsoleTicketRow, ticketKinds, ticketStatuses } from '@amora/contract';
import { type DataTableColumn, Inline, PageHeader, Select, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { ListTable } from '../../shared/ListTable';
import { LoadFailed } from '../../shared/LoadFailed';
import { messageColumn } from '../../shared/messageColumn';
import { waitingTime } from './format';
import { MemberLine } from './MemberLine';
import {
  $filters,
  $page,
  $queueFailure,
  $queueLoading,
  $queuePage,
  type AssigneeFilter,
  filterChanged,
  pageChanged,
  type QueueFilters,
  queueOpened,
  queueRetried,
  type TicketKind,
} from './queueModel';
import { StatusBadge } from './StatusBadge';

const assigneeFilters: readonly AssigneeFilter[] = ['all', 'me', 'nobody'];

export function TicketQueue({ kind }: { kind: TicketKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, filters, page, queuePage, failure, loading, changeFilter, changePage, retry] =
    useUnit([
      queueOpened,
      $filters,
      $page,
      $queuePage,
      $queueFailure,
      $queueLoading,
      filterChanged,
      pageChanged,
      queueRetried,
    ]);
  useEffect(() => {
    open(kind);
  }, [open, kind]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const columns: DataTableColumn<ConsoleTicketRow>[] = [
    {
      id: 'topic',
      header: t('tickets.column.topic'),
      cell: (row) => t(`topic.${row.topic}`),
      width: 150,
      isRowHeader: true,
    },
    {
      id: 'member',
      header: t(kind === 'reports' ? 'tickets.column.reporter' : 'tickets.column.requester'),
      cell: (row) => <MemberLine member={row.member} />,
      width: 160,
    },
    ...(kind === 'reports'
      ? [
          {
            id: 'reported',
            header: t('tickets.column.reported'),
            cell: (row: ConsoleTicketRow) =>
              row.reported ? <MemberLine member={row.reported} /> : t('common.none'),
            width: 170,
          },
        ]
      : []),
    messageColumn(t('tickets.column.message'), 'muted'),
    {
      id: 'status',
      header: t('tickets.column.status'),
      cell: (row) => <StatusBadge status={row.status} />,
      width: 130,
    },
    {
      id: 'assignee',
      header: t('tickets.column.assignee'),
      cell: (row) => row.assignee?.name ?? t('tickets.unassigned'),
      width: 150,
    },
    {
      id: 'age',
      header: t('tickets.column.age'),
      cell: (row) => (
        <time dateTime={row.createdAt} title={intl.formatDate(row.createdAt)}>
          {waitingTime(intl, row.createdAt)}
        </time>
      ),
      align: 'end',
      width: 100,
    },
  ];

  const select = <Key extends keyof QueueFilters>(
    key: Key,
    items: readonly { id: string; label: string }[],
  ) => (
    <Select
      label={t(`tickets.filter.${key}`)}
      items={items}
      value={filters[key]}
      onChange={(value) => changeFilter({ [key]: value } as Partial<QueueFilters>)}
    />
  );

  return (
    <Stack space="large">
      <PageHeader title={t(`tickets.${kind}.title`)} subtitle={t(`tickets.${kind}.subtitle`)} />
      <Inline space="gutter" alignY="end" role="group" aria-label={t('tickets.filters')}>
        {select('status', [
          { id: 'all', label: t('tickets.filter.anyStatus') },
          ...ticketStatuses.map((status) => ({ id: status, label: t(`status.${status}`) })),
        ])}
        {select('topic', [
          { id: 'all', label: t('tickets.filter.anyTopic') },
          ...ticketKinds[kind].map((topic) => ({ id: topic, label: t(`topic.${topic}`) })),
        ])}
        {select(
          'assignee',
          assigneeFilters.map((assignee) => ({
            id: assignee,
            label: t(`tickets.filter.${assignee}`),
          })),
        )}
      </Inline>
      {failure && !queuePage ? (
        <LoadFailed onRetry={retry}>
          {t(`tickets.${kind}.failed`)} {t(`error.${failure}`)}
        </LoadFailed>
      ) : (
        <ListTable
          aria-label={t(`tickets.${kind}.title`)}
          columns={columns}
          list={queuePage}
          getRowId={(row) => row.id}
          loading={loading}
          onRowAction={(id) => navigate(kind === 'reports' ? paths.report(id) : paths.ticket(id))}
          page={page}
          onPageChange={changePage}
          empty={{
            icon: <Inbox />,
            title: t('tickets.empty.title'),
            text: t('tickets.empty.text'),
          }}
        />
      )}
    </Stack>
  );
}
