/**
 * The profile's choice traits (spec 02 section 3) with their option lists from @amora/contract,
 * and the catalogue keys of their labels: `profile.trait.<field>` and
 * `profile.trait.<field>.<option>`, `profile.interest.<option>`, `profile.mood.<option>`.
 */
import {
  bodyJewelryOptions,
  eyeColorOptions,
  favoriteFoodOptions,
  hairColorOptions,
  livingOptions,
  lookingForOptions,
  type ProfileDetails,
  relationshipStatusOptions,
  smokerOptions,
  sportOptions,
  starsignOptions,
} from '@amora/contract';
import type { MessageId } from '../../i18n/catalogue';

/** The traits chosen from a list, in the order the profile shows them. */
export const choiceTraits = {
  lookingFor: lookingForOptions,
  relationshipStatus: relationshipStatusOptions,
  starsign: starsignOptions,
  eyeColor: eyeColorOptions,
  hairColor: hairColorOptions,
  bodyJewelry: bodyJewelryOptions,
  smoker: smokerOptions,
  living: livingOptions,
  sport: sportOptions,
  favoriteFood: favoriteFoodOptions,
} as const satisfies { [Field in keyof ProfileDetails]?: readonly string[] };

export type ChoiceTrait = keyof typeof choiceTraits;
export const choiceTraitFields = Object.keys(choiceTraits) as ChoiceTrait[];

export const traitLabelId = (field: ChoiceTrait | 'bodyHeight') =>
  `profile.trait.${field}` as MessageId;
export const traitOptionId = (field: ChoiceTrait, option: string) =>
  `profile.trait.${field}.${option}` as MessageId;
export const interestId = (interest: string) => `profile.interest.${interest}` as MessageId;
export const moodId = (mood: string) => `profile.mood.${mood}` as MessageId;
