import type { Meta, StoryObj } from '@storybook/react-vite';
import { portrait } from '../../fixtures/portraits';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Shell/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  args: {
    visualTitle: 'Over 20,000 matches every day',
    visualSubtitle: 'Meet people near you, chat, flirt, fall in love.',
    visualImages: [
      portrait(1, { width: 300, height: 400 }),
      portrait(0, { width: 300, height: 400 }),
      portrait(4, { width: 300, height: 400 }),
    ],
    children: (
      <Stack space="large">
        <Stack space="small">
          <Heading level={2}>Welcome back</Heading>
          <Text tone="muted">Log in to see who liked you.</Text>
        </Stack>
        <Button fullWidth size="large">
          Log in
        </Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
