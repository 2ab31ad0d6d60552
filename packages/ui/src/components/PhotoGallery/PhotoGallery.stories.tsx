import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { type GalleryPicture, PhotoGallery } from './PhotoGallery';

const strangerPictures: GalleryPicture[] = [
  { id: 'p1', src: portrait(0) },
  { id: 'p2', src: portrait(6) },
  { id: 'p3', src: portrait(12), isPrivate: true, price: 10 },
  { id: 'p4', src: portrait(18), isPrivate: true, price: 25, isUnlocked: true },
  { id: 'p5', src: portrait(24), isPrivate: true, price: 500 },
];

const ownPictures: GalleryPicture[] = [
  { id: 'o1', src: portrait(1), isProfilePicture: true, status: 'verified' },
  { id: 'o2', src: portrait(7), isPrivate: true, price: 15, status: 'verified' },
  { id: 'o3', src: portrait(13), status: 'pending' },
  { id: 'o4', src: portrait(19), status: 'rejected' },
  { id: 'o5', src: portrait(25), isPrivate: true, price: 50, status: 'pending' },
];

/** A profile column is about this wide on desktop. */
const column = (Story: () => React.ReactNode) => (
  <div style={{ maxWidth: 720 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Product/PhotoGallery',
  component: PhotoGallery,
  decorators: [column],
  args: { name: 'Lena', pictures: strangerPictures, onPress: fn(), onUnlock: fn(), onAdd: fn() },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stranger's gallery: public, locked and unlocked private pictures. */
export const Stranger: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Picture 2 of Lena' }));
    await expect(args.onPress).toHaveBeenCalledWith('p2');
    await expect(canvas.getByRole('button', { name: /^Picture 4 of Lena/ })).toHaveAccessibleName(
      'Picture 4 of Lena Unlocked',
    );
    await expect(canvas.getAllByText('Private picture')).toHaveLength(2);
  },
};

export const UnlockPrivatePicture: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock for 10 coins' }));
    await expect(args.onUnlock).toHaveBeenCalledWith('p3');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Unlocking: Story = {
  args: { unlockingId: 'p3' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Unlock for 10 coins' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};

/** Every picture and every unlock button is reached with Tab and pressed with Enter. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Picture 1 of Lena' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Unlock for 10 coins' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnlock).toHaveBeenCalledWith('p3');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledWith('p4');
  },
};

/** The own gallery: profile picture, private with price, in review, rejected, and the add tile. */
export const OwnProfile: Story = {
  args: { isOwnProfile: true, pictures: ownPictures },
  play: async ({ args, canvas }) => {
    const picture = (index: number) =>
      canvas.getByRole('button', { name: new RegExp(`^Picture ${index} of Lena`) });
    await expect(picture(1)).toHaveAccessibleName('Picture 1 of Lena Profile picture');
    await expect(picture(2)).toHaveAccessibleName('Picture 2 of Lena Private: 15 coins');
    await expect(picture(3)).toHaveAccessibleName('Picture 3 of Lena In review');
    await expect(picture(4)).toHaveAccessibleName(
      'Picture 4 of Lena Rejected — please upload a new one',
    );
    await userEvent.click(picture(3));
    await expect(args.onPress).toHaveBeenCalledWith('o3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add picture' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const OwnProfileEmpty: Story = {
  args: { isOwnProfile: true, pictures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add picture' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { pictures: [], emptyText: 'Lena has not added any pictures yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lena has not added any pictures yet.')).toBeVisible();
  },
};

/** Without `onPress` the pictures are not interactive, but still named. */
export const ReadOnly: Story = {
  args: { onPress: undefined, pictures: strangerPictures.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Picture 1 of Lena' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** German is the longest: the rejection text wraps inside the tile. */
export const LongTextsOwn: Story = {
  args: { isOwnProfile: true, pictures: ownPictures },
  globals: { locale: 'de', viewport: { value: 'mobile' } },
};

/** German unlock buttons: the price moves to a second line when it does not fit. */
export const LongTextsStranger: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Freischalten für 500 Coins' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const OwnProfileMobile: Story = {
  args: { isOwnProfile: true, pictures: ownPictures },
  globals: { viewport: { value: 'mobile' } },
};
