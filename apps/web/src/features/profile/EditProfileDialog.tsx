/**
 * Editing the profile: about me, mood, interests and the traits, saved in one PATCH /user
 * (story Screens/Member/OwnProfile, EditAboutMe and EditMood). Empty choices clear a trait.
 */
import {
  Interests,
  interestOptions,
  limits,
  moodOptions,
  type User,
  type UserProfilePatch,
} from '@amora/contract';
import { Box, Button, Dialog, Select, Stack, Tag, TagGroup, Text, TextField } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  $profileProblem,
  $profileSaves,
  $profileSaving,
  profileEditClosed,
  profileSaved,
} from './model';
import {
  type ChoiceTrait,
  choiceTraitFields,
  choiceTraits,
  interestId,
  moodId,
  traitLabelId,
  traitOptionId,
} from './options';
import { useProblemText } from './problemText';

/** What the form edits; '' stands for "not specified". */
const ProfileForm = v.object({
  aboutMe: v.pipe(v.string(), v.maxLength(limits.aboutMeMaxLength)),
  interests: Interests,
  mood: v.string(),
  bodyHeight: v.pipe(
    v.string(),
    v.check(
      (height) =>
        height === '' ||
        (/^\d+$/.test(height) &&
          Number(height) >= limits.bodyHeight.min &&
          Number(height) <= limits.bodyHeight.max),
      'VALIDATION_FAILED',
    ),
  ),
  traits: v.record(v.string(), v.string()),
});
type ProfileForm = v.InferOutput<typeof ProfileForm>;

const formOf = (user: User): ProfileForm => ({
  aboutMe: user.aboutMe ?? '',
  interests: user.interests,
  mood: user.mood ?? '',
  bodyHeight: user.bodyHeight === null ? '' : String(user.bodyHeight),
  traits: Object.fromEntries(choiceTraitFields.map((field) => [field, user[field] ?? ''])),
});

/** The form as PATCH /user takes it; the server checks every value against its list. */
const patchOf = (form: ProfileForm) =>
  ({
    aboutMe: form.aboutMe.trim() || null,
    interests: form.interests,
    mood: form.mood || null,
    bodyHeight: form.bodyHeight === '' ? null : Number(form.bodyHeight),
    ...Object.fromEntries(choiceTraitFields.map((field) => [field, form.traits[field] || null])),
  }) as UserProfilePatch;

export function EditProfileDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useProblemText('profile');
  const [isSaving, problem, saves, save, closed] = useUnit([
    $profileSaving,
    $profileProblem,
    $profileSaves,
    profileSaved,
    profileEditClosed,
  ]);
  const { control, handleSubmit } = useForm<ProfileForm>({
    defaultValues: formOf(user),
    resolver: valibotResolver(ProfileForm),
  });
  // A successful save closes the dialog; leaving it forgets the last refusal.
  const savesAtOpen = useRef(saves);
  useEffect(() => {
    if (saves !== savesAtOpen.current) onClose();
  }, [saves, onClose]);
  useEffect(() => closed, [closed]);

  const notSpecified = { id: '', label: intl.formatMessage({ id: 'profile.notSpecified' }) };
  const choicesOf = (field: ChoiceTrait) => [
    notSpecified,
    ...choiceTraits[field].map((option) => ({
      id: option,
      label: intl.formatMessage({ id: traitOptionId(field, option) }),
    })),
  ];

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'profile.edit.title' })}
      footer={
        <Button fullWidth type="submit" form="profile-edit" isPending={isSaving}>
          <FormattedMessage id="profile.save" />
        </Button>
      }
    >
      <form id="profile-edit" noValidate onSubmit={handleSubmit((form) => save(patchOf(form)))}>
        <Stack space="gutter">
          <Controller
            control={control}
            name="aboutMe"
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage({ id: 'profile.aboutMe' })}
                multiline
                rows={5}
                maxLength={limits.aboutMeMaxLength}
                description={intl.formatMessage({ id: 'profile.aboutMeHint' })}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="mood"
            render={({ field }) => (
              <Select
                label={intl.formatMessage({ id: 'profile.mood' })}
                items={[
                  notSpecified,
                  ...moodOptions.map((mood) => ({
                    id: mood,
                    label: intl.formatMessage({ id: moodId(mood) }),
                  })),
                ]}
                value={field.value}
                onChange={(key) => field.onChange(String(key ?? ''))}
              />
            )}
          />
          <Controller
            control={control}
            name="interests"
            render={({ field, fieldState }) => (
              <TagGroup
                label={intl.formatMessage({ id: 'profile.interests' })}
                description={intl.formatMessage({ id: 'profile.interestsHint' })}
                errorMessage={errorText(fieldState.error?.message)}
                selectionMode="multiple"
                selectedKeys={field.value}
                onSelectionChange={(keys) =>
                  field.onChange(
                    keys === 'all' ? [...interestOptions] : [...keys].map((key) => String(key)),
                  )
                }
              >
                {interestOptions.map((interest) => (
                  <Tag key={interest} id={interest}>
                    {intl.formatMessage({ id: interestId(interest) })}
                  </Tag>
                ))}
              </TagGroup>
            )}
          />
          {choiceTraitFields.map((traitField) => (
            <Controller
              key={traitField}
              control={control}
              name={`traits.${traitField}`}
              render={({ field }) => (
                <Select
                  label={intl.formatMessage({ id: traitLabelId(traitField) })}
                  items={choicesOf(traitField)}
                  value={field.value}
                  onChange={(key) => field.onChange(String(key ?? ''))}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="bodyHeight"
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage({ id: traitLabelId('bodyHeight') })}
                inputMode="numeric"
                description={intl.formatMessage(
                  { id: 'profile.bodyHeightHint' },
                  limits.bodyHeight,
                )}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={
                  fieldState.error
                    ? intl.formatMessage({ id: 'profile.bodyHeightHint' }, limits.bodyHeight)
                    : undefined
                }
              />
            )}
          />
          {problem && (
            <Box role="alert">
              <Text tone="critical">{errorText(problem)}</Text>
            </Box>
          )}
        </Stack>
      </form>
    </Dialog>
  );
}
