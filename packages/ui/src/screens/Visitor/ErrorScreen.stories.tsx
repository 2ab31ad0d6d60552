import type { Meta, StoryObj } from '@storybook/react-vite';
import { TriangleAlert } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { MessagePage, screenParameters } from './fixtures';

/** A render failure shows the router's error screen (the app also clears storage and logs out). */
function ErrorScreen({ onReload }: { onReload?: () => void }) {
  return (
    <MessagePage>
      <EmptyState
        icon={<TriangleAlert size={32} />}
        title="Unexpected Application Error"
        description="Oops, something went wrong! For your safety you have been logged out. Please reload the page and log in again."
        action={
          <Button size="large" onPress={onReload}>
            Reload page
          </Button>
        }
      />
    </MessagePage>
  );
}

const meta = {
  title: 'Screens/Visitor/ErrorScreen',
  component: ErrorScreen,
  parameters: screenParameters,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unexpected Application Error')).toBeVisible();
  },
};
