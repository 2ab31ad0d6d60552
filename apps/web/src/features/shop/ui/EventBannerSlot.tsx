/**
 * The compact event banner for any member screen: today's claimable gift of a running event,
 * linking to its event page; nothing when there is none.
 */
import { EventBanner } from '@amora/ui';
import { useUnit } from 'effector-react';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { $claimableEvent } from '../model/events';
import { useEventDays } from './useEventDays';

export function EventBannerSlot() {
  const event = useUnit($claimableEvent);
  const days = useEventDays(event);
  if (!event || event.today === null) return null;
  return (
    <EventBanner
      variant="compact"
      title={event.title}
      endDate={new Date(event.endDate)}
      days={days}
      today={event.today}
      claimedDays={event.claimedDays}
      href={generatePath(paths.event, { id: event.id })}
    />
  );
}
