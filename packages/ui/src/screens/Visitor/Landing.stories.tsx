import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AwardSeal } from '../../components/AwardSeal/AwardSeal';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid';
import { Hero } from '../../components/Hero/Hero';
import { Inline } from '../../components/Inline/Inline';
import { MatchTeaser } from '../../components/MatchTeaser/MatchTeaser';
import { FullScreenLoader } from '../../components/Spinner/Spinner';
import { StoreBadges } from '../../components/StoreBadges/StoreBadges';
import { portrait } from '../../fixtures/portraits';
import {
  advantages,
  LandingTopBar,
  SignUpCard,
  screenParameters,
  teaserMembers,
  visitorFooter,
} from './fixtures';

interface LandingProps {
  /** The test-winner seals (an app flag). */
  showAwards?: boolean;
  /** The App Store and Google Play badges (an app flag). */
  showAppBadges?: boolean;
  /** The match-game carousel: only when the app flag and the carousel flag are both on. */
  appFlag?: boolean;
  carouselFlag?: boolean;
  onLogin?: () => void;
  onRegister?: () => void;
  onGoogleSignUp?: () => void;
}

/** The landing page of visitors: top bar, hero, optional teaser, advantages, call to action, footer. */
function Landing({
  showAwards = false,
  showAppBadges = false,
  appFlag = false,
  carouselFlag = false,
  onLogin,
  onRegister = fn(),
  onGoogleSignUp,
}: LandingProps) {
  const hasTrustMarks = showAwards || showAppBadges;
  return (
    <Box background="background">
      <LandingTopBar onLogin={onLogin} />
      <main>
        <Hero
          eyebrow="Online dating for adults 18+"
          title="Find someone who makes your heart beat faster"
          subtitle="Like, wink and chat with singles near you – free to start, in under a minute."
          stats={[
            { value: '1,000+', label: 'new users daily' },
            { value: '20,000+', label: 'matches daily' },
          ]}
          images={[1, 0, 4].map((index) => portrait(index, { width: 300, height: 400 }))}
          aside={<SignUpCard onGoogle={onGoogleSignUp} onEmail={onRegister} />}
        >
          {hasTrustMarks && (
            <>
              {showAwards && (
                <Inline space="small">
                  <AwardSeal
                    title="Test winner"
                    issuer="Dating apps 2026"
                    rating="Very good (1.4)"
                  />
                  <AwardSeal title="Top rated" issuer="4.7 of 5 stars" />
                </Inline>
              )}
              {showAppBadges && <StoreBadges />}
            </>
          )}
        </Hero>
        {appFlag && carouselFlag && (
          <MatchTeaser
            title="Play the match game"
            subtitle="Like or pass – when you both like each other, it’s a match."
            members={teaserMembers}
            action={
              <Button size="large" variant="secondary" onPress={onRegister}>
                Start matching for free
              </Button>
            }
          />
        )}
        <FeatureGrid
          title="Why singles choose Amora"
          subtitle="Everything you need to go from the first like to the first date."
          features={advantages}
        />
        <CallToAction
          title="Your next match is waiting"
          description="Over 1,000 new members join every day. Sign up for free and start flirting."
          images={[0, 1, 2, 3, 4].map((index) => portrait(index, { width: 96, height: 96 }))}
          action={
            <Button size="large" onPress={onRegister}>
              Register now
            </Button>
          }
        />
      </main>
      {visitorFooter}
    </Box>
  );
}

const meta = {
  title: 'Screens/Visitor/Landing',
  component: Landing,
  parameters: screenParameters,
  args: { onLogin: fn(), onRegister: fn(), onGoogleSignUp: fn() },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find someone who makes your heart beat faster',
    );
    await expect(canvas.getByText('1,000+')).toBeVisible();
    await expect(canvas.getByText('20,000+')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Play the match game' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Register now' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const WithBadges: Story = { args: { showAwards: true, showAppBadges: true } };

export const WithMatchGameTeaser: Story = {
  args: { showAwards: true, showAppBadges: true, appFlag: true, carouselFlag: true },
  play: async ({ canvas }) => {
    const teaser = within(canvas.getByRole('region', { name: 'Play the match game' }));
    await expect(teaser.getByText('Lena, 27')).toBeVisible();
  },
};

/** The app flag alone does not show the carousel: both flags must be on. */
export const AppFlagOnly: Story = {
  args: { appFlag: true },
  parameters: { visual: { skip: 'Looks the same as Populated' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Play the match game' })).toBeNull();
  },
};

export const SignUpWithGoogle: Story = {
  parameters: { visual: { skip: 'Behaviour only' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await expect(args.onGoogleSignUp).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with e-mail' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

/** Start-up: the app waits before mounting unless a persisted session exists. */
export const Loading: Story = {
  parameters: { visual: { skip: 'The spinner turns, so no two screenshots match' } },
  render: () => <FullScreenLoader label="Loading Amora…" />,
};
