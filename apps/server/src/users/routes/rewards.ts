/**
 * The daily rewards (GET /user/dailyBonus, POST /user/wheel); the rules are in users/rewards.ts.
 */
import { userEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { claimDailyBonus, spinWheel } from '../rewards';

export const rewardRoutes = async (app: FastifyInstance) => {
  route(app, userEndpoints.dailyBonus, ({ member }) => claimDailyBonus(app, member.id));
  route(app, userEndpoints.spinWheel, ({ member }) => spinWheel(app, member.id));
};
