/**
 * The e-mail change request: the new address gets a link that confirms the change (a visitor
 * screen); until then the account keeps the current address.
 */
import { EmailChangePayload } from '@amora/contract';
import { Box, Button, Stack, Text, TextField } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProblemText } from '../profile/problemText';
import { $emailChangeSentTo, $emailChanging, $emailProblem, emailChangeSubmitted } from './model';
import { Section } from './Section';

export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const intl = useIntl();
  const problemText = useProblemText('account');
  const [sentTo, isSending, problem, submit] = useUnit([
    $emailChangeSentTo,
    $emailChanging,
    $emailProblem,
    emailChangeSubmitted,
  ]);
  const { control, handleSubmit } = useForm<EmailChangePayload>({
    defaultValues: { newEmail: '' },
    resolver: valibotResolver(EmailChangePayload),
  });
  return (
    <Section title={intl.formatMessage({ id: 'account.email.title' })}>
      <Text tone="muted">
        <FormattedMessage id="account.email.current" values={{ email: currentEmail }} />
      </Text>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack space="gutter">
          <Controller
            control={control}
            name="newEmail"
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage({ id: 'account.email.new' })}
                type="email"
                autoComplete="email"
                description={intl.formatMessage({ id: 'account.email.hint' })}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={problemText(fieldState.error?.message ?? problem)}
                isInvalid={Boolean(fieldState.error || problem)}
              />
            )}
          />
          <Button type="submit" variant="outline" isPending={isSending}>
            <FormattedMessage id="account.email.submit" />
          </Button>
          {sentTo && (
            <Box role="status">
              <Text tone="success">
                <FormattedMessage id="account.email.sent" values={{ email: sentTo }} />
              </Text>
            </Box>
          )}
        </Stack>
      </form>
    </Section>
  );
}
