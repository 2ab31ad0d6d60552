import {
  Cigarette,
  Dumbbell,
  Eye,
  Gem,
  HeartHandshake,
  House,
  type LucideIcon,
  Ruler,
  Scissors,
  Search,
  Sparkles,
  Tag,
  UtensilsCrossed,
} from 'lucide-react';

/** The profile traits the product knows (spec 01 section 3, spec 02 section 3). */
export const traitKinds = [
  'smoker',
  'relationshipStatus',
  'eyeColor',
  'bodyJewelry',
  'hairColor',
  'living',
  'starsign',
  'size',
  'sport',
  'favoriteFood',
  'lookingFor',
  'other',
] as const;
export type TraitKind = (typeof traitKinds)[number];

export const traitIcons: Record<TraitKind, LucideIcon> = {
  smoker: Cigarette,
  relationshipStatus: HeartHandshake,
  eyeColor: Eye,
  bodyJewelry: Gem,
  hairColor: Scissors,
  living: House,
  starsign: Sparkles,
  size: Ruler,
  sport: Dumbbell,
  favoriteFood: UtensilsCrossed,
  lookingFor: Search,
  other: Tag,
};
