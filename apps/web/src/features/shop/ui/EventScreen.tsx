/**
 * /event/{id}: an event's daily gifts (spec 02 section 4, Events); today's gift is claimed here
 * and its amounts join the member's free counters.
 */
import { Box, Button, EmptyState, EventBanner, PageHeader, Spinner, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Gift } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import {
  $claimingEvent,
  $events,
  eventGiftClaimed,
  eventsViewed,
  loadEventsFx,
} from '../model/events';
import { useEventDays } from './useEventDays';

export function EventScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const [events, loading, claiming, viewed, claim] = useUnit([
    $events,
    loadEventsFx.pending,
    $claimingEvent,
    eventsViewed,
    eventGiftClaimed,
  ]);
  useEffect(() => viewed(), [viewed]);
  const event = events.find((entry) => entry.id === id) ?? null;
  const days = useEventDays(event);
  const title = event?.title ?? intl.formatMessage({ id: 'page.event' });
  return (
    <MemberFrame>
      <PageHeader title={title} onBack={() => navigate(-1)} />
      {event ? (
        <Stack space="large">
          <Text tone="muted">{event.description}</Text>
          <EventBanner
            title={intl.formatMessage({ id: 'shop.event.gifts' })}
            endDate={new Date(event.endDate)}
            days={days}
            today={event.today ?? 0}
            claimedDays={event.claimedDays}
            isClaiming={claiming}
            onClaim={event.bonus ? () => claim(event.id) : undefined}
          />
          {event.today === null && (
            <Text tone="muted" align="center">
              <FormattedMessage
                id="shop.event.starts"
                values={{ date: intl.formatDate(new Date(event.startDate), { dateStyle: 'long' }) }}
              />
            </Text>
          )}
        </Stack>
      ) : loading ? (
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label={intl.formatMessage({ id: 'shop.event.loading' })} />
        </Box>
      ) : (
        <EmptyState
          framed
          icon={<Gift size={28} />}
          title={intl.formatMessage({ id: 'shop.event.missing.title' })}
          description={intl.formatMessage({ id: 'shop.event.missing.description' })}
          action={
            <Button variant="outline" onPress={() => navigate(paths.news)}>
              <FormattedMessage id="shop.news.open" />
            </Button>
          }
        />
      )}
    </MemberFrame>
  );
}
