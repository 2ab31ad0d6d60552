import {
  ageOn,
  birthdateAsOf,
  Country,
  Gender,
  Language,
  limits,
  Name,
  ProfileDetails,
} from '@amora/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aboutMeLines,
  DEMO_MEMBER,
  type DemoProfile,
  firstNames,
  genderNeutralNames,
  generateDemoProfiles,
  starsignOf,
} from '../../../src/demo/index.ts';
import { getLocation, loadGazetteer } from '../../../src/location/index.ts';

const referenceDate = new Date('2025-06-15T12:00:00Z');
let profiles: DemoProfile[];
beforeAll(() => {
  profiles = generateDemoProfiles(500, 7, { referenceDate });
});

const share = (predicate: (profile: DemoProfile) => boolean) =>
  profiles.filter(predicate).length / profiles.length;

describe('generateDemoProfiles', () => {
  it('makes the same profiles from the same seed and other ones from another', () => {
    expect(generateDemoProfiles(500, 7, { referenceDate })).toEqual(profiles);
    const other = generateDemoProfiles(500, 8, { referenceDate });
    expect(other.map((profile) => profile.name)).not.toEqual(profiles.map((p) => p.name));
  });

  it('makes at least 500 profiles with unique keys and addresses that reach nobody', () => {
    expect(profiles).toHaveLength(500);
    expect(new Set(profiles.map((profile) => profile.key)).size).toBe(500);
    expect(new Set(profiles.map((profile) => profile.email)).size).toBe(500);
    for (const { email } of profiles) expect(email).toMatch(/@demo\.amora\.example$/);
  });

  it('makes only adults of 18 to 80, most of them 20 to 50', () => {
    const Birthdate = birthdateAsOf(() => referenceDate);
    for (const profile of profiles) {
      expect(v.is(Birthdate, profile.birthdate), profile.birthdate).toBe(true);
      expect(ageOn(profile.birthdate, referenceDate)).toBe(profile.age);
    }
    expect(share((p) => p.age >= 20 && p.age <= 50)).toBeGreaterThan(0.7);
    expect(profiles.some((p) => p.age < 20)).toBe(true);
    expect(profiles.some((p) => p.age > 60)).toBe(true);
  });

  it('fills every field by the contract’s rules and option lists', () => {
    for (const profile of profiles) {
      expect(v.is(Name, profile.name), profile.name).toBe(true);
      expect(v.is(Gender, profile.gender)).toBe(true);
      expect(v.is(Gender, profile.searchGender)).toBe(true);
      expect(v.is(Country, profile.country)).toBe(true);
      expect(v.is(Language, profile.language)).toBe(true);
      const details = v.safeParse(ProfileDetails, profile);
      expect(details.success, JSON.stringify(details.issues?.[0])).toBe(true);
      expect(new Set(profile.interests).size).toBeGreaterThanOrEqual(limits.interestsMin);
      expect(profile.searchMinAge).toBeGreaterThanOrEqual(limits.age.min);
      expect(profile.searchMaxAge).toBeLessThanOrEqual(limits.age.max);
      expect(profile.searchMinAge).toBeLessThanOrEqual(profile.searchMaxAge);
      expect(profile.searchDistance).toBeGreaterThanOrEqual(limits.searchRadius.min);
      expect(profile.searchDistance).toBeLessThanOrEqual(limits.searchRadius.max);
      if (profile.bodyHeight !== null) {
        expect(profile.bodyHeight).toBeGreaterThanOrEqual(limits.bodyHeight.min);
        expect(profile.bodyHeight).toBeLessThanOrEqual(limits.bodyHeight.max);
      }
      if (profile.starsign) expect(profile.starsign).toBe(starsignOf(new Date(profile.birthdate)));
    }
    const genders = new Set(profiles.map((profile) => profile.gender));
    expect(genders).toEqual(new Set(['male', 'female', 'other']));
    expect(share((p) => p.createdDaysAgo < limits.newUserDays)).toBeGreaterThan(0.05);
  });

  it('lives in places of the gazetteer, most in Germany, Austria and Switzerland', () => {
    for (const profile of profiles) {
      const place = getLocation(profile.locationId);
      expect(place, profile.locationId).toMatchObject({
        city: profile.city,
        country: profile.country,
        lat: profile.lat,
        lon: profile.lon,
      });
    }
    expect(share((p) => ['de', 'at', 'ch'].includes(p.country))).toBeGreaterThan(0.6);
    expect(new Set(profiles.map((profile) => profile.country)).size).toBe(13);
  });

  it('favours populous places', () => {
    const germanPlaces = loadGazetteer().placesIn('de');
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const typicalPlace = average(germanPlaces.map((place) => place.population));
    const chosen = profiles
      .filter((profile) => profile.country === 'de')
      .map((profile) => getLocation(profile.locationId)?.population ?? 0);
    expect(average(chosen)).toBeGreaterThan(5 * typicalPlace);
  });

  it('names members as people of their country are named', () => {
    const groupOf = {
      de: 'german',
      en: 'english',
      it: 'italian',
      fr: 'french',
      pl: 'polish',
      nl: 'dutch',
      da: 'danish',
      sv: 'swedish',
    } as const;
    for (const profile of profiles) {
      const names =
        profile.gender === 'other'
          ? genderNeutralNames
          : firstNames[groupOf[profile.language]][profile.gender];
      expect(names, `${profile.name} (${profile.country})`).toContain(profile.name);
    }
    for (const profile of profiles.filter((p) => p.country === 'pl' && p.gender !== 'other')) {
      expect(firstNames.polish[profile.gender as 'male' | 'female']).toContain(profile.name);
    }
  });

  it('writes about-me texts in German for German speakers and in English otherwise', () => {
    const startsOf = (lines: readonly string[]) => lines.map((line) => line.split('{')[0] ?? '');
    for (const profile of profiles) {
      if (profile.aboutMe === null) continue;
      expect(profile.aboutMe).not.toContain('{');
      const starts = startsOf(aboutMeLines[profile.language === 'de' ? 'de' : 'en']);
      expect(starts.some((start) => profile.aboutMe?.startsWith(start))).toBe(true);
    }
    expect(share((p) => p.aboutMe !== null)).toBeGreaterThan(0.8);
  });

  it('counts ages on the day it is given', () => {
    const [profile] = generateDemoProfiles(1, 3, { referenceDate });
    const [later] = generateDemoProfiles(1, 3, { referenceDate: new Date('2035-06-15T12:00:00Z') });
    expect(later?.age).toBe(profile?.age);
    expect(new Date(later?.birthdate ?? '').getUTCFullYear()).toBe(
      new Date(profile?.birthdate ?? '').getUTCFullYear() + 10,
    );
  });
});

describe('starsignOf', () => {
  it.each([
    ['2000-01-19', 'capricorn'],
    ['2000-01-20', 'aquarius'],
    ['2000-03-21', 'aries'],
    ['2000-07-23', 'leo'],
    ['2000-12-21', 'sagittarius'],
    ['2000-12-22', 'capricorn'],
  ])('gives %s the sign %s', (date, sign) => {
    expect(starsignOf(new Date(`${date}T00:00:00Z`))).toBe(sign);
  });
});

describe('DEMO_MEMBER', () => {
  it('is an adult in Berlin with a login that passes the rules and coins to spend', () => {
    expect(v.is(Name, DEMO_MEMBER.name)).toBe(true);
    expect(
      v.is(
        birthdateAsOf(() => new Date()),
        DEMO_MEMBER.birthdate,
      ),
    ).toBe(true);
    expect(DEMO_MEMBER.password.length).toBeGreaterThanOrEqual(limits.passwordMinLength);
    expect(DEMO_MEMBER.email).toBe('demo@amora.example');
    expect(getLocation(DEMO_MEMBER.locationId)).toMatchObject({ city: 'Berlin', country: 'de' });
    expect(DEMO_MEMBER.coins).toBeGreaterThan(0);
  });
});
