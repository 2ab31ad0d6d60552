/**
 * The own account (spec 01 section 7): read, change profile fields, delete; search settings,
 * location change, cloud-messaging id and the fuller registration's completion.
 */
import { userEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import {
  completeRegistration,
  updateFirebaseId,
  updateProfile,
  updateSearchSettings,
} from '../account';
import { deleteAccount } from '../erase';
import { ownUser } from '../member';
import { changeResidence } from '../residence';

export const accountRoutes = async (app: FastifyInstance) => {
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
};
