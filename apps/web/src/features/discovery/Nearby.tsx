/**
 * Nearby, the member's home (/): the matches of the day, then the members around, 30 a page with
 * "Show more", each card with its like; the filter leads to the search settings.
 */
import { Button, ButtonLink, EmptyState, Heading, PageHeader, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { MapPin, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MemberFrame } from '../../app/MemberFrame';
import { $user } from '../../session/model';
import { CompletionBanner } from '../profile/CompletionBanner';
import { EventGiftBanner } from '../shop';
import { DiscoveryMatchDialog } from './DiscoveryMatchDialog';
import { memberLiked } from './likeModel';
import { MemberGrid, MemberGridSkeleton, MoreMembers } from './MemberGrid';
import { $matchesOfTheDay } from './model';
import { nearby } from './nearbyModel';
import { searchSettingsPath } from './searchSettingsPath';

function MatchesOfTheDay() {
  const [matches, like] = useUnit([$matchesOfTheDay, memberLiked]);
  if (matches.length === 0) return null;
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level={3} as="h2">
          <FormattedMessage id="discovery.matchOfTheDay.title" />
        </Heading>
        <Text tone="muted" size="small">
          <FormattedMessage id="discovery.matchOfTheDay.subtitle" />
        </Text>
      </Stack>
      <MemberGrid members={matches.map((match) => match.profile)} onLike={like} />
    </Stack>
  );
}

export function Nearby() {
  const intl = useIntl();
  const [user, members, status, hasMore, dailyLeft, opened, more, like] = useUnit([
    $user,
    nearby.$items,
    nearby.$status,
    nearby.$hasMore,
    nearby.$dailyProfilesLeft,
    nearby.opened,
    nearby.moreRequested,
    memberLiked,
  ]);
  useEffect(() => {
    opened('');
  }, [opened]);
  const settingsLink = (
    <ButtonLink href={searchSettingsPath}>
      <FormattedMessage id="discovery.settingsLink" />
    </ButtonLink>
  );
  return (
    <MemberFrame active="nearby">
      <PageHeader
        title={<FormattedMessage id="discovery.nearby.title" />}
        subtitle={
          user && (
            <FormattedMessage
              id="discovery.nearby.subtitle"
              values={{ distance: user.searchDistance, city: user.city }}
            />
          )
        }
        actions={
          <ButtonLink
            href={searchSettingsPath}
            variant="outline"
            size="small"
            icon={<SlidersHorizontal size={16} />}
          >
            <FormattedMessage id="discovery.nearby.filter" />
          </ButtonLink>
        }
      />
      <Stack space="xlarge">
        <CompletionBanner />
        <EventGiftBanner />
        <MatchesOfTheDay />
        {status === 'loading' || status === 'idle' ? (
          <MemberGridSkeleton label={intl.formatMessage({ id: 'discovery.nearby.loading' })} />
        ) : status === 'failed' ? (
          <EmptyState
            framed
            icon={<RefreshCw size={28} />}
            title={<FormattedMessage id="discovery.nearby.failedTitle" />}
            description={<FormattedMessage id="discovery.nearby.failedText" />}
            action={
              <Button variant="outline" onPress={() => opened('')}>
                <FormattedMessage id="discovery.nearby.retry" />
              </Button>
            }
          />
        ) : members.length === 0 ? (
          <EmptyState
            framed
            icon={<MapPin size={28} />}
            title={<FormattedMessage id="discovery.nearby.emptyTitle" />}
            description={
              <FormattedMessage
                id={dailyLeft === 0 ? 'discovery.nearby.dailyUsed' : 'discovery.nearby.emptyText'}
              />
            }
            action={dailyLeft === 0 ? undefined : settingsLink}
          />
        ) : (
          <Stack space="gutter">
            <MemberGrid members={members} onLike={like} />
            <MoreMembers
              hasMore={hasMore}
              isPending={status === 'loadingMore'}
              onMore={more}
              end={
                <FormattedMessage
                  id={dailyLeft === 0 ? 'discovery.nearby.dailyUsed' : 'discovery.nearby.end'}
                />
              }
            />
          </Stack>
        )}
      </Stack>
      <DiscoveryMatchDialog />
    </MemberFrame>
  );
}
