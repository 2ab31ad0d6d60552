import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Notice, noticeTones } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  args: { children: 'E-mail, password or code incorrect.', tone: 'critical' },
  argTypes: { tone: { control: 'select', options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal is an alert: a screen reader reads it as soon as it appears. */
export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'E-mail, password or code incorrect.',
    );
  },
};

/** Informing tones are a polite status. */
export const Info: Story = {
  args: { tone: 'info', children: 'Your session ended. Please sign in again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your session ended');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** With an action and a close button; closing tells the caller. */
export const WithActions: Story = {
  args: {
    tone: 'warning',
    children: 'No connection to the server.',
    action: (
      <Button size="small" variant="secondary">
        Try again
      </Button>
    ),
    onDismiss: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack space="small">
      {noticeTones.map((tone) => (
        <Notice key={tone} tone={tone}>
          A {tone} notice with a sentence long enough to show how the text wraps beside its icon on
          a narrow screen.
        </Notice>
      ))}
    </Stack>
  ),
};
