/**
 * The social sign-in buttons of the login and the sign-up cards: one per provider the server has
 * set up (configuration `socialSignIn`); a provider without a client shows no button.
 */
import { SocialButton, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { $configuration, $socialPending, socialSignInPressed } from '../../session/model';
import { type SocialIntent, socialProviders } from '../../session/social';

const labels: Record<SocialIntent, Record<(typeof socialProviders)[number], MessageId>> = {
  login: { google: 'login.google', facebook: 'login.facebook', apple: 'login.apple' },
  register: {
    google: 'landing.signUp.google',
    facebook: 'landing.signUp.facebook',
    apple: 'landing.signUp.apple',
  },
};

/** Whether any provider is set up, so a screen can leave out its "or" divider. */
export function useSocialSignInOffered() {
  const configuration = useUnit($configuration);
  return socialProviders.some((provider) => configuration?.socialSignIn[provider]);
}

export function SocialSignIn({
  intent,
  returnTo,
  size,
}: {
  intent: SocialIntent;
  /** Where to go after the sign-in. */
  returnTo: string;
  size?: 'large';
}) {
  const intl = useIntl();
  const [configuration, isPending, pressed] = useUnit([
    $configuration,
    $socialPending,
    socialSignInPressed,
  ]);
  const offered = socialProviders.filter((provider) => configuration?.socialSignIn[provider]);
  if (offered.length === 0) return null;
  return (
    <Stack space="small">
      {offered.map((provider) => (
        <SocialButton
          key={provider}
          provider={provider}
          size={size}
          isDisabled={isPending}
          onPress={() => pressed({ provider, intent, returnTo })}
        >
          {intl.formatMessage({ id: labels[intent][provider] })}
        </SocialButton>
      ))}
    </Stack>
  );
}
