/**
 * The dashboard: each queue the operator's role works on, with how many wait and since when (a
 * queue whose oldest entry waits a day is marked), and registrations, messages and revenue per
 * day over the last 14 days.
 */
import type { OperatorRole } from '@amora/contract';
import { BarChart, Heading, PageHeader, Stack, StatTile, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { chartGrid, tileGrid } from '../../app/layout.css';
import { paths } from '../../app/paths';
import { $dashboard, $dashboardFailed, queuesRefreshed } from '../../app/queues';
import { $operator, allows } from '../../session/model';
import { LoadFailed } from '../../shared/LoadFailed';

const queues = [
  { id: 'pictures', roles: ['moderator'] },
  { id: 'verifications', roles: ['moderator'] },
  { id: 'reports', roles: ['moderator'] },
  { id: 'tickets', roles: ['support'] },
] as const satisfies readonly { id: string; roles: readonly OperatorRole[] }[];

const hourMs = 60 * 60 * 1000;

export function Dashboard() {
  const intl = useIntl();
  const [dashboard, operator, failed, retry] = useUnit([
    $dashboard,
    $operator,
    $dashboardFailed,
    queuesRefreshed,
  ]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  /** "3 hours", "2 days": how long the oldest entry waits. */
  const age = (since: string) => {
    const hours = Math.max(0, (Date.now() - Date.parse(since)) / hourMs);
    return hours < 48
      ? intl.formatNumber(Math.max(1, Math.round(hours)), {
          style: 'unit',
          unit: 'hour',
          unitDisplay: 'long',
        })
      : intl.formatNumber(Math.round(hours / 24), {
          style: 'unit',
          unit: 'day',
          unitDisplay: 'long',
        });
  };
  const dayLabel = (day: string) =>
    intl.formatDate(`${day}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = dashboard?.days ?? [];
  const series = (value: (day: (typeof days)[number]) => number) =>
    days.map((day) => ({ label: dayLabel(day.day), value: value(day) }));
  const euro = (cents: number) =>
    intl.formatNumber(cents / 100, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });

  return (
    <Stack space="large">
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {!dashboard && failed && <LoadFailed onRetry={retry}>{t('dashboard.failed')}</LoadFailed>}
      {!dashboard && !failed && <Text tone="secondary">{t('common.loading')}</Text>}
      {dashboard && (
        <>
          <Stack space="gutter">
            <Heading level={3} as="h2">
              {t('dashboard.queues')}
            </Heading>
            <div className={tileGrid}>
              {queues
                .filter((queue) => allows(operator, queue.roles))
                .map((queue) => {
                  const { count, oldestAt } = dashboard.queues[queue.id];
                  const overdue =
                    oldestAt !== null && Date.now() - Date.parse(oldestAt) > 24 * hourMs;
                  return (
                    <StatTile
                      key={queue.id}
                      label={t(`dashboard.queue.${queue.id}`)}
                      value={intl.formatNumber(count)}
                      hint={
                        oldestAt
                          ? t('dashboard.oldest', { age: age(oldestAt) })
                          : t('dashboard.nothingWaiting')
                      }
                      tone={overdue ? 'critical' : count > 0 ? 'attention' : 'positive'}
                      href={paths[queue.id]}
                    />
                  );
                })}
            </div>
          </Stack>
          <Stack space="gutter">
            <Heading level={3} as="h2">
              {t('dashboard.trends')}
            </Heading>
            <div className={chartGrid}>
              <BarChart
                title={t('dashboard.registrations')}
                categoryLabel={t('dashboard.day')}
                valueLabel={t('dashboard.registrations')}
                data={series((day) => day.registrations)}
                formatValue={(value) => intl.formatNumber(value)}
                labelEvery={3}
              />
              <BarChart
                title={t('dashboard.messages')}
                categoryLabel={t('dashboard.day')}
                valueLabel={t('dashboard.messages')}
                data={series((day) => day.messages)}
                formatValue={(value) => intl.formatNumber(value)}
                labelEvery={3}
              />
              <BarChart
                title={t('dashboard.revenue')}
                categoryLabel={t('dashboard.day')}
                valueLabel={t('dashboard.revenue')}
                data={series((day) => day.revenueCents)}
                formatValue={euro}
                labelEvery={3}
              />
            </div>
          </Stack>
        </>
      )}
    </Stack>
  );
}
