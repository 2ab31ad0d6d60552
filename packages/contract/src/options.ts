/**
 * The enumerations of the product: a profile's option lists (spec 01 section 3, spec 02 section 3)
 * as camelCase values, which the web app's text catalogue turns into the member's language, and
 * countries, languages and platforms. Each list comes with its picklist schema and type.
 */
import * as v from 'valibot';
import { countries, languages, platforms } from './constants';

export const Country = v.picklist(countries);
export type Country = v.InferOutput<typeof Country>;
/** A country as a caller may write it (DE or de); always lower case after parsing. */
export const CountryInput = v.pipe(v.string(), v.toLowerCase(), Country);

export const Language = v.picklist(languages);
export type Language = v.InferOutput<typeof Language>;
export const LanguageInput = v.pipe(v.string(), v.toLowerCase(), Language);

export const Platform = v.picklist(platforms);
export type Platform = v.InferOutput<typeof Platform>;
/** The platform as a caller may write it (Web or web). */
export const PlatformInput = v.pipe(v.string(), v.toLowerCase(), Platform);

export const genders = ['male', 'female', 'other'] as const;
export const Gender = v.picklist(genders);
export type Gender = v.InferOutput<typeof Gender>;

export const lookingForOptions = ['relationship', 'friendship', 'fun', 'whatever'] as const;
export const LookingFor = v.picklist(lookingForOptions);
export type LookingFor = v.InferOutput<typeof LookingFor>;

export const smokerOptions = ['yes', 'no', 'occasionally', 'vape'] as const;

export const relationshipStatusOptions = [
  'taken',
  'single',
  'complicated',
  'open',
  'married',
  'divorced',
  'widowed',
] as const;

export const eyeColorOptions = ['blue', 'green', 'brown', 'black', 'grey', 'purple'] as const;

export const bodyJewelryOptions = [
  'tattoo',
  'piercing',
  'branding',
  'tattooAndPiercing',
  'nothing',
] as const;

export const hairColorOptions = ['blonde', 'brown', 'black', 'red', 'grey'] as const;

export const livingOptions = [
  'alone',
  'withParents',
  'university',
  'sharedApartment',
  'withPartner',
] as const;

export const starsignOptions = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;

export const sportOptions = ['daily', 'weekly', 'monthly', 'rarely', 'askMe'] as const;

export const favoriteFoodOptions = [
  'own',
  'regional',
  'indian',
  'italian',
  'asian',
  'greek',
  'french',
  'mexican',
  'mediterranean',
  'fastFood',
] as const;

export const interestOptions = [
  'art',
  'netflix',
  'cooking',
  'yoga',
  'music',
  'football',
  'festivals',
  'gaming',
  'travel',
  'cinema',
  'photography',
  'dancing',
  'sport',
  'readingBooks',
  'basketball',
] as const;
export const Interest = v.picklist(interestOptions);
export type Interest = v.InferOutput<typeof Interest>;

export const moodOptions = [
  'writeToMe',
  'askMeAnything',
  'drink',
  'hungry',
  'makeMeLaugh',
  'positiveVibes',
  'somethingSerious',
  'coffee',
  'readyForLove',
  'inTheMoodForFlirting',
] as const;
export const Mood = v.picklist(moodOptions);
export type Mood = v.InferOutput<typeof Mood>;
