/** The landing page of visitors: bar, hero with the registration card, advantages, call to action, footer. */

import {
  Box,
  Button,
  CallToAction,
  FeatureGrid,
  Heading,
  Hero,
  portrait,
  SocialButton,
  Stack,
  StoreBadges,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { BadgeCheck, Gift, Heart, MapPin, MessageCircle, ShieldCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { $configuration } from '../../session/model';
import { SiteFooter, VisitorTopBar } from '../frames';

const heroImages = [1, 0, 4].map((index) => portrait(index, { width: 300, height: 400 }));
const ctaImages = [0, 1, 2, 3, 4].map((index) => portrait(index, { width: 96, height: 96 }));
/** The advantages, each with its icon, in the order the landing shows them. */
const features = [
  ['matches', Heart],
  ['nearby', MapPin],
  ['chat', MessageCircle],
  ['safe', ShieldCheck],
  ['free', Gift],
  ['control', BadgeCheck],
] as const;

function SignUpCard({ onEmail }: { onEmail: () => void }) {
  const intl = useIntl();
  return (
    <Box background="surface" borderRadius="xlarge" boxShadow="large" padding="large">
      <Stack space="gutter">
        <Stack space="xsmall">
          <Heading level={3} as="h2">
            <FormattedMessage id="landing.signUp.title" />
          </Heading>
          <Text tone="muted" size="small">
            <FormattedMessage id="landing.signUp.subtitle" />
          </Text>
        </Stack>
        {/* Google sign-up needs the Google client, which is not configured yet (see login). */}
        <SocialButton provider="google" size="large" isDisabled>
          {intl.formatMessage({ id: 'landing.signUp.google' })}
        </SocialButton>
        <Text tone="muted" size="small" align="center">
          <FormattedMessage id="landing.signUp.or" />
        </Text>
        <Button size="large" fullWidth onPress={onEmail}>
          <FormattedMessage id="landing.signUp.email" />
        </Button>
        <Text tone="muted" size="xsmall" align="center">
          <FormattedMessage id="landing.signUp.terms" />
        </Text>
      </Stack>
    </Box>
  );
}

export function Landing() {
  const intl = useIntl();
  const navigate = useNavigate();
  const configuration = useUnit($configuration);
  const register = () => navigate(paths.register);
  const showAppBadges = Boolean(configuration?.features.appStoreBadges);
  return (
    <Box background="background">
      <VisitorTopBar />
      <main>
        <Hero
          eyebrow={intl.formatMessage({ id: 'landing.eyebrow' })}
          title={intl.formatMessage({ id: 'landing.title' })}
          subtitle={intl.formatMessage({ id: 'landing.subtitle' })}
          stats={[
            {
              value: `${intl.formatNumber(1000)}+`,
              label: intl.formatMessage({ id: 'landing.stat.users' }),
            },
            {
              value: `${intl.formatNumber(20000)}+`,
              label: intl.formatMessage({ id: 'landing.stat.matches' }),
            },
          ]}
          images={heroImages}
          aside={<SignUpCard onEmail={register} />}
        >
          {/* The test-winner seals need the operator's award data; only the store badges exist yet. */}
          {showAppBadges && <StoreBadges />}
        </Hero>
        <FeatureGrid
          title={intl.formatMessage({ id: 'landing.features.title' })}
          subtitle={intl.formatMessage({ id: 'landing.features.subtitle' })}
          features={features.map(([feature, Icon]) => ({
            icon: <Icon size={24} aria-hidden />,
            title: intl.formatMessage({ id: `landing.feature.${feature}.title` }),
            description: intl.formatMessage({ id: `landing.feature.${feature}.description` }),
          }))}
        />
        <CallToAction
          title={intl.formatMessage({ id: 'landing.cta.title' })}
          description={intl.formatMessage({ id: 'landing.cta.description' })}
          images={ctaImages}
          action={
            <Button size="large" onPress={register}>
              <FormattedMessage id="landing.cta.action" />
            </Button>
          }
        />
      </main>
      <SiteFooter />
    </Box>
  );
}
