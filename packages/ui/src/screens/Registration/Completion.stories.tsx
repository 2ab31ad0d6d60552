import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { portrait } from '../../fixtures/portraits';
import { screenParameters, VisitorFrame } from '../Visitor/fixtures';
import {
  type CompletingMember,
  emptyCompletion,
  type ProfileCompletion,
  ProfileCompletionWizard,
} from './ProfileCompletionWizard';

const lena: CompletingMember = { name: 'Lena', age: 27, city: 'Berlin' };

/** A 600 × 800 px picture: the cropper starts with its centred 600 px square. */
const lenaPicture = portrait(0, { width: 600, height: 800 });

const completed: ProfileCompletion = {
  interests: ['cooking', 'yoga', 'travel', 'photography'],
  picture: lenaPicture,
  crop: { x: 60, y: 40, width: 480, height: 480 },
  pushPreference: true,
  emailPushPreference: true,
};

/** The same picture as a file, as the system's file chooser hands it over. */
function pictureFile(): File {
  const svg = decodeURIComponent(lenaPicture.slice(lenaPicture.indexOf(',') + 1));
  return new File([svg], 'lena.svg', { type: 'image/svg+xml' });
}

// The browser's chooser filters by `accept`; a member can still pick "All files".
const user = userEvent.setup({ applyAccept: false });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The picture step renders no file input');
  return input;
}

const meta = {
  title: 'Screens/Registration/Completion',
  component: ProfileCompletionWizard,
  parameters: screenParameters,
  args: { member: lena, onPublish: fn(), onClose: fn() },
  render: (args) => (
    <VisitorFrame
      action={
        <Button variant="ghost" size="small">
          Log out
        </Button>
      }
    >
      <ProfileCompletionWizard {...args} />
    </VisitorFrame>
  ),
} satisfies Meta<typeof ProfileCompletionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the interests of spec 02; Next needs at least two. */
export const Interests: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getAllByRole('row')).toHaveLength(15);
    await userEvent.click(canvas.getByRole('row', { name: /Cooking/ }));
    await expect(canvas.getByText('1 chosen')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('row', { name: /Travel/ }));
    await expect(next).toBeEnabled();
    await userEvent.click(canvas.getByRole('row', { name: /Travel/ }));
    await expect(next).toBeDisabled();
  },
};

export const InterestsChosen: Story = {
  args: { initialValues: { ...emptyCompletion, interests: completed.interests } },
};

export const InterestsInvalid: Story = {
  args: { showErrors: true, initialValues: { ...emptyCompletion, interests: ['yoga'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose at least 2 interests.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Step 2: no picture yet. A video is refused; a picture opens the cropper and enables Next. */
export const Picture: Story = {
  args: { initialStep: 1, initialValues: { ...emptyCompletion, interests: completed.interests } },
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await user.upload(
      fileInput(canvasElement),
      new File(['clip'], 'beach.mp4', { type: 'video/mp4' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Videos are not allowed!');
    await expect(next).toBeDisabled();
    await user.upload(fileInput(canvasElement), pictureFile());
    await expect(await canvas.findByRole('application', { name: 'Crop frame' })).toBeVisible();
    await expect(next).toBeEnabled();
  },
};

export const PictureMissing: Story = {
  args: {
    initialStep: 1,
    showErrors: true,
    initialValues: { ...emptyCompletion, interests: completed.interests },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a profile picture.');
  },
};

/** Step 2 with a picture: the frame moves with the arrow keys, the slider zooms. */
export const PictureCrop: Story = {
  args: {
    initialStep: 1,
    initialValues: { ...emptyCompletion, interests: completed.interests, picture: lenaPicture },
  },
  play: async ({ canvas }) => {
    const frame = await canvas.findByRole('application', { name: 'Crop frame' });
    frame.focus();
    await userEvent.keyboard('++{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.5');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Step 3: the opt-in; either answer goes on. */
export const Notifications: Story = {
  args: { initialStep: 2, initialValues: { ...completed, pushPreference: false } },
  play: async ({ canvas }) => {
    const push = canvas.getByRole('switch', { name: /Push notifications/ });
    await expect(push).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: /E-mail notifications/ })).toBeChecked();
    await userEvent.click(push);
    await expect(push).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Step 4: the profile as others will see it, then "Publish profile". */
export const Publish: Story = {
  args: { initialStep: 3, initialValues: completed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lena, 27' })).toBeVisible();
    await expect(canvas.getByText('Photography')).toBeVisible();
    const publish = canvas.getByRole('button', { name: 'Publish profile' });
    await userEvent.click(publish);
    await expect(args.onPublish).toHaveBeenCalledWith(completed);
    await userEvent.unhover(publish);
  },
};

export const Publishing: Story = {
  args: { initialStep: 3, initialValues: completed, status: 'publishing' },
  play: async ({ canvas }) => {
    const publish = canvas.getByRole('button', { name: /Publish profile/ });
    await expect(publish).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const PublishFailed: Story = {
  args: { initialStep: 3, initialValues: completed, status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred during registration! Please try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Publish profile' })).toBeEnabled();
  },
};

/** The whole flow by keyboard and pointer, from the first interest to "Publish profile". */
export const WholeFlow: Story = {
  parameters: { visual: { skip: 'Behaviour only; the stories above picture each step' } },
  play: async ({ args, canvas, canvasElement }) => {
    const next = () => canvas.getByRole('button', { name: /Next|Publish profile/ });
    await userEvent.click(canvas.getByRole('row', { name: /Music/ }));
    await userEvent.click(canvas.getByRole('row', { name: /Cinema/ }));
    await userEvent.click(next());
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Show yourself!' })).toHaveFocus(),
    );
    await expect(next()).toBeDisabled();
    await user.upload(fileInput(canvasElement), pictureFile());
    await canvas.findByRole('application', { name: 'Crop frame' });
    await userEvent.click(next());
    await userEvent.click(canvas.getByRole('switch', { name: /Push notifications/ }));
    await userEvent.click(next());
    await expect(canvas.getByRole('heading', { name: 'Ready to meet people?' })).toBeVisible();
    await userEvent.click(next());
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({
        interests: ['music', 'cinema'],
        picture: expect.stringMatching(/^blob:/),
        crop: { x: 0, y: 100, width: 600, height: 600 },
        pushPreference: true,
        emailPushPreference: true,
      }),
    );
  },
};
