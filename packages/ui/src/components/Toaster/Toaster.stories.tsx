import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import {
  createToastQueue,
  Toaster,
  type ToastMessage,
  toast,
  toastKinds,
  toastQueue,
  toastTimeout,
} from './Toaster';

const samples: Record<ToastMessage['kind'], ToastMessage> = {
  default: { kind: 'default', title: 'Lena sent you a wink' },
  success: { kind: 'success', title: 'Your profile has been saved' },
  error: {
    kind: 'error',
    title: 'Oops, something went wrong!',
    description: 'No coins could be assigned to your account.',
  },
  warning: { kind: 'warning', title: 'Your bonus is still active!' },
  info: { kind: 'info', title: 'Coins bought by bank transfer arrive after 1 to 2 bank days.' },
};

/** Toasts that stay (no timeout), for the pictures. */
function StaticToasts({ messages }: { messages: ToastMessage[] }) {
  const [queue] = useState(() => {
    const created = createToastQueue();
    for (const message of [...messages].reverse()) created.add(message);
    return created;
  });
  return <Toaster queue={queue} />;
}

const meta = {
  title: 'Product/Toaster',
  component: Toaster,
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  render: () => <StaticToasts messages={toastKinds.slice(0, 4).map((kind) => samples[kind])} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'Notifications',
    });
    await expect(within(region).getByText('Your profile has been saved')).toBeVisible();
  },
};

export const Info: Story = { render: () => <StaticToasts messages={[samples.info]} /> };

export const LongText: Story = {
  render: () => (
    <StaticToasts
      messages={[
        {
          kind: 'error',
          title: 'Your search settings could not be saved because the connection was interrupted.',
          description: 'Check your connection and try again in a moment.',
        },
      ]}
    />
  ),
};

function Playground() {
  return (
    <>
      <Inline space="small">
        <Button onPress={() => toast.success('Saved')}>Success</Button>
        <Button variant="critical" onPress={() => toast.error('Oops, something went wrong!')}>
          Error
        </Button>
        <Button
          variant="outline"
          onPress={() => {
            for (let index = 1; index <= 5; index += 1) toast(`Message ${index}`);
          }}
        >
          Five at once
        </Button>
      </Inline>
      <Toaster />
    </>
  );
}

/** Five toasts at once: only four show; each hides after 3 s. */
export const CappedAndTimed: Story = {
  parameters: { visual: { skip: 'Behaviour only; the timing is the point' } },
  render: () => <Playground />,
  play: async ({ canvas, canvasElement }) => {
    for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Five at once' }));
    await waitFor(() => expect(body.getAllByText(/^Message \d$/)).toHaveLength(4));
    const started = Date.now();
    await waitFor(() => expect(body.queryAllByText(/^Message \d$/)).toHaveLength(0), {
      timeout: toastTimeout * 3,
    });
    // None hides before its 3 seconds are up; the fifth shows once a place is free.
    await expect(Date.now() - started).toBeGreaterThanOrEqual(toastTimeout - 500);
  },
};

/** The close button hides a toast at once. */
export const Close: Story = {
  parameters: { visual: { skip: 'Behaviour only' } },
  render: () => <Playground />,
  play: async ({ canvas, canvasElement }) => {
    for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = await waitFor(() => body.getByRole('region', { name: 'Notifications' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Saved')).toBeNull());
  },
};
