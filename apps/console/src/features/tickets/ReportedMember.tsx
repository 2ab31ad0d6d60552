/** Who a report is about and how they stand out: reports and actions against them, money paid. */
import type { ConsoleTicket } from '@amora/contract';
import { Avatar, Badge, Card, Inline, Link, Stack, Text } from '@amora/ui';
import { useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { euro } from './format';

export function ReportedMember({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { reported, reportedHistory: history } = ticket;
  return (
    <Card title={t('tickets.reported.title')}>
      {reported ? (
        <Stack space="gutter">
          <Inline space="medium" alignY="center" noWrap>
            <Avatar name={reported.name} src={reported.thumbnailHref} size="standard" decorative />
            <Stack space="xsmall">
              <Text weight="strong">{reported.name}</Text>
              <Inline space="xsmall">
                <Badge tone={reported.standing === 'active' ? 'neutral' : 'critical'} size="small">
                  {t(`standing.${reported.standing}`)}
                </Badge>
                {reported.verified && (
                  <Badge tone="info" size="small">
                    {t('tickets.detail.verified')}
                  </Badge>
                )}
              </Inline>
            </Stack>
          </Inline>
          {history && (
            <Stack space="xsmall" as="ul" paddingLeft="none">
              {[
                ['tickets.reported.reportsAgainst', intl.formatNumber(history.reportsAgainst)],
                ['tickets.reported.actionsAgainst', intl.formatNumber(history.actionsAgainst)],
                ['tickets.reported.payments', euro(intl, history.paymentsCents)],
              ].map(([label, value]) => (
                <Inline key={label} as="li" space="small" align="between">
                  <Text as="span" size="small" tone="muted">
                    {t(label as string)}
                  </Text>
                  <Text as="span" size="small" weight="strong">
                    {value}
                  </Text>
                </Inline>
              ))}
            </Stack>
          )}
          <Link href={paths.member(reported.id)} variant="standalone" size="small">
            {t('tickets.detail.openMember', { name: reported.name })}
          </Link>
        </Stack>
      ) : (
        <Text tone="muted">{t('tickets.reported.none')}</Text>
      )}
    </Card>
  );
}
