/**
 * /support for everyone: what the support team helps with (the ticket topics of spec 02) and
 * how to reach it: members open a ticket in the app, visitors write an e-mail or log in first.
 */
import { ticketTopics } from '@amora/contract';
import { Box, Button, Heading, Link, Stack, Tag, TagGroup, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { loginPath, paths } from '../../app/paths';
import { $authenticated } from '../../session/model';
import { InfoPage } from './InfoPage';

/** The support address of the operator (sample data, like the imprint's). */
const supportEmail = 'support@amora.example';

export function SupportInfo() {
  const intl = useIntl();
  const navigate = useNavigate();
  const isMember = useUnit($authenticated);
  return (
    <InfoPage
      title={intl.formatMessage({ id: 'page.support' })}
      intro={
        <Text tone="muted">
          <FormattedMessage id="support.intro" />
        </Text>
      }
    >
      <TagGroup label={intl.formatMessage({ id: 'support.topicsTitle' })}>
        {ticketTopics.map((topic) => (
          <Tag key={topic} id={topic}>
            {intl.formatMessage({ id: `account.topic.${topic}` })}
          </Tag>
        ))}
      </TagGroup>
      <Box background="surface" borderRadius="large" boxShadow="small" padding="large">
        <Stack space="gutter">
          <Heading level={3} as="h2">
            <FormattedMessage id="support.reachTitle" />
          </Heading>
          <Text>
            <FormattedMessage id={isMember ? 'support.reachMember' : 'support.reachVisitor'} />
          </Text>
          <Button
            size="large"
            onPress={() => navigate(isMember ? paths.tickets : loginPath(paths.tickets))}
          >
            <FormattedMessage id={isMember ? 'support.openTicket' : 'support.loginForTicket'} />
          </Button>
          <Text tone="muted" size="small">
            <FormattedMessage id="support.email" />{' '}
            <Link href={`mailto:${supportEmail}`} variant="inline">
              {supportEmail}
            </Link>
          </Text>
          <Text tone="muted" size="small">
            <FormattedMessage id="support.responseTime" />
          </Text>
        </Stack>
      </Box>
      <Stack space="small">
        <Heading level={3} as="h2">
          <FormattedMessage id="support.faqTitle" />
        </Heading>
        {(['password', 'confirm', 'coins', 'delete'] as const).map((question) => (
          <Stack key={question} space="xsmall">
            <Text weight="medium">
              <FormattedMessage id={`support.faq.${question}.question`} />
            </Text>
            <Text tone="muted">
              <FormattedMessage id={`support.faq.${question}.answer`} />
            </Text>
          </Stack>
        ))}
      </Stack>
    </InfoPage>
  );
}
