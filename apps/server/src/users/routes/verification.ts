/** Profile verification with a selfie; the rules are in users/verification.ts. */
import { userEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requestVerification, verificationOf } from '../verification';

export const verificationRoutes = async (app: FastifyInstance) => {
  route(app, userEndpoints.verification, ({ member }) => verificationOf(app.db, member.id));
  route(app, userEndpoints.requestVerification, ({ member, body }) =>
    requestVerification(app, member.id, body),
  );
};
