/**
 * The columns of audit entries, shared by the audit log and a member's history: when, who (with
 * the role), what, on whom, on which picture, ticket or payment, and why.
 */
import { type AuditEntry, pictureRejectionReasons } from '@amora/contract';
import type { DataTableColumn } from '@amora/ui';
import { Link, Stack, Text } from '@amora/ui';
import { useIntl } from 'react-intl';
import { paths } from '../../app/paths';

const pictureDecisions = new Set<AuditEntry['action']>([
  'pictureRejected',
  'pictureRemoved',
  'verificationRejected',
]);

export function useAuditColumns({ withMember }: { withMember: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // A rejected picture's reason is logged as its code ("nudity"): show its name.
  const readableReason = (entry: AuditEntry) =>
    entry.reason &&
    pictureDecisions.has(entry.action) &&
    (pictureRejectionReasons as readonly string[]).includes(entry.reason)
      ? t(`reason.${entry.reason}`)
      : entry.reason;
  const none = (
    <Text as="span" size="small" tone="muted">
      {t('common.none')}
    </Text>
  );
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'time',
      header: t('audit.column.time'),
      cell: (entry) => (
        <time dateTime={entry.createdAt}>
          {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
      width: 200,
    },
    {
      id: 'operator',
      header: t('audit.column.operator'),
      cell: (entry) => (
        <Stack space="none">
          <Text as="span" size="small" truncate>
            {entry.operator.name}
          </Text>
          <Text as="span" size="xsmall" tone="muted">
            {t(`role.${entry.operator.role}`)}
          </Text>
        </Stack>
      ),
      width: 170,
    },
    {
      id: 'action',
      header: t('audit.column.action'),
      cell: (entry) => (
        <Text as="span" size="small" weight="medium">
          {t(`action.${entry.action}`)}
        </Text>
      ),
      isRowHeader: true,
      width: 180,
    },
    ...(withMember
      ? [
          {
            id: 'member',
            header: t('audit.column.member'),
            cell: (entry: AuditEntry) =>
              entry.member ? (
                <Link href={paths.member(entry.member.id)} size="small">
                  {entry.member.name}
                </Link>
              ) : (
                none
              ),
            width: 150,
          },
        ]
      : []),
    {
      id: 'subject',
      header: t('audit.column.subject'),
      cell: (entry) =>
        entry.subjectId ? (
          <Text as="span" size="xsmall" tone="secondary" truncate>
            {entry.subjectId}
          </Text>
        ) : (
          none
        ),
      width: 130,
    },
    {
      id: 'reason',
      header: t('audit.column.reason'),
      cell: (entry) =>
        entry.reason ? (
          <Text as="span" size="small" tone="secondary" truncate>
            {readableReason(entry)}
          </Text>
        ) : (
          none
        ),
    },
  ];
  return columns;
}
