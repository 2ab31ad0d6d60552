/** The login dialog's content as the stories render it, on the library's fields and buttons. */
import { AlertCircle, Clock, Mail } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fn } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { Heading } from '../../components/Heading/Heading';
import { Inline } from '../../components/Inline/Inline';
import { Link } from '../../components/Link/Link';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { SocialButton } from '../../components/SocialButton/SocialButton';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { TextField } from '../../components/TextField/TextField';
import { FormNotice, OrDivider } from './fixtures';

export const loginTexts = {
  emptyEmail: 'Please enter your e-mail address.',
  emptyPassword: 'Please enter your password.',
  wrongEmail: 'wrong E-Mail!',
  failed: 'E-Mail or password incorrect!',
  sessionExpired: 'session timed out. Please sign in again.',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFormProps {
  status?: 'idle' | 'loading' | 'failed';
  defaultEmail?: string;
  defaultPassword?: string;
  /** Show the empty-field errors straight away (as after pressing Log in on an empty form). */
  showEmptyErrors?: boolean;
  /** A notice above the form, e.g. the session-expired message. */
  notice?: ReactNode;
  onSubmit?: (credentials: { email: string; password: string }) => void;
  onSocial?: (provider: 'google' | 'facebook' | 'apple') => void;
}

export function LoginForm({
  status = 'idle',
  defaultEmail = '',
  defaultPassword = '',
  showEmptyErrors = false,
  notice,
  onSubmit = fn(),
  onSocial = fn(),
}: LoginFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState(defaultPassword);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>(() =>
    showEmptyErrors
      ? {
          email: defaultEmail ? undefined : loginTexts.emptyEmail,
          password: defaultPassword ? undefined : loginTexts.emptyPassword,
        }
      : {},
  );
  // Typing clears the server's error, as the login model does.
  const [failed, setFailed] = useState(status === 'failed');
  const isLoading = status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const next = {
      email: !trimmed
        ? loginTexts.emptyEmail
        : emailPattern.test(trimmed)
          ? undefined
          : loginTexts.wrongEmail,
      password: password ? undefined : loginTexts.emptyPassword,
    };
    setErrors(next);
    if (next.email || next.password) return;
    onSubmit({ email: trimmed, password });
  };

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={2} as="h1">
          Welcome back
        </Heading>
        <Text tone="muted">Log in to see who liked you and who wrote to you.</Text>
      </Stack>
      {notice && (
        <FormNotice tone="info" icon={<Clock size={18} aria-hidden />}>
          {notice}
        </FormNotice>
      )}
      {failed && (
        <FormNotice icon={<AlertCircle size={18} aria-hidden />}>{loginTexts.failed}</FormNotice>
      )}
      <form noValidate onSubmit={submit}>
        <Stack space="gutter">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            icon={<Mail size={18} />}
            value={email}
            onChange={(value) => {
              setEmail(value);
              setFailed(false);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            errorMessage={errors.email}
            isDisabled={isLoading}
          />
          <PasswordField
            label="Password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFailed(false);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            errorMessage={errors.password}
            isDisabled={isLoading}
          />
          <Inline align="end">
            <Link href="/forgot-password" variant="standalone" size="small">
              Forgot password?
            </Link>
          </Inline>
          <Button type="submit" size="large" fullWidth isPending={isLoading}>
            Log in
          </Button>
        </Stack>
      </form>
      <OrDivider>or continue with</OrDivider>
      <Stack space="small">
        <SocialButton provider="google" onPress={() => onSocial('google')}>
          Log in with Google
        </SocialButton>
        <SocialButton provider="facebook" onPress={() => onSocial('facebook')}>
          Log in with Facebook
        </SocialButton>
        <SocialButton provider="apple" onPress={() => onSocial('apple')}>
          Log in with Apple
        </SocialButton>
      </Stack>
      {/* The register-now link shows on wide screens; phones have it in the top bar. */}
      <Box display={{ mobile: 'none', tablet: 'block' }}>
        <Text align="center" size="small" tone="muted">
          New to Amora?{' '}
          <Link href="/register" variant="inline">
            Register now
          </Link>
        </Text>
      </Box>
    </Stack>
  );
}
