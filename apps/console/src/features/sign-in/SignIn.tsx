/**
 * The console's sign-in: e-mail, password and the six digits of the authenticator app, in a
 * card on the plain page. Shown in place of any console page while nobody is signed in.
 */
import {
  Box,
  Button,
  Card,
  Heading,
  Logo,
  Notice,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { narrowColumn } from '../../app/layout.css';
import { signInFx } from '../../session/model';
import { $failure, $fieldErrors, $form, fieldChanged, submitted } from './model';

export function SignIn() {
  const intl = useIntl();
  const [form, errors, failure, pending, change, submit] = useUnit([
    $form,
    $fieldErrors,
    $failure,
    signInFx.pending,
    fieldChanged,
    submitted,
  ]);
  const t = (id: string) => intl.formatMessage({ id });
  const errorOf = (field: keyof typeof errors) => {
    const error = errors[field];
    return error ? t(`signIn.${error}`) : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Box as="main" display="flex" justifyContent="center" paddingX="gutter" paddingY="xxlarge">
      <div className={narrowColumn}>
        <Stack space="large">
          <Logo />
          <Card padding="large">
            <form noValidate onSubmit={onSubmit}>
              <Stack space="gutter">
                <Stack space="small">
                  <Heading level={2} as="h1">
                    {t('signIn.title')}
                  </Heading>
                  <Text tone="secondary">{t('signIn.subtitle')}</Text>
                </Stack>
                {failure && <Notice>{t(`error.${failure}`)}</Notice>}
                <TextField
                  label={t('signIn.email')}
                  type="email"
                  autoComplete="username"
                  value={form.email}
                  onChange={(value) => change({ field: 'email', value })}
                  errorMessage={errorOf('email')}
                  isDisabled={pending}
                />
                <PasswordField
                  label={t('signIn.password')}
                  autoComplete="current-password"
                  value={form.password}
                  onChange={(value) => change({ field: 'password', value })}
                  errorMessage={errorOf('password')}
                  isDisabled={pending}
                />
                <TextField
                  label={t('signIn.code')}
                  description={t('signIn.codeHint')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={form.code}
                  onChange={(value) => change({ field: 'code', value: value.replace(/\D/g, '') })}
                  errorMessage={errorOf('code')}
                  isDisabled={pending}
                />
                <Button type="submit" isPending={pending}>
                  {t('signIn.submit')}
                </Button>
              </Stack>
            </form>
          </Card>
        </Stack>
      </div>
    </Box>
  );
}
