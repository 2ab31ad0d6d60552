/**
 * The member's own account (spec 01 section 7): read, change profile fields, delete; search
 * settings, location change, cloud-messaging id and the fuller registration's completion. The own
 * pictures and verification (spec 02 section 5), the daily bonus and the wheel of fortune, and
 * the newsletter setting (by session or by a mail link's token).
 */
import { newsletterEndpoints, userEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteContext, route } from '../http/route';
import {
  completeRegistration,
  updateFirebaseId,
  updateProfile,
  updateSearchSettings,
} from './account';
import { deleteAccount } from './erase';
import { deletePicture, profilePicture, updatePicture, uploadPicture } from './gallery';
import { ownUser } from './member';
import { newsletterSetting } from './newsletter';
import { changeResidence } from './residence';
import { claimDailyBonus, spinWheel } from './rewards';
import { requestVerification, verificationOf } from './verification';

export default async function userRoutes(app: FastifyInstance) {
  route(app, userEndpoints.get, ({ member }) => ownUser(app.db, member.id));
  route(app, userEndpoints.update, ({ member, body }) => updateProfile(app.db, member.id, body));
  route(app, userEndpoints.delete, async ({ member, request, reply }) => {
    await deleteAccount(app, member.id);
    // The session row is gone with the others; this clears the cookie.
    await app.sessions.end(request, reply);
  });
  route(app, userEndpoints.updateSearchSettings, ({ member, body }) =>
    updateSearchSettings(app.db, member.id, body),
  );
  route(app, userEndpoints.changeLocation, ({ member, body }) =>
    changeResidence(app, member.id, body),
  );
  route(app, userEndpoints.updateFirebase, ({ member, body }) =>
    updateFirebaseId(app.db, member.id, body.firebaseId),
  );
  route(app, userEndpoints.complete, ({ member, body }) =>
    completeRegistration(app, member.id, body),
  );

  route(app, userEndpoints.uploadImage, ({ member, body }) => uploadPicture(app, member.id, body));
  route(app, userEndpoints.updateImage, ({ member, params, body }) =>
    updatePicture(app, member.id, params.id, body),
  );
  route(app, userEndpoints.deleteImage, ({ member, params }) =>
    deletePicture(app, member.id, params.id),
  );
  route(app, userEndpoints.profileImage, ({ member }) => profilePicture(app.db, member.id));
  route(app, userEndpoints.verification, ({ member }) => verificationOf(app.db, member.id));
  route(app, userEndpoints.requestVerification, ({ member, body }) =>
    requestVerification(app, member.id, body),
  );

  route(app, userEndpoints.dailyBonus, ({ member }) => claimDailyBonus(app, member.id));
  route(app, userEndpoints.spinWheel, ({ member }) => spinWheel(app, member.id));

  const newsletter =
    (subscribed?: boolean) =>
    ({ params, query, member }: RouteContext<typeof newsletterEndpoints.get>) =>
      newsletterSetting(
        app.db,
        app.config.secret,
        params.id,
        { memberId: member?.id ?? null, token: query.t },
        subscribed,
      );
  route(app, newsletterEndpoints.get, newsletter());
  route(app, newsletterEndpoints.subscribe, newsletter(true));
  route(app, newsletterEndpoints.unsubscribe, newsletter(false));
}
