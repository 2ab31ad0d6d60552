import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { ConnectionBanner, connectionStates } from './ConnectionBanner';

const meta = {
  title: 'Chat/ConnectionBanner',
  component: ConnectionBanner,
  args: { state: 'reconnecting' },
  argTypes: { state: { control: 'inline-radio', options: connectionStates } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnecting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Please check your internet connection.',
    );
  },
};

/** Online: nothing shows, but the live region stays so the next change is announced. */
export const Online: Story = {
  args: { state: 'online' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ChangesAreAnnounced: Story = {
  args: { state: 'online' },
  render: function Render(args) {
    const [state, setState] = useState(args.state);
    return (
      <Stack space="medium">
        <ConnectionBanner state={state} />
        <Button variant="outline" onPress={() => setState('reconnecting')}>
          Lose connection
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Lose connection' }));
    await waitFor(() => expect(region).toHaveTextContent('Reconnecting'));
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="medium">
      {connectionStates.map((state) => (
        <ConnectionBanner key={state} state={state} />
      ))}
    </Stack>
  ),
};

export const OnMobile: Story = {
  ...AllStates,
  globals: { viewport: { value: 'mobile' } },
};
