/** The sign-up card of the landing hero and the mobile register page: social and e-mail sign-up. */
import { Box, ButtonLink, Heading, Stack, Text } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../app/paths';
import { SocialSignIn, useSocialSignInOffered } from './SocialSignIn';

export function SignUpCard({ elevated = true }: { elevated?: boolean }) {
  const socialOffered = useSocialSignInOffered();
  return (
    <Box
      background="surface"
      borderRadius="xlarge"
      boxShadow={elevated ? 'large' : 'none'}
      padding="large"
    >
      <Stack space="gutter">
        <Stack space="xsmall">
          <Heading level={3} as="h2">
            <FormattedMessage id="landing.signUp.title" />
          </Heading>
          <Text tone="muted" size="small">
            <FormattedMessage id="landing.signUp.subtitle" />
          </Text>
        </Stack>
        {socialOffered && (
          <>
            <SocialSignIn intent="register" returnTo={paths.home} size="large" />
            <Text tone="muted" size="small" align="center">
              <FormattedMessage id="landing.signUp.or" />
            </Text>
          </>
        )}
        <ButtonLink size="large" fullWidth href={paths.register}>
          <FormattedMessage id="landing.signUp.email" />
        </ButtonLink>
        <Text tone="muted" size="xsmall" align="center">
          <FormattedMessage id="landing.signUp.terms" />
        </Text>
      </Stack>
    </Box>
  );
}
