import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellOff, BellRing } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Stack } from '../../components/Stack/Stack';
import { MessagePage, screenParameters } from './fixtures';

interface NewsletterProps {
  isSubscribed: boolean;
  email?: string;
  isPending?: boolean;
  onUnsubscribe?: () => void;
  onResubscribe?: () => void;
}

/** /unsubscribe/{id}: read with a get, unsubscribe with a delete, resubscribe with a patch. */
function Newsletter({
  isSubscribed,
  email = 'lena.meyer@example.com',
  isPending,
  onUnsubscribe,
  onResubscribe,
}: NewsletterProps) {
  return (
    <MessagePage footer>
      {isSubscribed ? (
        <EmptyState
          icon={<BellRing size={32} />}
          title="You receive our newsletter"
          description={`${email} gets news about matches, events and bonus coins. You can unsubscribe at any time.`}
          action={
            <Stack space="small">
              <Button size="large" variant="outline" isPending={isPending} onPress={onUnsubscribe}>
                Unsubscribe
              </Button>
            </Stack>
          }
        />
      ) : (
        <EmptyState
          icon={<BellOff size={32} />}
          title="You are unsubscribed"
          description={`We will no longer send newsletters to ${email}. Changed your mind?`}
          action={
            <Button size="large" isPending={isPending} onPress={onResubscribe}>
              Subscribe again
            </Button>
          }
        />
      )}
    </MessagePage>
  );
}

const meta = {
  title: 'Screens/Visitor/Newsletter',
  component: Newsletter,
  parameters: screenParameters,
  args: { isSubscribed: true, onUnsubscribe: fn(), onResubscribe: fn() },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onUnsubscribe).toHaveBeenCalledTimes(1);
  },
};

export const Unsubscribing: Story = { args: { isPending: true } };

export const Unsubscribed: Story = {
  args: { isSubscribed: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe again' }));
    await expect(args.onResubscribe).toHaveBeenCalledTimes(1);
  },
};
