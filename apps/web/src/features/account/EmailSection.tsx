/**
 * The e-mail change request: the current password, then the new address, which gets a link that
 * confirms the change (a visitor screen); until then the account keeps the current address. A
 * member who signed up with a provider has no password: the hint under the field sends them to
 * "forgot password" first. A wrong password shows under the password field.
 */
import { EmailChangePayload } from '@amora/contract';
import { Box, Button, PasswordField, Stack, Text, TextField } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type * as v from 'valibot';
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
  const { control, handleSubmit, resetField } = useForm<
    v.InferInput<typeof EmailChangePayload>,
    unknown,
    EmailChangePayload
  >({
    defaultValues: { newEmail: '', password: '' },
    resolver: valibotResolver(EmailChangePayload),
  });
  // A sent link empties the password field.
  useEffect(() => {
    if (sentTo) resetField('password');
  }, [sentTo, resetField]);
  const passwordProblem = problem === 'WRONG_PASSWORD' ? problem : null;
  const emailProblem = passwordProblem ? null : problem;
  return (
    <Section title={intl.formatMessage({ id: 'account.email.title' })}>
      <Text tone="muted">
        <FormattedMessage id="account.email.current" values={{ email: currentEmail }} />
      </Text>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack space="gutter">
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordField
                label={intl.formatMessage({ id: 'account.email.password' })}
                autoComplete="current-password"
                description={intl.formatMessage({ id: 'account.email.passwordHint' })}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={problemText(fieldState.error?.message ?? passwordProblem)}
                isInvalid={Boolean(fieldState.error || passwordProblem)}
              />
            )}
          />
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
                errorMessage={problemText(fieldState.error?.message ?? emailProblem)}
                isInvalid={Boolean(fieldState.error || emailProblem)}
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
