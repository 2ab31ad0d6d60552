/** Shared pieces of the visitor screen stories: top bar, footer, auth frame, sign-up card. */
import { Coins, Heart, MapPin, MessageCircle, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import type { Feature } from '../../components/FeatureGrid/FeatureGrid';
import { Footer } from '../../components/Footer/Footer';
import { Heading } from '../../components/Heading/Heading';
import { Inline } from '../../components/Inline/Inline';
import { Logo } from '../../components/Logo/Logo';
import type { TeaserMember } from '../../components/MatchTeaser/MatchTeaser';
import { SocialButton } from '../../components/SocialButton/SocialButton';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { TopBar } from '../../components/TopBar/TopBar';
import { portrait } from '../../fixtures/portraits';
import { messageCard } from './fixtures.css';

export { screenParameters } from '../memberFrame';
export const year = 2026;

export const visitorFooter = (
  <Footer year={year} instagramHref="https://www.instagram.com/amora" showAppBadges />
);

/** The landing page's bar: logo and "Log in", lifted once the page scrolls. */
export function LandingTopBar({ onLogin = fn() }: { onLogin?: () => void }) {
  return (
    <TopBar
      logo={<Logo href="/" />}
      elevateOnScroll
      actions={
        <Button variant="outline" size="small" onPress={onLogin}>
          Log in
        </Button>
      }
    />
  );
}

/** Logo plus one switch link ("Log in" on registration, "Register" on login). */
export function authHeader(action: ReactNode) {
  return (
    <>
      <Logo href="/" />
      {action}
    </>
  );
}

export const authVisual = {
  visualTitle: 'Over 20,000 matches every day',
  visualSubtitle: 'Meet singles near you, chat, flirt – and fall in love.',
  visualImages: [1, 0, 4].map((index) => portrait(index, { width: 300, height: 400 })),
};

export interface VisitorFrameProps {
  children: ReactNode;
  /** The top-right link; "Register" by default. */
  action?: ReactNode;
}

/** The auth frame used by login, registration, password and e-mail screens. */
export function VisitorFrame({ children, action }: VisitorFrameProps) {
  return (
    <AuthLayout
      {...authVisual}
      header={authHeader(
        action ?? (
          <Button variant="ghost" size="small">
            Register
          </Button>
        ),
      )}
    >
      {children}
    </AuthLayout>
  );
}

/** The registration card of the hero and the mobile register page. */
export function SignUpCard({
  onGoogle = fn(),
  onEmail = fn(),
  elevated = true,
}: {
  onGoogle?: () => void;
  onEmail?: () => void;
  elevated?: boolean;
}) {
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
            Sign up for free
          </Heading>
          <Text tone="muted" size="small">
            It takes less than a minute. You must be 18 or older.
          </Text>
        </Stack>
        <SocialButton provider="google" size="large" onPress={onGoogle}>
          Sign up with Google
        </SocialButton>
        <Inline space="small" align="center" alignY="center">
          <Text tone="muted" size="small">
            or
          </Text>
        </Inline>
        <Button size="large" fullWidth onPress={onEmail}>
          Sign up with e-mail
        </Button>
        <Text tone="muted" size="xsmall" align="center">
          By signing up you accept our terms and conditions and our privacy policy.
        </Text>
      </Stack>
    </Box>
  );
}

export const advantages: Feature[] = [
  {
    icon: <Heart size={24} />,
    title: 'Matches every day',
    description: 'Over 20,000 matches a day: like someone back and start chatting right away.',
  },
  {
    icon: <MapPin size={24} />,
    title: 'Singles near you',
    description: 'Search up to 200 km around your city and meet people in your area.',
  },
  {
    icon: <MessageCircle size={24} />,
    title: 'Chat, wink, flirt',
    description: 'Send messages, winks and photos, and see at a glance who visited you.',
  },
  {
    icon: <ShieldCheck size={24} />,
    title: 'Safe and discreet',
    description: 'Confirmed e-mail addresses, encrypted connections and a friendly support team.',
  },
  {
    icon: <Sparkles size={24} />,
    title: 'Free to start',
    description: 'Sign up in a minute, play the match game for free and collect daily coins.',
  },
  {
    icon: <Coins size={24} />,
    title: 'No subscription trap',
    description: 'Buy coins only when you want to write more – you stay in control.',
  },
];

export const teaserMembers: TeaserMember[] = [
  ['Lena', 27, 'Berlin'],
  ['Jonas', 31, 'Hamburg'],
  ['Mia', 24, 'München'],
  ['Noah', 29, 'Köln'],
  ['Emma', 33, 'Frankfurt'],
  ['Felix', 35, 'Stuttgart'],
  ['Sophie', 26, 'Dresden'],
].map(([name, age, city], index) => ({
  id: `teaser-${index}`,
  name: String(name),
  age: Number(age),
  city: String(city),
  image: portrait(index, { width: 480, height: 640 }),
}));

/** An error or notice above a form (the app shows these as toasts; the screens show them inline). */
export function FormNotice({
  tone = 'critical',
  icon,
  children,
}: {
  tone?: 'critical' | 'info';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      role={tone === 'critical' ? 'alert' : 'status'}
      background={tone === 'critical' ? 'brandSoft' : 'secondarySoft'}
      borderRadius="standard"
      paddingX="gutter"
      paddingY="medium"
    >
      <Inline space="small" noWrap alignY="center">
        <Text as="span" tone={tone === 'critical' ? 'critical' : 'secondary'}>
          {icon}
        </Text>
        <Text
          as="span"
          size="small"
          weight="medium"
          tone={tone === 'critical' ? 'critical' : 'neutral'}
        >
          {children}
        </Text>
      </Inline>
    </Box>
  );
}

/** "or" between the social buttons and the e-mail form. */
export function OrDivider({ children = 'or' }: { children?: string }) {
  return (
    <Text tone="muted" size="small" align="center">
      {children}
    </Text>
  );
}

/** A centred message page below the landing top bar (error, offline, update, newsletter). */
export function MessagePage({
  children,
  footer = false,
}: {
  children: ReactNode;
  footer?: boolean;
}) {
  return (
    <Box background="background">
      <LandingTopBar />
      <Box as="main" paddingX="gutter" paddingY="xxxlarge" display="flex" justifyContent="center">
        <Box
          background="surface"
          borderRadius="xlarge"
          boxShadow="medium"
          padding={{ mobile: 'large', tablet: 'xlarge' }}
          UNSAFE_className={messageCard}
        >
          {children}
        </Box>
      </Box>
      {footer && visitorFooter}
    </Box>
  );
}
