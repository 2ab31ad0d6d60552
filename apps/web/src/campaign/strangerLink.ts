/**
 * The landing URL's strangerId (spec 01 sections 2 and 4): the member a campaign advertised. Once
 * the visitor is a member (a login of any kind, a registration or a restored session), the app
 * opens that profile and clears the id, so it opens once; until then the id waits in its cookie
 * (7 days) and goes with a sign-up. The member's own id opens nothing.
 */
import { combine, createEvent, sample } from 'effector';
import { $authenticated, $user } from '../session/model';
import { $campaign, strangerIdCleared } from './model';

/** The profile to open now, or null. */
export const $strangerToOpen = combine(
  $authenticated,
  $user,
  $campaign,
  (isMember, user, { strangerId }) =>
    isMember && user && strangerId && strangerId !== user.id ? strangerId : null,
);

/** The app has shown the profile. */
export const strangerOpened = createEvent<string>();

sample({ clock: strangerOpened, target: strangerIdCleared });
