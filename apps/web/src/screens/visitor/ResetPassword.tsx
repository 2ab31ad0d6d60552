/** The reset-password dialog, opened from the mail with uid and t: the new password twice. */
import { PasswordResetPayload } from '@amora/contract';
import { Button, EmptyState, PasswordField, Stack } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useErrorText } from '../../i18n/errorText';
import { FormNotice, VisitorFrame } from '../frames';
import { FormHeading } from './formParts';
import { $resetStatus, resetPasswordLeft, resetPasswordSubmitted } from './model';

export function ResetPassword() {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const uid = query.get('uid') ?? '';
  const token = query.get('t') ?? '';
  const [status, submit, left] = useUnit([$resetStatus, resetPasswordSubmitted, resetPasswordLeft]);
  useEffect(() => left, [left]);
  const { control, handleSubmit } = useForm<PasswordResetPayload>({
    defaultValues: { uid, password: '', confirmPassword: '' },
    resolver: valibotResolver(PasswordResetPayload),
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const canSubmit = password !== '' && password === confirmPassword;
  const isPending = status === 'pending';

  if (status === 'success') {
    return (
      <VisitorFrame>
        <EmptyState
          title={intl.formatMessage({ id: 'reset.successTitle' })}
          headingLevel={1}
          description={intl.formatMessage({ id: 'reset.successDescription' })}
          action={
            <Button size="large" onPress={() => navigate(paths.login)}>
              <FormattedMessage id="reset.toLogin" />
            </Button>
          }
        />
      </VisitorFrame>
    );
  }

  const linkComplete = uid !== '' && token !== '';
  return (
    <VisitorFrame>
      <Stack space="large">
        <FormHeading title="reset.title" description="reset.description" />
        {!linkComplete && (
          <FormNotice>
            <FormattedMessage id="reset.missingLink" />
          </FormNotice>
        )}
        {status === 'error' && (
          <FormNotice>
            <FormattedMessage id="error.RESET_FAILED" />{' '}
            <FormattedMessage id="error.DIALOG_PASSWORD_CHANGE_ERROR" />
          </FormNotice>
        )}
        <form noValidate onSubmit={handleSubmit((values) => submit({ ...values, token }))}>
          <Stack space="gutter">
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  label={intl.formatMessage({ id: 'reset.password' })}
                  autoComplete="new-password"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={errorText(fieldState.error?.message)}
                  isDisabled={isPending}
                />
              )}
            />
            <Controller
              control={control}
              name="confirmPassword"
              render={({ field, fieldState }) => (
                <PasswordField
                  label={intl.formatMessage({ id: 'reset.repeat' })}
                  autoComplete="new-password"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={
                    confirmPassword !== '' && password !== confirmPassword
                      ? errorText('PASSWORDS_DO_NOT_MATCH')
                      : errorText(fieldState.error?.message)
                  }
                  isDisabled={isPending}
                />
              )}
            />
            <Button
              type="submit"
              size="large"
              fullWidth
              isDisabled={!canSubmit || !linkComplete}
              isPending={isPending}
            >
              <FormattedMessage id="reset.submit" />
            </Button>
          </Stack>
        </form>
      </Stack>
    </VisitorFrame>
  );
}
