/** The password change: the current password, then the new one (story SaveFailed). */
import { PasswordChangePayload } from '@amora/contract';
import { Button, PasswordField, Stack } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProblemText } from '../profile/problemText';
import {
  $passwordChanges,
  $passwordChanging,
  $passwordProblem,
  passwordChangeSubmitted,
} from './model';
import { Section } from './Section';

export function PasswordSection() {
  const intl = useIntl();
  const problemText = useProblemText('account');
  const [isChanging, problem, changes, submit] = useUnit([
    $passwordChanging,
    $passwordProblem,
    $passwordChanges,
    passwordChangeSubmitted,
  ]);
  const { control, handleSubmit, reset } = useForm<PasswordChangePayload>({
    defaultValues: { oldPassword: '', newPassword: '' },
    resolver: valibotResolver(PasswordChangePayload),
  });
  // A changed password empties the form.
  useEffect(() => {
    if (changes > 0) reset();
  }, [changes, reset]);
  return (
    <Section title={intl.formatMessage({ id: 'account.password.title' })}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack space="gutter">
          <Controller
            control={control}
            name="oldPassword"
            render={({ field, fieldState }) => (
              <PasswordField
                label={intl.formatMessage({ id: 'account.password.current' })}
                autoComplete="current-password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={problemText(
                  fieldState.error?.message ?? (problem === 'WRONG_PASSWORD' ? problem : null),
                )}
                isInvalid={Boolean(fieldState.error || problem === 'WRONG_PASSWORD')}
              />
            )}
          />
          <Controller
            control={control}
            name="newPassword"
            render={({ field, fieldState }) => (
              <PasswordField
                label={intl.formatMessage({ id: 'account.password.new' })}
                autoComplete="new-password"
                description={intl.formatMessage({ id: 'account.password.hint' })}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={problemText(
                  fieldState.error?.message ?? (problem !== 'WRONG_PASSWORD' ? problem : null),
                )}
                isInvalid={Boolean(fieldState.error || (problem && problem !== 'WRONG_PASSWORD'))}
              />
            )}
          />
          <Button type="submit" isPending={isChanging}>
            <FormattedMessage id="account.password.submit" />
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
