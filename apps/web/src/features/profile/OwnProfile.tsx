/**
 * /profile and /profile/:id: the member's own profile as others see it, with the edit dialog,
 * the pictures (upload, settings) and the verification (library story Screens/Member/OwnProfile).
 */
import { ageOn, type User } from '@amora/contract';
import {
  AboutMe,
  ButtonLink,
  type GalleryPicture,
  Inline,
  InterestList,
  PhotoGallery,
  ProfileHeader,
  Stack,
  type Trait,
  TraitList,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { MemberFrame } from '../../app/MemberFrame';
import { paths } from '../../app/paths';
import type { MessageId } from '../../i18n/catalogue';
import { $user } from '../../session/model';
import { EditProfileDialog } from './EditProfileDialog';
import { profileOpened } from './model';
import { choiceTraitFields, interestId, moodId, traitLabelId, traitOptionId } from './options';
import { PictureSettingsDialog } from './PictureSettingsDialog';
import { PictureUploadDialog } from './PictureUploadDialog';
import { VerificationCard } from './VerificationCard';

const galleryOf = (user: User): GalleryPicture[] =>
  user.images.items.map((image) => ({
    id: image.id,
    src: image.thumbnailHref,
    isPrivate: image.isPrivate,
    price: image.price ?? undefined,
    isProfilePicture: image.isProfileImage,
    status: image.verificationState,
  }));

const traitsOf = (user: User, intl: IntlShape): Trait[] => [
  ...choiceTraitFields.map((field) => {
    const value = user[field];
    return {
      kind: field,
      label: intl.formatMessage({ id: traitLabelId(field) }),
      value: value ? intl.formatMessage({ id: traitOptionId(field, value) }) : undefined,
    };
  }),
  {
    kind: 'size' as const,
    label: intl.formatMessage({ id: traitLabelId('bodyHeight') }),
    value:
      user.bodyHeight === null
        ? undefined
        : intl.formatMessage({ id: 'profile.bodyHeightValue' }, { height: user.bodyHeight }),
  },
];

/** What is still missing, in the order the hint names it; the completion is the share filled. */
const missingParts = (user: User) =>
  [
    user.profileImage ? null : 'picture',
    user.aboutMe ? null : 'aboutMe',
    user.interests.length > 0 ? null : 'interests',
    user.mood ? null : 'mood',
    choiceTraitFields.some((field) => user[field] !== null) ? null : 'traits',
  ].filter((part) => part !== null);
const profileParts = 5;

export function OwnProfile() {
  const intl = useIntl();
  const [user, opened] = useUnit([$user, profileOpened]);
  const [isEditing, setEditing] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const [pictureId, setPictureId] = useState<string | null>(null);
  useEffect(() => opened(), [opened]);

  if (!user) return <MemberFrame active="profile">{null}</MemberFrame>;
  const missing = missingParts(user);
  const [nextPart] = missing;
  const picture = user.images.items.find((image) => image.id === pictureId) ?? null;
  return (
    <MemberFrame active="profile">
      <Stack space="xlarge">
        <ProfileHeader
          name={user.name}
          age={ageOn(user.birthdate, new Date())}
          city={user.city}
          photo={user.profileImage}
          isVerified={user.verified}
          isPremium={user.hasActivePremium}
          mood={user.mood ? intl.formatMessage({ id: moodId(user.mood) }) : undefined}
          nameAs="h1"
          isOwnProfile
          completion={Math.round(((profileParts - missing.length) / profileParts) * 100)}
          completionHint={
            nextPart
              ? intl.formatMessage({ id: `profile.completion.${nextPart}` as MessageId })
              : undefined
          }
          onEditProfile={() => setEditing(true)}
        />
        {/* Where members of dating apps look for their settings: beside their own profile. */}
        <Inline space="small" align="center">
          <ButtonLink
            href={paths.settings}
            variant="outline"
            size="small"
            icon={<Settings size={16} />}
          >
            <FormattedMessage id="page.settings" />
          </ButtonLink>
        </Inline>
        <PhotoGallery
          name={user.name}
          isOwnProfile
          pictures={galleryOf(user)}
          onPress={setPictureId}
          onAdd={() => setAdding(true)}
        />
        <VerificationCard user={user} />
        <AboutMe
          title={intl.formatMessage({ id: 'profile.aboutMe' })}
          titleAs="h2"
          text={user.aboutMe}
          emptyText={intl.formatMessage({ id: 'profile.aboutMeEmpty' })}
        />
        <InterestList
          title={intl.formatMessage({ id: 'profile.interests' })}
          titleAs="h2"
          interests={user.interests.map((interest) => ({
            id: interest,
            label: intl.formatMessage({ id: interestId(interest) }),
          }))}
          emptyText={intl.formatMessage({ id: 'profile.interestsEmpty' })}
        />
        <TraitList
          title={intl.formatMessage({ id: 'profile.details' })}
          titleAs="h2"
          traits={traitsOf(user, intl)}
        />
      </Stack>
      {isEditing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
      {isAdding && (
        <PictureUploadDialog
          isFirstPicture={user.images.items.length === 0}
          onClose={() => setAdding(false)}
        />
      )}
      {picture && (
        <PictureSettingsDialog
          picture={picture}
          pictureCount={user.images.items.length}
          onClose={() => setPictureId(null)}
        />
      )}
    </MemberFrame>
  );
}
