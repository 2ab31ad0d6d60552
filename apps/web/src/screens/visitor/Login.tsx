/**
 * The login dialog (spec 01 section 2): e-mail and password (Enter submits), the remembered
 * e-mail and the browser's password manager (fields marked username and current-password, and
 * the Credential Management API where there is one), the redirect parameter, and the social
 * sign-in, whose provider brings the browser back here (the token in the fragment; `method=fb`
 * starts Facebook's after 1 s). A person the provider knows but we do not finishes the sign-up
 * here.
 */
import { EmailLoginPayload, timings } from '@amora/contract';
import { Box, Button, Inline, Link, PasswordField, Stack, Text } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginPath, paths, safeRedirect } from '../../app/paths';
import type { MessageId } from '../../i18n/catalogue';
import { useErrorText } from '../../i18n/errorText';
import { storedCredential } from '../../session/credentials';
import {
  $loginRefusal,
  $loginStatus,
  $sessionExpiredNotice,
  $socialProblem,
  $socialReturnTo,
  $socialSignUp,
  loginEdited,
  loginSubmitted,
  type SocialProblem,
  socialReturned,
  socialSignInPressed,
} from '../../session/model';
import { rememberedEmail } from '../../session/rememberedLogin';
import { isSocialFragment } from '../../session/social';
import { $originRefused } from '../../shared/api';
import { FormNotice, VisitorFrame } from '../frames';
import { EmailField, FormHeading } from './formParts';
import { SocialSignIn, useSocialSignInOffered } from './SocialSignIn';
import { SocialSignUp } from './SocialSignUp';

/** The texts of a failed social sign-in: the alert's title and its line (spec 01 section 8). */
const problemTexts: Record<SocialProblem, MessageId[]> = {
  LOGIN_FAILED: ['error.LOGIN_FAILED', 'error.TRY_AGAIN'],
  ACCOUNT_BANNED: ['error.ACCOUNT_BANNED'],
  ACCOUNT_SUSPENDED: ['error.ACCOUNT_SUSPENDED'],
  REGISTER_PERSONAL_DATA_AGE: ['error.ALERT_REGISTER_FAILED', 'error.REGISTER_PERSONAL_DATA_AGE'],
  EMAIL_ALREADY_EXISTS: ['error.EMAIL_ALREADY_EXISTS'],
  FACEBOOK_EMAIL_MISSING: ['error.ALERT_REGISTER_FAILED', 'error.FACEBOOK_EMAIL_MISSING'],
  ALERT_REGISTER_FAILED: ['error.ALERT_REGISTER_FAILED'],
};

/**
 * The provider's answer in the fragment goes to the model and leaves the address bar; once the
 * model knows where the sign-in was headed, the login's `redirect` says so (VisitorOnly follows
 * it after the login). `method=fb` starts the Facebook login after 1 s.
 */
function useSocialReturn(returnTo: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [socialReturnTo, returned, pressed] = useUnit([
    $socialReturnTo,
    socialReturned,
    socialSignInPressed,
  ]);
  // Development's StrictMode runs the effect twice: the answer is handed over once.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!isSocialFragment(location.hash) || handled.current === location.hash) return;
    handled.current = location.hash;
    returned(location.hash);
    navigate(paths.login, { replace: true });
  }, [location.hash, navigate, returned]);
  useEffect(() => {
    if (socialReturnTo) navigate(loginPath(socialReturnTo), { replace: true });
  }, [socialReturnTo, navigate]);
  const method = query.get('method');
  useEffect(() => {
    if (method !== 'fb') return;
    const timer = setTimeout(
      () => pressed({ provider: 'facebook', intent: 'login', returnTo }),
      timings.facebookLoginTriggerMs,
    );
    return () => clearTimeout(timer);
  }, [method, pressed, returnTo]);
}

function SocialProblemNotice() {
  const problem = useUnit($socialProblem);
  if (!problem) return null;
  return (
    <FormNotice>
      {problemTexts[problem].map((id, index) => (
        <span key={id}>
          {index > 0 && ' '}
          <FormattedMessage id={id} />
        </span>
      ))}
    </FormNotice>
  );
}

export function Login() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [query] = useSearchParams();
  const returnTo = safeRedirect(query.get('redirect'));
  const [status, refusal, expired, signingUp, submit, edited] = useUnit([
    $loginStatus,
    $loginRefusal,
    $sessionExpiredNotice,
    $socialSignUp,
    loginSubmitted,
    loginEdited,
  ]);
  const originRefused = useUnit($originRefused);
  useSocialReturn(returnTo);
  const socialOffered = useSocialSignInOffered();
  const { control, handleSubmit, resetField, getValues, setValue } = useForm<EmailLoginPayload>({
    defaultValues: { userName: rememberedEmail(), password: '' },
    resolver: valibotResolver(EmailLoginPayload),
  });
  // The browser's password manager may fill the form, unless the visitor has typed already.
  useEffect(() => {
    let current = true;
    const remembered = rememberedEmail();
    void storedCredential().then((credential) => {
      const { userName, password } = getValues();
      if (!current || !credential || password !== '') return;
      if (userName !== '' && userName !== remembered) return;
      setValue('userName', credential.userName);
      setValue('password', credential.password);
    });
    return () => {
      current = false;
    };
  }, [getValues, setValue]);
  const isLoading = status === 'loading';

  if (signingUp) {
    return (
      <VisitorFrame>
        <Stack space="large">
          <SocialProblemNotice />
          <SocialSignUp />
        </Stack>
      </VisitorFrame>
    );
  }

  return (
    <VisitorFrame>
      <Stack space="large">
        <FormHeading title="login.title" description="login.subtitle" />
        {expired && (
          <FormNotice tone="info">
            <FormattedMessage id="session.expired" />
          </FormNotice>
        )}
        {/* A refused page address has its own notice (shared/api.ts): not a wrong password. */}
        {status === 'failed' && !originRefused && (
          <FormNotice>
            <FormattedMessage id={`error.${refusal ?? 'WRONG_EMAIL_OR_PASSWORD'}`} />
          </FormNotice>
        )}
        <SocialProblemNotice />
        <form
          noValidate
          onSubmit={handleSubmit(submit, (errors) => {
            // An invalid address clears the password field (spec 01 section 5).
            if (errors.userName?.message === 'WRONG_EMAIL')
              resetField('password', { defaultValue: '' });
          })}
        >
          <Stack space="gutter">
            <EmailField
              control={control}
              name="userName"
              autoComplete="username"
              isDisabled={isLoading}
              onEdited={edited}
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
        {socialOffered && (
          <>
            <Text tone="muted" size="small" align="center">
              <FormattedMessage id="login.or" />
            </Text>
            <SocialSignIn intent="login" returnTo={returnTo} />
          </>
        )}
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
