/** The forgot-password dialog: one e-mail field, then a confirmation naming the address. */
import { PasswordResetRequest } from '@amora/contract';
import { Button, EmptyState, Stack } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { VisitorFrame } from '../frames';
import { EmailField, FormHeading } from './formParts';
import {
  $forgotPasswordPending,
  $resetLinkSentTo,
  forgotPasswordReset,
  forgotPasswordSubmitted,
} from './model';

export function ForgotPassword() {
  const intl = useIntl();
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
          headingLevel={1}
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
        <FormHeading title="forgot.title" description="forgot.description" />
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Stack space="large">
            <EmailField
              control={control}
              name="email"
              isDisabled={isPending}
              showErrorBeforeTouch={false}
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
