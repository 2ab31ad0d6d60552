import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Notifications',
    children: (
      <Text tone="muted">Choose which e-mails we send you about messages, likes and matches.</Text>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button size="small">Save</Button>
        <Button size="small" variant="ghost">
          Cancel
        </Button>
      </>
    ),
  },
};

export const AsLink: Story = {
  args: {
    href: '/event/advent',
    title: 'Advent event',
    children: <Text>A gift every day until December 24.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Advent event/ })).toHaveAttribute(
      'href',
      '/event/advent',
    );
  },
};

export const Selected: Story = { args: { isSelected: true } };

export const LongText: Story = {
  args: {
    title: 'A very long card title that wraps onto a second line on narrow screens',
    children: (
      <Text>
        Deleting your account removes your profile, your pictures, all of your chats and any coins
        you have left. This cannot be undone, so please think about it once more.
      </Text>
    ),
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="gutter">
      <Card title="Padding large">
        <Text>Default.</Text>
      </Card>
      <Card title="Padding medium" padding="medium">
        <Text>Denser lists.</Text>
      </Card>
      <Card title="Selected" isSelected>
        <Text>Chosen.</Text>
      </Card>
    </Stack>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
