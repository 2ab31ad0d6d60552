/**
 * About me, interests and the details of another member's profile (spec 02 section 3), in the
 * member's language; interests the viewer shares are highlighted.
 */
import type { ProfileDetails as Details, Interest } from '@amora/contract';
import { AboutMe, InterestList, Stack, type Trait, TraitList } from '@amora/ui';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';

/** The traits with a list of options, in the order the profile shows them. */
const optionTraits = [
  'lookingFor',
  'relationshipStatus',
  'starsign',
  'eyeColor',
  'hairColor',
  'bodyJewelry',
  'smoker',
  'living',
  'sport',
  'favoriteFood',
] as const;

interface ProfileDetailsProps {
  name: string;
  details: Details;
  /** The viewer's own interests, to highlight the shared ones. */
  ownInterests: readonly Interest[];
}

export function ProfileDetails({ name, details, ownInterests }: ProfileDetailsProps) {
  const intl = useIntl();
  const text = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const traits: Trait[] = optionTraits.map((kind) => {
    const value = details[kind];
    return {
      kind,
      label: text(`profile.trait.${kind}`),
      value: value ? text(`profile.trait.${kind}.${value}` as MessageId) : undefined,
    };
  });
  traits.splice(2, 0, {
    kind: 'size',
    label: text('people.trait.size'),
    value: details.bodyHeight ? text('people.size', { cm: details.bodyHeight }) : undefined,
  });
  return (
    <Stack space="xlarge">
      <AboutMe
        title={text('people.about')}
        titleAs="h2"
        text={details.aboutMe}
        emptyText={text('people.aboutEmpty', { name })}
      />
      <InterestList
        title={text('people.interests')}
        titleAs="h2"
        interests={details.interests.map((interest) => ({
          id: interest,
          label: text(`profile.interest.${interest}`),
          isShared: ownInterests.includes(interest),
        }))}
        emptyText={text('people.interestsEmpty')}
      />
      <TraitList title={text('people.details')} titleAs="h2" traits={traits} hideEmpty />
    </Stack>
  );
}
