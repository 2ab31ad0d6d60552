/**
 * Fictional demo members, generated offline from a seed: the same count, seed and reference date
 * give the same profiles on every machine. Adults of 18 to 80 (most 20 to 50), with names of
 * their country, living in places of the gazetteer chosen by population (most in DE, AT and CH),
 * with interests, mood, traits and search settings from the contract's option lists.
 */
import {
  bodyJewelryOptions,
  type Country,
  eyeColorOptions,
  favoriteFoodOptions,
  type Gender,
  hairColorOptions,
  interestOptions,
  type Language,
  limits,
  livingOptions,
  lookingForOptions,
  moodOptions,
  type ProfileDetails,
  type relationshipStatusOptions,
  type smokerOptions,
  sportOptions,
  type starsignOptions,
} from '@amora/contract';
import { type Gazetteer, loadGazetteer, type Place } from '../location/index.ts';
import { type AboutMeLanguage, aboutMeLines, interestWords } from './about-me.ts';
import { firstNames, genderNeutralNames, type NameGroup } from './names.ts';
import { SeededRandom } from './random.ts';

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bald';

/** How the avatar is drawn: fixed per profile, so the picture is the same on every run. */
export interface AvatarStyle {
  /** Hue (0 to 359) of the background gradient. */
  backgroundHue: number;
  skinTone: string;
  hairStyle: HairStyle;
  shirtHue: number;
  glasses: boolean;
  beard: boolean;
}

export interface DemoProfile extends ProfileDetails {
  /** Stable within one seed: demo-0001, demo-0002, ... */
  key: string;
  /** Never a real inbox (.example is reserved); demo profiles cannot log in. */
  email: string;
  name: string;
  gender: Gender;
  /** ISO date-time at midnight UTC. */
  birthdate: string;
  age: number;
  country: Country;
  language: Language;
  city: string;
  zip: string;
  /** GeoNames id of the place (the gazetteer's LocationOption id). */
  locationId: string;
  /** The place's position; like any member's, snapped to the grid before others see distances. */
  lat: number;
  lon: number;
  searchGender: Gender;
  searchMinAge: number;
  searchMaxAge: number;
  searchDistance: number;
  searchCountryOnly: boolean;
  verified: boolean;
  /** How long ago the account was created (some within the 14 days that count as new). */
  createdDaysAgo: number;
  avatar: AvatarStyle;
}

export interface DemoProfileOptions {
  /** The day ages are counted on; defaults to now. Fix it for identical output across days. */
  referenceDate?: Date;
  gazetteer?: Gazetteer;
}

export const DEMO_PROFILE_COUNT = 500;
export const DEMO_SEED = 20240214;

/** Most members in the German-speaking countries, some everywhere else. Weights in percent. */
const countryWeights: readonly (readonly [Country, number])[] = [
  ['de', 50],
  ['at', 12],
  ['ch', 10],
  ['us', 5],
  ['gb', 4],
  ['it', 3],
  ['fr', 3],
  ['nl', 3],
  ['pl', 3],
  ['dk', 2],
  ['se', 2],
  ['au', 2],
  ['nz', 1],
];

/** The language a member of each country writes in; Switzerland has three. */
const languagesOf: Record<Country, readonly (readonly [Language, number])[]> = {
  de: [['de', 1]],
  at: [['de', 1]],
  ch: [
    ['de', 65],
    ['fr', 25],
    ['it', 10],
  ],
  us: [['en', 1]],
  gb: [['en', 1]],
  au: [['en', 1]],
  nz: [['en', 1]],
  it: [['it', 1]],
  fr: [['fr', 1]],
  pl: [['pl', 1]],
  nl: [['nl', 1]],
  dk: [['da', 1]],
  se: [['sv', 1]],
};

const nameGroupOf: Record<Language, NameGroup> = {
  de: 'german',
  en: 'english',
  it: 'italian',
  fr: 'french',
  pl: 'polish',
  nl: 'dutch',
  da: 'danish',
  sv: 'swedish',
};

const skinTones = ['#f9dcc4', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#5c3a21'] as const;

/** Day of year (month, day) on which each sign begins, in zodiac order from Capricorn. */
const starsignStarts: readonly (readonly [number, number, (typeof starsignOptions)[number]])[] = [
  [1, 20, 'aquarius'],
  [2, 19, 'pisces'],
  [3, 21, 'aries'],
  [4, 20, 'taurus'],
  [5, 21, 'gemini'],
  [6, 21, 'cancer'],
  [7, 23, 'leo'],
  [8, 23, 'virgo'],
  [9, 23, 'libra'],
  [10, 23, 'scorpio'],
  [11, 22, 'sagittarius'],
  [12, 22, 'capricorn'],
];

export function starsignOf(birthdate: Date): (typeof starsignOptions)[number] {
  const month = birthdate.getUTCMonth() + 1;
  const day = birthdate.getUTCDate();
  let sign: (typeof starsignOptions)[number] = 'capricorn';
  for (const [startMonth, startDay, name] of starsignStarts) {
    if (month > startMonth || (month === startMonth && day >= startDay)) sign = name;
  }
  return sign;
}

export function generateDemoProfiles(
  count: number = DEMO_PROFILE_COUNT,
  seed: number = DEMO_SEED,
  { referenceDate = new Date(), gazetteer = loadGazetteer() }: DemoProfileOptions = {},
): DemoProfile[] {
  const random = new SeededRandom(seed);
  const placePickers = new Map<Country, PlacePicker>();
  const pickerFor = (country: Country) => {
    let picker = placePickers.get(country);
    if (!picker) {
      picker = new PlacePicker(gazetteer.placesIn(country));
      placePickers.set(country, picker);
    }
    return picker;
  };
  return Array.from({ length: count }, (_, index) =>
    generateProfile(index + 1, random, pickerFor, referenceDate),
  );
}

function generateProfile(
  number: number,
  random: SeededRandom,
  pickerFor: (country: Country) => PlacePicker,
  referenceDate: Date,
): DemoProfile {
  const key = `demo-${String(number).padStart(4, '0')}`;
  const country = random.weighted(countryWeights);
  const language = random.weighted(languagesOf[country]);
  const place = pickerFor(country).pick(random);
  const gender = random.weighted<Gender>([
    ['female', 47],
    ['male', 47],
    ['other', 6],
  ]);
  const name =
    gender === 'other'
      ? random.pick(genderNeutralNames)
      : random.pick(firstNames[nameGroupOf[language]][gender]);
  const age = random.chance(0.8)
    ? random.integer(20, 50)
    : random.weighted([
        [random.integer(18, 19), 35],
        [random.integer(51, 80), 65],
      ]);
  const born = birthdateFor(age, random.integer(0, 360), referenceDate);
  const interests = random.sample(interestOptions, random.integer(2, 5));
  const optional = <Value>(value: Value, probability = 0.8): Value | null =>
    random.chance(probability) ? value : null;
  const aboutMeLanguage: AboutMeLanguage = language === 'de' ? 'de' : 'en';
  const hairColor = optional(
    age > 55 && random.chance(0.6)
      ? 'grey'
      : random.pick(hairColorOptions.filter((c) => c !== 'grey')),
    0.9,
  );

  return {
    key,
    email: `${key}@demo.amora.example`,
    name,
    gender,
    birthdate: born.toISOString(),
    age,
    country,
    language,
    city: place.city,
    zip: '',
    locationId: place.id,
    lat: place.lat,
    lon: place.lon,
    searchGender: soughtGender(gender, random),
    searchMinAge: Math.max(limits.age.min, age - random.integer(3, 10)),
    searchMaxAge: Math.min(limits.age.max, age + random.integer(3, 15)),
    searchDistance: random.pick([25, 50, 100, 150, 200]),
    searchCountryOnly: random.chance(0.3),
    verified: random.chance(0.3),
    createdDaysAgo: random.chance(0.12) ? random.integer(0, 13) : random.integer(14, 400),
    aboutMe: optional(aboutMe(aboutMeLanguage, place.city, interests, random), 0.9),
    interests,
    mood: optional(random.pick(moodOptions)),
    lookingFor: random.pick(lookingForOptions),
    smoker: optional(
      random.weighted<(typeof smokerOptions)[number]>([
        ['no', 60],
        ['occasionally', 15],
        ['yes', 15],
        ['vape', 10],
      ]),
    ),
    relationshipStatus: optional(
      random.weighted<(typeof relationshipStatusOptions)[number]>([
        ['single', 64],
        ['divorced', 12],
        ['complicated', 8],
        ['open', 6],
        ['widowed', 3],
        ['taken', 4],
        ['married', 3],
      ]),
    ),
    // Purple eyes exist as an option, not in the population the demo imitates.
    eyeColor: optional(random.pick(eyeColorOptions.filter((colour) => colour !== 'purple'))),
    hairColor,
    bodyJewelry: optional(random.pick(bodyJewelryOptions)),
    living: optional(
      random.pick(
        age < 30
          ? livingOptions
          : livingOptions.filter((o) => o !== 'withParents' && o !== 'university'),
      ),
    ),
    starsign: optional(starsignOf(born), 0.7),
    sport: optional(random.pick(sportOptions)),
    favoriteFood: optional(random.pick(favoriteFoodOptions)),
    bodyHeight: optional(bodyHeightFor(gender, random), 0.85),
    avatar: {
      backgroundHue: random.integer(0, 359),
      skinTone: random.pick(skinTones),
      hairStyle: hairStyleFor(gender, age, random),
      shirtHue: random.integer(0, 359),
      glasses: random.chance(0.2),
      beard: gender === 'male' && random.chance(0.3),
    },
  };
}

/** A birthday `daysBefore` days before the age-th anniversary falls within the year of age. */
function birthdateFor(age: number, daysBefore: number, referenceDate: Date): Date {
  const anniversary = Date.UTC(
    referenceDate.getUTCFullYear() - age,
    referenceDate.getUTCMonth(),
    referenceDate.getUTCDate(),
  );
  return new Date(anniversary - daysBefore * 86_400_000);
}

function soughtGender(gender: Gender, random: SeededRandom): Gender {
  if (gender === 'other') return random.pick(['male', 'female', 'other'] as const);
  const opposite: Gender = gender === 'male' ? 'female' : 'male';
  return random.weighted<Gender>([
    [opposite, 85],
    [gender, 12],
    ['other', 3],
  ]);
}

function bodyHeightFor(gender: Gender, random: SeededRandom): number {
  const [mean, spread] = gender === 'male' ? [180, 7] : gender === 'female' ? [166, 7] : [172, 8];
  // The sum of three uniform draws is close enough to a bell curve for demo data.
  const bell = (random.next() + random.next() + random.next() - 1.5) * 2;
  return Math.round(Math.min(205, Math.max(150, mean + bell * spread)));
}

function hairStyleFor(gender: Gender, age: number, random: SeededRandom): HairStyle {
  if (gender === 'female') return random.pick(['long', 'long', 'bun', 'curly', 'short'] as const);
  if (gender === 'male') {
    return age > 45 && random.chance(0.3)
      ? 'bald'
      : random.pick(['short', 'short', 'curly'] as const);
  }
  return random.pick(['short', 'long', 'curly', 'bun'] as const);
}

function aboutMe(
  language: AboutMeLanguage,
  city: string,
  interests: readonly (typeof interestOptions)[number][],
  random: SeededRandom,
): string {
  const words = interestWords[language];
  const [first = 'music', second = 'travel'] = interests;
  return random
    .sample(aboutMeLines[language], 2)
    .map((line) =>
      line
        .replaceAll('{city}', city)
        .replaceAll('{first}', words[first])
        .replaceAll('{second}', words[second]),
    )
    .join(' ');
}

/** Picks places with probability proportional to their population (at least 1,000 each). */
class PlacePicker {
  private readonly places: readonly Place[];
  private readonly cumulative: Float64Array;

  constructor(places: readonly Place[]) {
    if (places.length === 0) throw new RangeError('no places to pick from');
    this.places = places;
    this.cumulative = new Float64Array(places.length);
    let total = 0;
    places.forEach((place, index) => {
      total += Math.max(place.population, 1000);
      this.cumulative[index] = total;
    });
  }

  pick(random: SeededRandom): Place {
    const target = random.next() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) <= target) low = middle + 1;
      else high = middle;
    }
    return this.places[low] as Place;
  }
}
