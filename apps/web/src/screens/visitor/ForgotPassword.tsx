/** The forgot-password dialog: one e-mail field, then a confirmation naming the address. */
import { PasswordResetRequest } from '@amora/contract';
import { Button, EmptyState, Heading, Stack, Text, TextField } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useErrorText } from '../../i18n/errorText';
import { VisitorFrame } from '../frames';
import {
  $forgotPasswordPending,
  $resetLinkSentTo,
  forgotPasswordReset,
  forgotPasswordSubmitted,
} from './model';

export function ForgotPassword() {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [sentTo, isPending, submit, reset] = useUnit([
    $resetLinkSentTo,
    $forgotPasswordPending,
    forgotPasswordSubmitted,
    forgotPasswordReset,
  ]);
  const { control, handleSubmit, formState } = useForm<PasswordResetRequest>({
    defaultValues: { email: '' },
    mode: 'onChange',
    resolver: valibotResolver(PasswordResetRequest),
  });
  // Coming back to the screen starts with the form again.
  useEffect(() => reset, [reset]);

  if (sentTo) {
    return (
      <VisitorFrame>
        <EmptyState
          title={intl.formatMessage({ id: 'forgot.sentTitle' })}
          description={intl.formatMessage({ id: 'forgot.sentDescription' }, { email: sentTo })}
          action={
            <Button size="large" onPress={() => navigate(paths.home)}>
              <FormattedMessage id="forgot.backHome" />
            </Button>
          }
        />
      </VisitorFrame>
    );
  }

  return (
    <VisitorFrame>
      <Stack space="large">
        <Stack space="small">
          <Heading level={2} as="h1">
            <FormattedMessage id="forgot.title" />
          </Heading>
          <Text tone="muted">
            <FormattedMessage id="forgot.description" />
          </Text>
        </Stack>
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Stack space="large">
            <Controller
              control={control}
              name="email"
              render={({ field, fieldState }) => (
                <TextField
                  label={intl.formatMessage({ id: 'login.email' })}
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={
                    fieldState.isTouched ? errorText(fieldState.error?.message) : undefined
                  }
                  isDisabled={isPending}
                />
              )}
            />
            <Stack space="small">
              <Button
                type="submit"
                size="large"
                fullWidth
                isDisabled={!formState.isValid}
                isPending={isPending}
              >
                <FormattedMessage id="forgot.submit" />
              </Button>
              <Button variant="ghost" size="large" fullWidth onPress={() => navigate(paths.login)}>
                <FormattedMessage id="forgot.cancel" />
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </VisitorFrame>
  );
}
