/** Profile content shared by the own and the stranger profile screen stories. */
import type { ReactNode } from 'react';
import type { GalleryPicture } from '../../components/PhotoGallery/PhotoGallery';
import { Stack } from '../../components/Stack/Stack';
import { AboutMe } from '../../components/TraitList/AboutMe';
import { type Interest, InterestList } from '../../components/TraitList/InterestList';
import { type Trait, TraitList } from '../../components/TraitList/TraitList';
import { portrait } from '../../fixtures/portraits';

export const lenaProfile = {
  name: 'Lena',
  age: 27,
  city: 'Berlin',
  distance: '3 km',
  photo: portrait(0, { width: 720, height: 900 }),
  isOnline: true,
  isVerified: true,
  mood: 'Coffee?',
};

export const strangerPictures: GalleryPicture[] = [
  { id: 'p1', src: portrait(0) },
  { id: 'p2', src: portrait(6) },
  { id: 'p3', src: portrait(12), isPrivate: true, price: 10 },
  { id: 'p4', src: portrait(18), isPrivate: true, price: 25, isUnlocked: true },
];

export const ownPictures: GalleryPicture[] = [
  { id: 'o1', src: portrait(3), isProfilePicture: true, status: 'verified' },
  { id: 'o2', src: portrait(9), isPrivate: true, price: 15, status: 'verified' },
  { id: 'o3', src: portrait(15), status: 'pending' },
  { id: 'o4', src: portrait(21), status: 'rejected' },
];

export const interests: Interest[] = [
  { id: 'travel', label: 'Travel', isShared: true },
  { id: 'hiking', label: 'Hiking', isShared: true },
  { id: 'cooking', label: 'Cooking' },
  { id: 'yoga', label: 'Yoga' },
  { id: 'festivals', label: 'Festivals' },
  { id: 'photography', label: 'Photography' },
];

export const traits: Trait[] = [
  { kind: 'lookingFor', label: 'Looking for', value: 'Relationship' },
  { kind: 'relationshipStatus', label: 'Relationship status', value: 'Single' },
  { kind: 'size', label: 'Size', value: '172 cm' },
  { kind: 'starsign', label: 'Starsign', value: 'Libra' },
  { kind: 'eyeColor', label: 'Eye colour', value: 'Green' },
  { kind: 'smoker', label: 'Smoker', value: 'No' },
  { kind: 'living', label: 'Living', value: 'Shared apartment' },
  { kind: 'sport', label: 'Sport', value: 'Weekly' },
];

export interface ProfileDetailsProps {
  about?: string;
  aboutEmpty?: string;
  interests?: Interest[];
  interestsEmpty?: string;
  traits?: Trait[];
  /** Edit buttons of the own profile, by block. */
  aboutAction?: ReactNode;
}

/** About me, interests and the details list, in that order. */
export function ProfileDetails({
  about = 'Coffee first, then adventures. I love long walks along the Spree, spontaneous trips and cooking for friends.\n\nLooking for someone who can make me laugh.',
  aboutEmpty,
  interests: shownInterests = interests,
  interestsEmpty,
  traits: shownTraits = traits,
}: ProfileDetailsProps) {
  return (
    <Stack space="xlarge">
      <AboutMe title="About me" titleAs="h2" text={about} emptyText={aboutEmpty} />
      <InterestList
        title="Interests"
        titleAs="h2"
        interests={shownInterests}
        emptyText={interestsEmpty}
      />
      <TraitList title="Details" titleAs="h2" traits={shownTraits} />
    </Stack>
  );
}
