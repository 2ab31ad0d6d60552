/**
 * /tickets (story Screens/Account/Support): a new request by one of the ten topics of spec 02, and
 * the member's tickets with their statuses; a ticket opens with its replies and can be answered.
 */
import { CreateTicketPayload, ticketTopics } from '@amora/contract';
import {
  Box,
  Button,
  PageHeader,
  Select,
  Spinner,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TicketList,
} from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MemberFrame } from '../../app/MemberFrame';
import { TicketDialog } from './TicketDialog';
import { TicketMessageField } from './TicketMessageField';
import {
  $ticketProblem,
  $ticketSending,
  $tickets,
  $ticketsCreated,
  ticketClosed,
  ticketOpened,
  ticketSubmitted,
  ticketsOpened,
} from './tickets';
import { topicId } from './topics';

type SupportTab = 'new' | 'tickets';

function NewTicketForm() {
  const intl = useIntl();
  const [isSending, problem, created, submit] = useUnit([
    $ticketSending,
    $ticketProblem,
    $ticketsCreated,
    ticketSubmitted,
  ]);
  const { control, handleSubmit, reset } = useForm<CreateTicketPayload>({
    defaultValues: { topic: 'complaint', message: '' },
    resolver: valibotResolver(CreateTicketPayload),
  });
  useEffect(() => {
    if (created > 0) reset();
  }, [created, reset]);
  return (
    <Box background="surface" borderRadius="large" boxShadow="small" padding="large">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack space="gutter">
          <Controller
            control={control}
            name="topic"
            render={({ field }) => (
              <Select
                label={intl.formatMessage({ id: 'account.tickets.topic' })}
                items={ticketTopics.map((topic) => ({
                  id: topic,
                  label: intl.formatMessage({ id: topicId(topic) }),
                }))}
                value={field.value}
                onChange={(key) => field.onChange(key)}
              />
            )}
          />
          <TicketMessageField
            control={control}
            label={intl.formatMessage({ id: 'account.tickets.message' })}
            rows={6}
            problem={problem}
          />
          <Button
            type="submit"
            size="large"
            fullWidth
            icon={<Send size={18} />}
            isPending={isSending}
          >
            <FormattedMessage id="account.tickets.send" />
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

export function Tickets() {
  const intl = useIntl();
  const [tickets, created, opened, open, close] = useUnit([
    $tickets,
    $ticketsCreated,
    ticketsOpened,
    ticketOpened,
    ticketClosed,
  ]);
  const [tab, setTab] = useState<SupportTab>('new');
  useEffect(() => opened(), [opened]);
  // A sent request shows in the list at once.
  useEffect(() => {
    if (created > 0) setTab('tickets');
  }, [created]);
  useEffect(() => close, [close]);
  return (
    <MemberFrame active="profile">
      <PageHeader
        title={intl.formatMessage({ id: 'page.support' })}
        subtitle={intl.formatMessage({ id: 'account.tickets.subtitle' })}
      />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as SupportTab)}>
        <TabList aria-label={intl.formatMessage({ id: 'page.support' })}>
          <Tab id="new">
            <FormattedMessage id="account.tickets.new" />
          </Tab>
          <Tab id="tickets">
            <FormattedMessage id="account.tickets.mine" />
          </Tab>
        </TabList>
        <TabPanel id="new">
          <NewTicketForm />
        </TabPanel>
        <TabPanel id="tickets">
          {tickets === null ? (
            <Spinner label={intl.formatMessage({ id: 'account.tickets.loading' })} />
          ) : (
            <TicketList
              tickets={tickets.map((ticket) => ({
                id: ticket.id,
                topic: intl.formatMessage({ id: topicId(ticket.topic) }),
                message: ticket.message,
                createdAt: new Date(ticket.createdAt),
                status: ticket.status,
                commentCount: ticket.comments.length,
              }))}
              onOpen={open}
              emptyText={intl.formatMessage({ id: 'account.tickets.empty' })}
            />
          )}
        </TabPanel>
      </Tabs>
      <TicketDialog />
    </MemberFrame>
  );
}
