import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { StoreBadges } from '../../components/StoreBadges/StoreBadges';
import { MessagePage, screenParameters } from './fixtures';

/** Outdated app versions are asked to update from their store. */
function UpdateRequired() {
  return (
    <MessagePage>
      <EmptyState
        icon={<Download size={32} />}
        title="Update available"
        description="A new version of Amora is ready. Please update the app to keep chatting – it only takes a moment."
        action={<StoreBadges />}
      />
    </MessagePage>
  );
}

const meta = {
  title: 'Screens/Visitor/UpdateRequired',
  component: UpdateRequired,
  parameters: screenParameters,
} satisfies Meta<typeof UpdateRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Update available')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /App Store/ })).toBeVisible();
  },
};
