/**
 * Where a member lives: a place chosen from the location search plus the member's own zip code
 * (the gazetteer has none). Registration and the location change both store it this way.
 */
import { type Country, errorCodes, errorTexts, prices, type User } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { type Gazetteer, isValidPostalCode, normalizePostalCode, snapToGrid } from '../location';
import { lockMember, ownUser } from './member';

export interface ResidenceInput {
  locationId: string;
  zip: string;
  /** Lower case, as the contract parses it. */
  country: Country;
}

/** The users columns of a residence. */
export interface Residence {
  locationId: string;
  city: string;
  zip: string;
  country: Country;
  latitude: number;
  longitude: number;
  gridLatitude: number;
  gridLongitude: number;
}

/**
 * The columns of a residence, or a 400: LOCATION_REQUIRED when the id names no place of the
 * country (the member must pick a suggestion), VALIDATION_FAILED when the zip code does not have
 * the country's format. The city shown is the gazetteer's name of the place, whatever was typed.
 */
export const resolveResidence = (gazetteer: Gazetteer, input: ResidenceInput): Residence => {
  const place = gazetteer.get(input.locationId);
  if (!place || place.country.toLowerCase() !== input.country) {
    throw ApiProblem.of(errorCodes.LOCATION_REQUIRED, errorTexts.LOCATION_REQUIRED, [
      { path: 'locationId', message: errorCodes.LOCATION_REQUIRED },
    ]);
  }
  if (!isValidPostalCode(input.country, input.zip)) {
    const text = 'This zip code does not exist in the chosen country.';
    throw ApiProblem.of(errorCodes.VALIDATION_FAILED, text, [{ path: 'zip', message: text }]);
  }
  const grid = snapToGrid(place.lat, place.lon);
  return {
    locationId: place.id,
    city: place.city,
    zip: normalizePostalCode(input.zip),
    country: input.country,
    latitude: place.lat,
    longitude: place.lon,
    gridLatitude: grid.lat,
    gridLongitude: grid.lon,
  };
};

/**
 * Moves the member to another place. Choosing the same place and zip again changes (and costs)
 * nothing.
 */
export const changeResidence = async (
  app: FastifyInstance,
  memberId: string,
  input: ResidenceInput,
): Promise<User> => {
  const residence = resolveResidence(app.gazetteer, input);
  return app.db.transaction(async (tx) => {
    const row = await lockMember(tx, memberId);
    const unchanged = row.locationId === residence.locationId && row.zip === residence.zip;
    if (unchanged) return ownUser(tx, memberId);
    // A member without a place yet (some social sign-ups) chooses the first one for free.
    if (row.locationId !== null) {
      await app.ledger.spend(tx, memberId, {
        amount: prices.changeLocation,
        freeCounter: 'freeLocationChangesCount',
        reason: 'changeLocation',
        reference: residence.locationId,
      });
    }
    await tx
      .update(users)
      .set({ ...residence, updatedAt: new Date() })
      .where(eq(users.id, memberId));
    return ownUser(tx, memberId);
  });
};
