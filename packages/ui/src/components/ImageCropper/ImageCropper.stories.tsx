import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Avatar } from '../Avatar/Avatar';
import { Stack } from '../Stack/Stack';
import { cropImage } from './cropImage';
import { type CropArea, ImageCropper, imageCropperShapes } from './ImageCropper';

/** A 600 × 800 px picture: the crop starts as the centred 600 px square. */
const portraitPicture = portrait(2, { width: 600, height: 800 });
const landscapePicture = portrait(4, { width: 1200, height: 900 });

const meta = {
  title: 'Product/ImageCropper',
  component: ImageCropper,
  args: { src: portraitPicture, onChange: fn() },
  argTypes: { shape: { control: 'inline-radio', options: imageCropperShapes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile picture: a circle over the whole picture, starting centred at zoom 1. */
export const Circle: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ x: 0, y: 100, width: 600, height: 600 }),
    );
    await expect(canvas.getByRole('application', { name: 'Crop frame' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
  },
};

export const Square: Story = { args: { shape: 'square' } };

/** A landscape picture is letterboxed; the crop is its centred 900 px square. */
export const Landscape: Story = {
  args: { src: landscapePicture },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ x: 150, y: 0, width: 900, height: 900 }),
    );
  },
};

/** Back on the step later: the frame starts where the member left it, zoom included. */
export const EarlierCrop: Story = {
  args: { defaultCrop: { x: 60, y: 40, width: 300, height: 300 } },
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ x: 60, y: 40, width: 300, height: 300 }),
    );
    await expect(canvas.getByText('200%')).toBeVisible();
  },
};

/** Arrow keys move the frame (Shift for 10 %), plus and minus and the slider zoom. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const frame = await canvas.findByRole('application', { name: 'Crop frame' });
    await userEvent.tab();
    await expect(frame).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0, y: 112, width: 600, height: 600 });
    // At zoom 1 the frame is as wide as the picture: it cannot move sideways.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0, y: 112, width: 600, height: 600 });
    // Zooming in keeps the centre (300, 412).
    await userEvent.keyboard('+');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      x: 60,
      y: 172,
      width: 480,
      height: 480,
    });
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.25');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0, y: 172, width: 480, height: 480 });
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      x: 12,
      y: 160,
      width: 480,
      height: 480,
    });
    // The zoom slider is next in the tab order; End zooms all the way in.
    await userEvent.tab();
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('400%')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      x: 177,
      y: 325,
      width: 150,
      height: 150,
    });
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0, y: 100, width: 600, height: 600 });
  },
};

/** Dragging the frame moves the crop by the same distance on the picture. */
export const Drag: Story = {
  play: async ({ args, canvas }) => {
    const frame = await canvas.findByRole('application', { name: 'Crop frame' });
    await userEvent.keyboard('{Tab}{Tab}{End}');
    const box = frame.getBoundingClientRect();
    // The frame is as wide on screen as 150 source pixels: that gives the scale of the drag.
    const pixelsPerSource = box.width / 150;
    const pointer = { pointerId: 3, bubbles: true, isPrimary: true, pointerType: 'mouse' };
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    frame.dispatchEvent(
      new PointerEvent('pointerdown', { ...pointer, clientX: x, clientY: y, button: 0 }),
    );
    await waitFor(() => expect(frame).toHaveAttribute('data-dragging', 'true'));
    for (const step of [1, 2, 3, 4]) {
      frame.dispatchEvent(
        new PointerEvent('pointermove', {
          ...pointer,
          clientX: x - 25 * step * pixelsPerSource,
          clientY: y + 10 * step * pixelsPerSource,
        }),
      );
    }
    frame.dispatchEvent(new PointerEvent('pointerup', { ...pointer }));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-dragging'));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      x: 125,
      y: 365,
      width: 150,
      height: 150,
    });
  },
};

/** The cropper beside what the profile will show: the crop cut out with `cropImage`. */
function CropWithPreview({ src }: { src: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  const crop = (area: CropArea) => {
    cropImage(src, area).then(setPreview, () => setPreview(null));
  };
  return (
    <Stack space="large" align="center">
      <ImageCropper src={src} onChange={crop} />
      <Avatar name="Lena" src={preview} size="xlarge" />
    </Stack>
  );
}

export const Preview: Story = {
  render: (args) => <CropWithPreview src={args.src} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('application', { name: 'Crop frame' });
    await userEvent.keyboard('{Tab}{Tab}{End}');
    const avatar = canvas.getByRole('img', { name: /Lena/ });
    // At zoom 4 the crop is 150 source pixels wide: the cut-out is not scaled up.
    await waitFor(() => {
      expect(avatar.getAttribute('src')).toMatch(/^data:image\/jpeg/);
      expect((avatar as HTMLImageElement).naturalWidth).toBe(150);
    });
    // The new preview re-renders the parent: the crop must stay where it was.
    await expect(canvas.getByText('400%')).toBeVisible();
  },
};
