/** The panels of a member's tabs: the profile's facts and the lists of their records. */
import { type ConsoleMember, isRefundableProvider } from '@amora/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  Link,
  PhotoGallery,
  Stack,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { $operator, allows } from '../../session/model';
import { messageColumn } from '../../shared/messageColumn';
import { useAuditColumns } from '../audit/columns';
import { refundOpened } from './dialogModel';
import { Fact } from './Fact';
import { ago, date, dateTime, delta, euro, providerName, yearsSince } from './format';

type Member = { member: ConsoleMember };
type Row<Key extends keyof ConsoleMember> = ConsoleMember[Key] extends readonly (infer Item)[]
  ? Item
  : never;

const useText = () => {
  const intl = useIntl();
  return {
    intl,
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
  };
};

/** An empty list said in words inside the table. */
const empty = (text: string): ReactNode => <EmptyState description={text} />;

const time = (intl: ReturnType<typeof useIntl>, at: string) => (
  <time dateTime={at}>{dateTime(intl, at)}</time>
);

export function ProfileTab({ member }: Member) {
  const { intl, t } = useText();
  const none = t('common.none');
  return (
    <Inline space="xxlarge" alignY="start">
      <Fact label={t('member.profile.birthdate')}>
        {member.birthdate
          ? `${date(intl, member.birthdate)} · ${t('member.profile.age', { age: yearsSince(member.birthdate) })}`
          : none}
      </Fact>
      <Fact label={t('member.profile.city')}>{member.city ?? none}</Fact>
      <Fact label={t('member.profile.coins')}>{intl.formatNumber(member.coins)}</Fact>
      <Fact label={t('member.profile.freeCoins')}>{intl.formatNumber(member.freeCoins)}</Fact>
      <Fact label={t('member.profile.premiumUntil')}>
        {member.premiumUntil && Date.parse(member.premiumUntil) > Date.now()
          ? date(intl, member.premiumUntil)
          : t('member.profile.noPremium')}
      </Fact>
    </Inline>
  );
}

export function PicturesTab({ member }: Member) {
  const { t } = useText();
  return (
    <PhotoGallery
      name={member.name}
      isOwnProfile
      pictures={member.pictures.map((picture) => ({
        id: picture.id,
        src: picture.href,
        isPrivate: picture.isPrivate,
        isProfilePicture: picture.isProfileImage,
        status: picture.state,
      }))}
      emptyText={t('member.pictures.none')}
    />
  );
}

export function LedgerTab({ member }: Member) {
  const { intl, t } = useText();
  const signed = (value: number) => (
    <Text as="span" size="small" tone={value < 0 ? 'critical' : value > 0 ? 'success' : 'muted'}>
      {delta(intl, value)}
    </Text>
  );
  const columns: DataTableColumn<Row<'ledger'>>[] = [
    {
      id: 'date',
      header: t('member.ledger.date'),
      cell: (row) => time(intl, row.createdAt),
      width: 180,
    },
    {
      id: 'coins',
      header: t('member.ledger.coins'),
      cell: (row) => signed(row.coinsDelta),
      align: 'end',
      width: 120,
    },
    {
      id: 'freeCoins',
      header: t('member.ledger.freeCoins'),
      cell: (row) => signed(row.freeCoinsDelta),
      align: 'end',
      width: 120,
    },
    {
      id: 'reason',
      header: t('member.ledger.reason'),
      cell: (row) => row.reason,
      isRowHeader: true,
    },
  ];
  return (
    <DataTable
      aria-label={t('member.tab.ledger')}
      columns={columns}
      rows={member.ledger}
      getRowId={(row) => row.id}
      emptyState={empty(t('member.ledger.empty'))}
    />
  );
}

/** A paid payment's refund, for admins: through its provider, or said to be the store's. */
function RefundCell({ payment }: { payment: Row<'payments'> }) {
  const { t } = useText();
  const refund = useUnit(refundOpened);
  if (payment.status !== 'paid') return null;
  if (!isRefundableProvider(payment.provider)) {
    return (
      <Text as="span" size="small" tone="muted">
        {t('member.payments.refundElsewhere')}
      </Text>
    );
  }
  return (
    <Button size="small" variant="secondary" onPress={() => refund(payment.id)}>
      {t('member.payments.refund')}
    </Button>
  );
}

export function PaymentsTab({ member }: Member) {
  const { intl, t } = useText();
  const operator = useUnit($operator);
  const columns: DataTableColumn<Row<'payments'>>[] = [
    {
      id: 'date',
      header: t('member.payments.date'),
      cell: (row) => time(intl, row.createdAt),
      width: 180,
    },
    {
      id: 'provider',
      header: t('member.payments.provider'),
      cell: (row) => providerName(row.provider),
      isRowHeader: true,
    },
    { id: 'status', header: t('member.payments.status'), cell: (row) => row.status },
    {
      id: 'amount',
      header: t('member.payments.amount'),
      cell: (row) => euro(intl, row.amountCents),
      align: 'end',
      width: 140,
    },
    ...(allows(operator, [])
      ? [
          {
            id: 'refund',
            header: t('member.payments.refundColumn'),
            cell: (row: Row<'payments'>) => <RefundCell payment={row} />,
            align: 'end' as const,
            width: 260,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      aria-label={t('member.tab.payments')}
      columns={columns}
      rows={member.payments}
      getRowId={(row) => row.id}
      emptyState={empty(t('member.payments.empty'))}
    />
  );
}

export function SessionsTab({ member }: Member) {
  const { intl, t } = useText();
  const columns: DataTableColumn<Row<'sessions'> & { id: string }>[] = [
    {
      id: 'device',
      header: t('member.sessions.device'),
      cell: (row) => (
        <Text as="span" size="small" truncate>
          {row.userAgent ?? t('member.sessions.unknown')}
        </Text>
      ),
    },
    {
      id: 'lastSeen',
      header: t('member.sessions.lastSeen'),
      cell: (row) => (
        <time dateTime={row.lastSeenAt} title={dateTime(intl, row.lastSeenAt)}>
          {ago(intl, row.lastSeenAt)}
        </time>
      ),
      align: 'end',
      width: 180,
    },
  ];
  return (
    <DataTable
      aria-label={t('member.tab.sessions')}
      columns={columns}
      // Sessions carry no id of their own: their order (most recent first) names them.
      rows={member.sessions.map((session, index) => ({ ...session, id: String(index) }))}
      getRowId={(row) => row.id}
      emptyState={empty(t('member.sessions.empty'))}
    />
  );
}

export function ReportsTab({ member }: Member) {
  const { intl, t } = useText();
  const navigate = useNavigate();
  const columns: DataTableColumn<Row<'reports'>>[] = [
    {
      id: 'date',
      header: t('member.reports.date'),
      cell: (row) => time(intl, row.createdAt),
      width: 180,
    },
    {
      id: 'topic',
      header: t('member.reports.topic'),
      cell: (row) => t(`topic.${row.topic}`),
      width: 170,
      isRowHeader: true,
    },
    {
      id: 'reporter',
      header: t('member.reports.reporter'),
      cell: (row) => row.member.name,
      width: 150,
    },
    messageColumn(t('member.reports.message'), 'secondary'),
    {
      id: 'status',
      header: t('member.reports.status'),
      cell: (row) => t(`status.${row.status}`),
      width: 130,
    },
  ];
  return (
    <DataTable
      aria-label={t('member.tab.reports')}
      columns={columns}
      rows={member.reports}
      getRowId={(row) => row.id}
      onRowAction={(id) => navigate(paths.report(id))}
      emptyState={empty(t('member.reports.empty'))}
    />
  );
}

export function HistoryTab({ member }: Member) {
  const { t } = useText();
  const columns = useAuditColumns({ withMember: false });
  return (
    <Stack space="medium">
      <DataTable
        aria-label={t('member.tab.history')}
        columns={columns}
        rows={member.audit}
        getRowId={(entry) => entry.id}
        emptyState={empty(t('member.history.empty'))}
      />
      <Link
        href={`${paths.audit}?${new URLSearchParams({ memberId: member.id })}`}
        variant="standalone"
        size="small"
      >
        {t('member.history.all')}
      </Link>
    </Stack>
  );
}
