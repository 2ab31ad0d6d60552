import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Flag } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { ActionMenu, MenuItem } from '../Menu/Menu';
import { ChatHeader } from './ChatHeader';

const meta = {
  title: 'Chat/ChatHeader',
  component: ChatHeader,
  args: {
    name: 'Lena',
    age: 27,
    image: portrait(0),
    isOnline: true,
    isVerified: true,
    profileHref: '/stranger-profile/lena',
    onBack: fn(),
    isFavorite: false,
    onFavoriteChange: fn(),
    menu: (
      <ActionMenu>
        <MenuItem id="block" icon={<Ban size={18} />}>
          Block Lena
        </MenuItem>
        <MenuItem id="report" icon={<Flag size={18} />}>
          Report chat
        </MenuItem>
      </ActionMenu>
    ),
  },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof ChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lena, 27online');
    await expect(canvas.getByRole('link', { name: /Lena, 27/ })).toHaveAttribute(
      'href',
      '/stranger-profile/lena',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(args.onFavoriteChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to messages' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Favorite: Story = { args: { isFavorite: true } };

export const Typing: Story = {
  args: { isTyping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('typing…')).toBeVisible();
  },
};

export const Offline: Story = { args: { isOnline: false, isVerified: false } };

/** Wide screens show the list beside the chat: no back button. */
export const WithoutBack: Story = { args: { onBack: undefined } };

export const LongName: Story = {
  args: { name: 'Maximiliane-Alexandra von Hohenstein', age: 34, isFavorite: true },
};
