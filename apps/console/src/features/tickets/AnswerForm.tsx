/** Support's answer to a request, with the status the ticket moves to. */
import {
  type ConsoleTicket,
  consoleLimits,
  type TicketStatus,
  ticketStatuses,
} from '@amora/contract';
import { Button, Card, Inline, Notice, Select, Stack, TextField } from '@amora/ui';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  $answer,
  $answerFailure,
  $answerProblem,
  $answerStatus,
  answerChanged,
  answerStatusChanged,
  answerSubmitted,
} from './answerModel';
import { answerFx } from './detailModel';

export function AnswerForm({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const [answer, status, problem, failure, pending, change, changeStatus, submit] = useUnit([
    $answer,
    $answerStatus,
    $answerProblem,
    $answerFailure,
    answerFx.pending,
    answerChanged,
    answerStatusChanged,
    answerSubmitted,
  ]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Card title={t('tickets.answer.title')}>
      <form noValidate onSubmit={onSubmit}>
        <Stack space="gutter">
          {failure && (
            <Notice>{t('tickets.answer.failed', { problem: t(`error.${failure}`) })}</Notice>
          )}
          <TextField
            label={t('tickets.answer.field')}
            description={t('tickets.answer.hint', { name: ticket.member.name })}
            multiline
            rows={5}
            maxLength={consoleLimits.answerMaxLength}
            isRequired
            value={answer}
            onChange={change}
            errorMessage={
              problem === 'required'
                ? t('tickets.answer.required')
                : problem === 'tooLong'
                  ? t('tickets.answer.tooLong', { max: consoleLimits.answerMaxLength })
                  : undefined
            }
            isDisabled={pending}
          />
          <Inline space="gutter" alignY="end" align="between">
            <Select
              label={t('tickets.answer.statusAfter')}
              items={ticketStatuses.map((id) => ({ id, label: t(`status.${id}`) }))}
              value={status}
              onChange={(value) => changeStatus(value as TicketStatus)}
              isDisabled={pending}
            />
            <Button type="submit" isPending={pending}>
              {t('tickets.answer.send')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
