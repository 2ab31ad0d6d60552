import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { PictureChooser } from './PictureChooser';

/** The file input FileTrigger renders for the button. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('PictureChooser renders no file input');
  return input;
}

// The browser's own chooser filters by `accept`; a member can still pick "All files".
const user = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Product/PictureChooser',
  component: PictureChooser,
  args: { onChoose: fn() },
} satisfies Meta<typeof PictureChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture is handed on; the file input only offers pictures. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Choose a picture' });
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    // The button opens the system's file chooser (the hidden input's click), by pointer and key.
    const opened = spyOn(input, 'click').mockImplementation(() => {});
    await user.click(button);
    await user.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(2);
    opened.mockRestore();
    button.blur();
    const picture = new File(['picture'], 'lena.jpg', { type: 'image/jpeg' });
    await user.upload(input, picture);
    await expect(args.onChoose).toHaveBeenCalledWith(picture);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A video is refused with the spec's message. */
export const VideoRefused: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await user.upload(input, new File(['clip'], 'holiday.mp4', { type: 'video/mp4' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Videos are not allowed!');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Any other file that is not a picture is refused with a message of its own. */
export const NotAPicture: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is not a picture.');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A picture chosen after a refused file clears the message. */
export const PictureAfterRefusal: Story = {
  parameters: { visual: { skip: 'same end state as Default' } },
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await user.upload(input, new File(['picture'], 'lena.png', { type: 'image/png' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = { args: { variant: 'primary', size: 'large', fullWidth: true } };

export const Disabled: Story = { args: { isDisabled: true } };
