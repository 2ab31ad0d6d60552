/**
 * The fuller variant of the registration (spec 01 sections 2 and 5): interests, a profile picture
 * with crop, the notification opt-in and "Publish profile", as one composition for the stories.
 * It follows the account wizard; its result is what PATCH /user/completion sends.
 */
import { AlertCircle, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar';
import { Box } from '../../components/Box/Box';
import { Card } from '../../components/Card/Card';
import { Heading } from '../../components/Heading/Heading';
import { cropImage } from '../../components/ImageCropper/cropImage';
import { type CropArea, ImageCropper } from '../../components/ImageCropper/ImageCropper';
import { PictureChooser } from '../../components/ImageCropper/PictureChooser';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { Switch } from '../../components/Switch/Switch';
import { Tag, TagGroup } from '../../components/TagGroup/TagGroup';
import { Text } from '../../components/Text/Text';
import { InterestList } from '../../components/TraitList/InterestList';
import { Wizard } from '../../components/Wizard/Wizard';
import { FormNotice } from '../Visitor/fixtures';

/** The interests of spec 02, in its order. */
export const interestOptions = [
  { id: 'art', label: 'Art', icon: '🎨' },
  { id: 'netflix', label: 'Netflix', icon: '📺' },
  { id: 'cooking', label: 'Cooking', icon: '🍳' },
  { id: 'yoga', label: 'Yoga', icon: '🧘' },
  { id: 'music', label: 'Music', icon: '🎵' },
  { id: 'football', label: 'Football', icon: '⚽' },
  { id: 'festivals', label: 'Festivals', icon: '🎪' },
  { id: 'gaming', label: 'Gaming', icon: '🎮' },
  { id: 'travel', label: 'Travel', icon: '✈️' },
  { id: 'cinema', label: 'Cinema', icon: '🎬' },
  { id: 'photography', label: 'Photography', icon: '📷' },
  { id: 'dancing', label: 'Dancing', icon: '💃' },
  { id: 'sport', label: 'Sport', icon: '🏃' },
  { id: 'reading', label: 'Reading books', icon: '📚' },
  { id: 'basketball', label: 'Basketball', icon: '🏀' },
] as const;

export const minimumInterests = 2;

export interface ProfileCompletion {
  interests: string[];
  /** The chosen picture (object URL or data URL). */
  picture: string | null;
  /** The part of the picture that becomes the profile picture, in source pixels. */
  crop: CropArea | null;
  pushPreference: boolean;
  emailPushPreference: boolean;
}

export const emptyCompletion: ProfileCompletion = {
  interests: [],
  picture: null,
  crop: null,
  pushPreference: false,
  emailPushPreference: true,
};

/** Who is completing the profile: shown in the preview before publishing. */
export interface CompletingMember {
  name: string;
  age: number;
  city: string;
}

const steps = [
  {
    title: 'What are you into?',
    description: 'Pick at least 2 interests. They help you find common ground.',
  },
  {
    title: 'Show yourself!',
    description: 'A clear picture of your face gets the most likes. Move and zoom it to fit.',
  },
  {
    title: 'Never miss a match',
    description: 'We tell you when someone writes to you, likes you or matches with you.',
  },
  {
    title: 'Ready to meet people?',
    description: 'This is how others see you. You can change everything later in your profile.',
  },
] as const;

export interface ProfileCompletionWizardProps {
  member: CompletingMember;
  initialStep?: number;
  initialValues?: ProfileCompletion;
  /** Show each step's error as if the member had tried to continue. */
  showErrors?: boolean;
  /** The publish request is running, or it failed. */
  status?: 'idle' | 'publishing' | 'failed';
  onPublish?: (completion: ProfileCompletion) => void;
  onClose?: () => void;
}

/** Turns a chosen file into a URL the cropper can show, and frees the previous one. */
function usePictureUrl(initial: string | null) {
  const [picture, setPicture] = useState(initial);
  const [ownUrl, setOwnUrl] = useState<string | null>(null);
  useEffect(() => () => (ownUrl ? URL.revokeObjectURL(ownUrl) : undefined), [ownUrl]);
  const choose = (file: File) => {
    const url = URL.createObjectURL(file);
    setOwnUrl(url);
    setPicture(url);
  };
  return [picture, choose] as const;
}

/** The cut-out profile picture for the preview; the whole picture until it is ready. */
function useCroppedPicture(picture: string | null, crop: CropArea | null): string | null {
  const [cropped, setCropped] = useState<{ source: string; url: string } | null>(null);
  useEffect(() => {
    if (!picture || !crop) return;
    let current = true;
    cropImage(picture, crop, 480).then(
      (url) => current && setCropped({ source: picture, url }),
      () => current && setCropped(null),
    );
    return () => {
      current = false;
    };
  }, [picture, crop]);
  return cropped?.source === picture ? cropped.url : picture;
}

export function ProfileCompletionWizard({
  member,
  initialStep = 0,
  initialValues = emptyCompletion,
  showErrors,
  status = 'idle',
  onPublish,
  onClose,
}: ProfileCompletionWizardProps) {
  const [step, setStep] = useState(initialStep);
  const [values, setValues] = useState(initialValues);
  const [picture, setPictureFile] = usePictureUrl(initialValues.picture);
  const profilePicture = useCroppedPicture(picture, values.crop);
  const set =
    <K extends keyof ProfileCompletion>(key: K) =>
    (value: ProfileCompletion[K]) =>
      setValues((old) => ({ ...old, [key]: value }));

  // A new picture starts with its own centred crop.
  const choosePicture = (file: File) => {
    setValues((old) => ({ ...old, crop: null }));
    setPictureFile(file);
  };

  const complete = [values.interests.length >= minimumInterests, picture !== null, true, true];
  const current = steps[step] ?? steps[0];
  const isLast = step === steps.length - 1;
  const chosenInterests = interestOptions.filter(({ id }) => values.interests.includes(id));

  return (
    <Wizard
      step={step}
      stepCount={steps.length}
      title={current.title}
      description={current.description}
      canContinue={Boolean(complete[step]) && status !== 'publishing'}
      isPending={status === 'publishing'}
      nextLabel={isLast ? 'Publish profile' : undefined}
      onNext={() => (isLast ? onPublish?.({ ...values, picture }) : setStep(step + 1))}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
      onClose={onClose}
    >
      {step === 0 && (
        <TagGroup
          label="Interests"
          selectionMode="multiple"
          selectedKeys={values.interests}
          onSelectionChange={(keys) =>
            set('interests')(
              interestOptions.map(({ id }) => id).filter((id) => keys !== 'all' && keys.has(id)),
            )
          }
          description={`${values.interests.length} chosen`}
          errorMessage={
            showErrors && values.interests.length < minimumInterests
              ? 'Please choose at least 2 interests.'
              : undefined
          }
        >
          {interestOptions.map(({ id, label, icon }) => (
            <Tag key={id} id={id} icon={icon}>
              {label}
            </Tag>
          ))}
        </TagGroup>
      )}
      {step === 1 &&
        (picture ? (
          <Stack space="gutter" align="center">
            <ImageCropper src={picture} defaultCrop={values.crop} onChange={set('crop')} />
            <PictureChooser variant="ghost" onChoose={choosePicture}>
              Choose another picture
            </PictureChooser>
          </Stack>
        ) : (
          <Stack space="large">
            <Box
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="medium"
              paddingY="large"
              paddingX="gutter"
              borderRadius="large"
              background="surfaceSunken"
            >
              <Avatar name={member.name} size="xlarge" decorative />
              <Text tone="muted" size="small" align="center">
                Choose a picture from your device. You can crop it right after.
              </Text>
            </Box>
            {showErrors && (
              <FormNotice icon={<AlertCircle size={20} />}>
                Please choose a profile picture.
              </FormNotice>
            )}
            <PictureChooser variant="primary" size="large" fullWidth onChoose={choosePicture}>
              Upload a picture
            </PictureChooser>
          </Stack>
        ))}
      {step === 2 && (
        <Stack space="gutter">
          <Switch
            isSelected={values.pushPreference}
            onChange={set('pushPreference')}
            description="Messages, likes and matches, the moment they happen."
          >
            Push notifications
          </Switch>
          <Switch
            isSelected={values.emailPushPreference}
            onChange={set('emailPushPreference')}
            description="A short note when someone wrote to you while you were away."
          >
            E-mail notifications
          </Switch>
        </Stack>
      )}
      {step === 3 && (
        <Stack space="large">
          {status === 'failed' && (
            <FormNotice icon={<AlertCircle size={20} />}>
              An error occurred during registration! Please try again later.
            </FormNotice>
          )}
          <Card padding="large">
            <Inline space="gutter" alignY="center" noWrap>
              <Avatar name={member.name} src={profilePicture} size="xlarge" />
              <Stack space="xxsmall">
                <Heading level={3} as="h3">
                  {member.name}, {member.age}
                </Heading>
                <Inline space="xsmall" alignY="center" noWrap>
                  <Text as="span" tone="muted">
                    <MapPin size={16} aria-hidden />
                  </Text>
                  <Text as="span" tone="muted" size="small">
                    {member.city}
                  </Text>
                </Inline>
              </Stack>
            </Inline>
            <InterestList
              title="Interests"
              titleAs="h4"
              interests={chosenInterests.map(({ id, label }) => ({ id, label }))}
            />
          </Card>
        </Stack>
      )}
    </Wizard>
  );
}
