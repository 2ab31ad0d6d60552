import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Inline } from '../Inline/Inline';
import { Avatar, avatarSizes } from './Avatar';
import { placeholderImage } from './placeholder';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Lena', src: portrait(0), size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnlineAndVerified: Story = {
  args: { isOnline: true, isVerified: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Photo of Lena (online, verified)');
  },
};

/** No picture, or one that fails to load: the embedded placeholder, never a broken image. */
export const Placeholder: Story = { args: { src: null } };

export const BrokenPicture: Story = {
  args: { src: '/does-not-exist.jpg' },
  parameters: { visual: { skip: 'falls back to the picture of Placeholder' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('src', placeholderImage));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="gutter" alignY="end">
      {avatarSizes.map((size, index) => (
        <Avatar
          key={size}
          {...args}
          size={size}
          src={portrait(index)}
          isOnline={index % 2 === 0}
          isVerified={index > 2}
        />
      ))}
    </Inline>
  ),
};
