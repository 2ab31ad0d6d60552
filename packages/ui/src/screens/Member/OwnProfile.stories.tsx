import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import type { GalleryPicture } from '../../components/PhotoGallery/PhotoGallery';
import { PhotoGallery } from '../../components/PhotoGallery/PhotoGallery';
import { ProfileHeader } from '../../components/ProfileHeader/ProfileHeader';
import { Select } from '../../components/Select/Select';
import { Stack } from '../../components/Stack/Stack';
import { Switch } from '../../components/Switch/Switch';
import { TextField } from '../../components/TextField/TextField';
import { portrait } from '../../fixtures/portraits';
import { MemberFrame, screenParameters } from '../memberFrame';
import { ownPictures, ProfileDetails, type ProfileDetailsProps } from './profiles';

interface OwnProfileScreenProps extends ProfileDetailsProps {
  pictures?: GalleryPicture[];
  completion?: number;
  completionHint?: string;
  mood?: string;
  onEditProfile?: () => void;
  onAddPicture?: () => void;
  /** An editing dialog over the profile. */
  overlay?: React.ReactNode;
}

/** /profile: the member's own profile with what others see and how to complete it. */
function OwnProfileScreen({
  pictures = ownPictures,
  completion = 80,
  completionHint = 'Add one more picture to reach 100 %.',
  mood = 'Make me laugh',
  onEditProfile = fn(),
  onAddPicture = fn(),
  overlay,
  ...details
}: OwnProfileScreenProps) {
  return (
    <MemberFrame active="profile">
      <Stack space="xlarge">
        <ProfileHeader
          name="Jonas"
          age={31}
          city="Hamburg"
          photo={pictures[0] ? portrait(3, { width: 720, height: 900 }) : null}
          isVerified={pictures.some((picture) => picture.status === 'verified')}
          mood={mood}
          nameAs="h1"
          isOwnProfile
          completion={completion}
          completionHint={completionHint}
          onEditProfile={onEditProfile}
        />
        <PhotoGallery
          name="Jonas"
          isOwnProfile
          pictures={pictures}
          onPress={fn()}
          onAdd={onAddPicture}
        />
        <ProfileDetails
          about="Sailor, cook and terrible singer. Looking for someone to share Sunday brunch and spontaneous trips to the sea."
          {...details}
        />
      </Stack>
      {overlay}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/OwnProfile',
  component: OwnProfileScreen,
  parameters: screenParameters,
} satisfies Meta<typeof OwnProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures in every review state: verified, pending and rejected, one private with a price. */
export const Default: Story = {
  args: { onEditProfile: fn(), onAddPicture: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit profile/ }));
    await expect(args.onEditProfile).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /Add picture/ }));
    await expect(args.onAddPicture).toHaveBeenCalledOnce();
  },
};

/** A new member: nothing filled in yet, every block invites to add something. */
export const Empty: Story = {
  args: {
    pictures: [],
    completion: 20,
    completionHint: 'Add a profile picture – members with pictures get ten times more likes.',
    mood: undefined,
    about: '',
    aboutEmpty: 'Tell others a little about yourself.',
    interests: [],
    interestsEmpty: 'Pick a few interests so others find common ground.',
    traits: [],
  },
};

export const EditAboutMe: Story = {
  args: {
    overlay: (
      <Dialog
        isOpen
        title="About me"
        footer={
          <Button fullWidth type="submit">
            Save
          </Button>
        }
      >
        <TextField
          label="About me"
          multiline
          defaultValue="Sailor, cook and terrible singer. Looking for someone to share Sunday brunch and spontaneous trips to the sea."
          description="Up to 500 characters. No phone numbers or addresses."
        />
      </Dialog>
    ),
  },
};

/** A private picture is unlocked by others for 5 to 500 coins. */
export const EditPicture: Story = {
  args: {
    overlay: (
      <Dialog
        isOpen
        title="Picture settings"
        footer={
          <>
            <Button fullWidth>Save</Button>
            <Button variant="ghost" fullWidth>
              Delete picture
            </Button>
          </>
        }
      >
        <Stack space="gutter">
          <Switch defaultSelected>Private picture</Switch>
          <TextField
            label="Price in coins"
            defaultValue="3"
            inputMode="numeric"
            errorMessage="The price must be between 5 and 500 coins."
          />
        </Stack>
      </Dialog>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    // The dialog fades in; wait for it rather than for a fixed time.
    await waitFor(() =>
      expect(within(dialog).getByText('The price must be between 5 and 500 coins.')).toBeVisible(),
    );
  },
};

export const EditMood: Story = {
  args: {
    overlay: (
      <Dialog isOpen title="Your mood today" footer={<Button fullWidth>Save</Button>}>
        <Select
          label="Mood"
          defaultValue="laugh"
          items={[
            { id: 'coffee', label: 'Coffee?' },
            { id: 'laugh', label: 'Make me laugh' },
            { id: 'walk', label: 'Up for a walk' },
            { id: 'chat', label: 'Just chatting' },
          ]}
        />
      </Dialog>
    ),
  },
};
