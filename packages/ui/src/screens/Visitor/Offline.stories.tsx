import type { Meta, StoryObj } from '@storybook/react-vite';
import { WifiOff } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { MessagePage, screenParameters } from './fixtures';

function Offline({ isRetrying, onRetry }: { isRetrying?: boolean; onRetry?: () => void }) {
  return (
    <MessagePage>
      <EmptyState
        icon={<WifiOff size={32} />}
        title="You are offline"
        description="Please check your internet connection."
        action={
          <Button size="large" variant="outline" isPending={isRetrying} onPress={onRetry}>
            Try again
          </Button>
        }
      />
    </MessagePage>
  );
}

const meta = {
  title: 'Screens/Visitor/Offline',
  component: Offline,
  parameters: screenParameters,
  args: { onRetry: fn() },
} satisfies Meta<typeof Offline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Please check your internet connection.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { args: { isRetrying: true } };
