/**
 * The login dialog (spec 01 section 2): e-mail and password (Enter submits), the remembered
 * credentials, the redirect parameter; the model owns the request and the wrong-credentials error.
 */
import { EmailLoginPayload } from '@amora/contract';
import {
  Box,
  Button,
  Heading,
  Inline,
  Link,
  PasswordField,
  SocialButton,
  Stack,
  Text,
  TextField,
} from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { useErrorText } from '../../i18n/errorText';
import {
  $loginStatus,
  $sessionExpiredNotice,
  loginEdited,
  loginSubmitted,
} from '../../session/model';
import { rememberedLogin } from '../../session/rememberedLogin';
import { FormNotice, VisitorFrame } from '../frames';

export function Login() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [status, expired, submit, edited] = useUnit([
    $loginStatus,
    $sessionExpiredNotice,
    loginSubmitted,
    loginEdited,
  ]);
  const { control, handleSubmit, resetField } = useForm<EmailLoginPayload>({
    defaultValues: rememberedLogin(),
    resolver: valibotResolver(EmailLoginPayload),
  });
  const isLoading = status === 'loading';

  return (
    <VisitorFrame>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={2} as="h1">
            <FormattedMessage id="login.title" />
          </Heading>
          <Text tone="muted">
            <FormattedMessage id="login.subtitle" />
          </Text>
        </Stack>
        {expired && (
          <FormNotice tone="info">
            <FormattedMessage id="session.expired" />
          </FormNotice>
        )}
        {status === 'failed' && (
          <FormNotice>
            <FormattedMessage id="error.WRONG_EMAIL_OR_PASSWORD" />
          </FormNotice>
        )}
        <form
          noValidate
          onSubmit={handleSubmit(submit, (errors) => {
            // An invalid address clears the password field (spec 01 section 5).
            if (errors.userName?.message === 'WRONG_EMAIL')
              resetField('password', { defaultValue: '' });
          })}
        >
          <Stack space="gutter">
            <Controller
              control={control}
              name="userName"
              render={({ field, fieldState }) => (
                <TextField
                  label={intl.formatMessage({ id: 'login.email' })}
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  name={field.name}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    edited();
                  }}
                  onBlur={field.onBlur}
                  errorMessage={errorText(fieldState.error?.message)}
                  isInvalid={Boolean(fieldState.error)}
                  isDisabled={isLoading}
                />
              )}
            />
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  label={intl.formatMessage({ id: 'login.password' })}
                  autoComplete="current-password"
                  name={field.name}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    edited();
                  }}
                  onBlur={field.onBlur}
                  errorMessage={errorText(fieldState.error?.message)}
                  isInvalid={Boolean(fieldState.error)}
                  isDisabled={isLoading}
                />
              )}
            />
            <Inline align="end">
              <Link href={paths.forgotPassword} variant="standalone" size="small">
                <FormattedMessage id="login.forgot" />
              </Link>
            </Inline>
            <Button type="submit" size="large" fullWidth isPending={isLoading}>
              <FormattedMessage id="login.submit" />
            </Button>
          </Stack>
        </form>
        <Text tone="muted" size="small" align="center">
          <FormattedMessage id="login.or" />
        </Text>
        {/* Google's sign-in script is not loaded yet (and the CSP must allow it first). */}
        <Stack space="xsmall">
          <SocialButton provider="google" isDisabled>
            {intl.formatMessage({ id: 'login.google' })}
          </SocialButton>
          <Text tone="muted" size="xsmall" align="center">
            <FormattedMessage id="login.socialUnavailable" />
          </Text>
        </Stack>
        {/* The register-now link shows on wide screens; phones have it in the top bar. */}
        <Box display={{ mobile: 'none', tablet: 'block' }}>
          <Text align="center" size="small" tone="muted">
            <FormattedMessage id="login.newHere" />{' '}
            <Link href={paths.register} variant="inline">
              <FormattedMessage id="login.registerNow" />
            </Link>
          </Text>
        </Box>
      </Stack>
    </VisitorFrame>
  );
}
