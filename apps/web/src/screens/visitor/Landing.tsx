/**
 * The landing page of visitors: bar, hero with the registration card (and, behind their switches,
 * test-winner seals and store badges), the match-game teaser, advantages, call to action, footer.
 */

import {
  AwardSeal,
  Box,
  ButtonLink,
  CallToAction,
  FeatureGrid,
  Hero,
  Inline,
  MatchTeaser,
  StoreBadges,
  type TeaserMember,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { BadgeCheck, Gift, Heart, MapPin, MessageCircle, ShieldCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { $configuration } from '../../session/model';
import { drawnMembers } from '../../shared/drawings';
import { $stores } from '../../shared/platform';
import { SiteFooter, VisitorTopBar } from '../frames';
import { SignUpCard } from './SignUpCard';

const heroImages = [drawnMembers[1], drawnMembers[0], drawnMembers[4]];
const ctaImages = drawnMembers.slice(0, 5);
/** The advantages, each with its icon, in the order the landing shows them. */
const advantages = [
  ['matches', Heart],
  ['nearby', MapPin],
  ['chat', MessageCircle],
  ['safe', ShieldCheck],
  ['free', Gift],
  ['control', BadgeCheck],
] as const;

/** The match game's teaser: fictional profiles, as on the landing of the apps. */
const teaserMembers: TeaserMember[] = (
  [
    ['Lena', 27, 'Berlin', drawnMembers[0]],
    ['Jonas', 31, 'Hamburg', drawnMembers[1]],
    ['Mia', 24, 'München', drawnMembers[2]],
    ['Noah', 29, 'Köln', drawnMembers[3]],
    ['Emma', 33, 'Frankfurt', drawnMembers[4]],
    ['Felix', 35, 'Stuttgart', drawnMembers[5]],
    ['Sophie', 26, 'Dresden', drawnMembers[6]],
  ] as const
).map(([name, age, city, image], index) => ({ id: `teaser-${index}`, name, age, city, image }));

export function Landing() {
  const intl = useIntl();
  const [configuration, stores] = useUnit([$configuration, $stores]);
  const features = configuration?.features;
  const showAwards = Boolean(features?.testWinnerBadges);
  const showAppBadges = Boolean(features?.appStoreBadges);
  // The carousel needs both the app flag and its own (spec 01 section 1).
  const showTeaser = Boolean(features?.appLinks && features.gameCarousel);
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
          aside={<SignUpCard />}
        >
          {showAwards && (
            <Inline space="small">
              <AwardSeal
                title={intl.formatMessage({ id: 'landing.award.testWinner' })}
                issuer={intl.formatMessage({ id: 'landing.award.testWinnerIssuer' })}
                rating={intl.formatMessage({ id: 'landing.award.testWinnerRating' })}
              />
              <AwardSeal
                title={intl.formatMessage({ id: 'landing.award.topRated' })}
                issuer={intl.formatMessage({ id: 'landing.award.topRatedIssuer' })}
              />
            </Inline>
          )}
          {showAppBadges && <StoreBadges stores={stores} />}
        </Hero>
        {showTeaser && (
          <MatchTeaser
            title={intl.formatMessage({ id: 'landing.teaser.title' })}
            subtitle={intl.formatMessage({ id: 'landing.teaser.subtitle' })}
            members={teaserMembers}
            cardHref={paths.register}
            action={
              <ButtonLink size="large" variant="secondary" href={paths.register}>
                <FormattedMessage id="landing.teaser.action" />
              </ButtonLink>
            }
          />
        )}
        <FeatureGrid
          title={intl.formatMessage({ id: 'landing.features.title' })}
          subtitle={intl.formatMessage({ id: 'landing.features.subtitle' })}
          features={advantages.map(([feature, Icon]) => ({
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
            <ButtonLink size="large" href={paths.register}>
              <FormattedMessage id="landing.cta.action" />
            </ButtonLink>
          }
        />
      </main>
      <SiteFooter />
    </Box>
  );
}
