/**
 * The demo member a newcomer logs in as: a fixed login the server prints at start-up, an
 * account in Berlin with coins to try the paid features.
 */
import type { Country, Gender, Language, LookingFor } from '@amora/contract';

export interface DemoMember {
  email: string;
  password: string;
  name: string;
  gender: Gender;
  /** ISO date-time; 32 years before 2025-06-15. */
  birthdate: string;
  country: Country;
  city: string;
  zip: string;
  /** GeoNames id of Berlin. */
  locationId: string;
  language: Language;
  searchGender: Gender;
  searchMinAge: number;
  searchMaxAge: number;
  searchDistance: number;
  lookingFor: LookingFor;
  coins: number;
  freeCoins: number;
}

export const DEMO_MEMBER: DemoMember = {
  email: 'demo@amora.example',
  password: 'amora-demo',
  name: 'Demo',
  gender: 'male',
  birthdate: '1993-06-15T00:00:00.000Z',
  country: 'de',
  city: 'Berlin',
  zip: '10115',
  locationId: '2950159',
  language: 'de',
  searchGender: 'female',
  searchMinAge: 18,
  searchMaxAge: 48,
  searchDistance: 200,
  lookingFor: 'relationship',
  coins: 500,
  freeCoins: 20,
};
