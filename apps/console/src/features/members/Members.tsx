/**
 * The member search (/members, every role): a search field (e-mail, name or account id; results
 * follow the typing after a short pause, Enter searches at once) and the standing; one page of
 * members in a table, newest first; a row opens the member.
 */
import { type MemberRef, memberStandings } from '@amora/contract';
import {
  Avatar,
  type DataTableColumn,
  Inline,
  PageHeader,
  SearchField,
  Select,
  Stack,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { BadgeCheck, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { ListTable } from '../../shared/ListTable';
import { LoadFailed } from '../../shared/LoadFailed';
import { StandingBadge } from './StandingBadge';
import {
  $failure,
  $loading,
  $page,
  $results,
  $searched,
  $standing,
  $typed,
  membersOpened,
  membersRetried,
  pageChanged,
  querySubmitted,
  queryTyped,
  type StandingFilter,
  standingChanged,
} from './searchModel';

export function Members() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [typed, searched, standing, page, results, failure, loading] = useUnit([
    $typed,
    $searched,
    $standing,
    $page,
    $results,
    $failure,
    $loading,
  ]);
  const [open, type, submit, changeStanding, changePage, retry] = useUnit([
    membersOpened,
    queryTyped,
    querySubmitted,
    standingChanged,
    pageChanged,
    membersRetried,
  ]);
  useEffect(() => {
    open();
  }, [open]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: DataTableColumn<MemberRef>[] = [
    {
      id: 'member',
      header: t('members.column.member'),
      cell: (member) => (
        <Inline space="small" alignY="center" noWrap>
          <Avatar name={member.name} src={member.thumbnailHref} size="xsmall" decorative />
          <Text as="span" size="small" weight="medium" truncate>
            {member.name}
          </Text>
        </Inline>
      ),
      isRowHeader: true,
    },
    {
      id: 'email',
      header: t('members.column.email'),
      cell: (member) => (
        <Text as="span" size="small" tone="secondary" truncate>
          {member.email ?? t('common.none')}
        </Text>
      ),
    },
    {
      id: 'standing',
      header: t('members.column.standing'),
      cell: (member) => <StandingBadge standing={member.standing} />,
      width: 150,
    },
    {
      id: 'verified',
      header: t('members.column.verified'),
      cell: (member) =>
        member.verified ? (
          <Inline space="xsmall" alignY="center" noWrap>
            <BadgeCheck size={16} aria-hidden />
            <Text as="span" size="small">
              {t('members.verified')}
            </Text>
          </Inline>
        ) : (
          <Text as="span" size="small" tone="muted">
            {t('members.notVerified')}
          </Text>
        ),
      width: 130,
    },
    {
      id: 'joined',
      header: t('members.column.joined'),
      cell: (member) => (
        <time dateTime={member.createdAt}>
          {intl.formatDate(member.createdAt, { dateStyle: 'medium' })}
        </time>
      ),
      align: 'end',
      width: 140,
    },
  ];

  const shown = results?.query;
  const emptyText = shown?.query
    ? t('members.empty.text', { query: shown.query })
    : t('members.empty.filtered');

  return (
    <Stack space="large">
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle')} />
      <Inline space="gutter" alignY="start">
        <SearchField
          label={t('members.search')}
          description={t('members.search.description')}
          placeholder={t('members.search.placeholder')}
          value={typed}
          onChange={type}
          onSubmit={submit}
          onClear={() => {
            type('');
            submit();
          }}
          maxLength={254}
        />
        <Select
          label={t('members.filter.standing')}
          items={[
            { id: 'all', label: t('members.filter.anyStanding') },
            ...memberStandings.map((id) => ({ id, label: t(`standing.${id}`) })),
          ]}
          value={standing}
          onChange={(value) => changeStanding(value as StandingFilter)}
        />
      </Inline>
      {failure && (
        <LoadFailed onRetry={retry}>
          {t('members.failed')} {t(`error.${failure}`)}
        </LoadFailed>
      )}
      {/* After a failed first load there is nothing to show; a later failure keeps the last page. */}
      {(results || !failure) && (
        <ListTable
          aria-label={
            searched || standing !== 'all' ? t('members.table') : t('members.table.newest')
          }
          columns={columns}
          list={results}
          getRowId={(member) => member.id}
          loading={loading}
          loadingRowCount={8}
          onRowAction={(id) => navigate(paths.member(id))}
          page={page}
          onPageChange={changePage}
          empty={{ icon: <SearchX />, title: t('members.empty.title'), text: emptyText }}
        />
      )}
    </Stack>
  );
}
