import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { SplitView } from './SplitView';

const meta = {
  title: 'Shell/SplitView',
  component: SplitView,
  args: {
    list: (
      <Box padding="gutter">
        <Heading level={3} as="h2">
          Chats
        </Heading>
        <Text tone="muted">The dialog list goes here.</Text>
      </Box>
    ),
    detail: (
      <Box padding="gutter">
        <Heading level={3} as="h2">
          Lena
        </Heading>
        <Text tone="muted">The open chat goes here.</Text>
      </Box>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof SplitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens show both panes; phones show the list. */
export const ListShown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chats' })).toBeVisible();
  },
};

/** Phones show the open chat instead of the list. */
export const DetailShown: Story = {
  args: { showDetail: true },
  // Wide screens show both panes whichever is chosen: ListShown is that picture.
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lena' })).toBeVisible();
  },
};
