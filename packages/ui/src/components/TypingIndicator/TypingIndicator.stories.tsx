import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Box } from '../Box/Box';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Chat/TypingIndicator',
  component: TypingIndicator,
  args: { name: 'Lena' },
  decorators: [
    (Story) => (
      <Box background="background" padding="gutter" borderRadius="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Lena is typing');
  },
};

export const WithAvatar: Story = { args: { image: portrait(0) } };

export const LongName: Story = { args: { name: 'Maximilian-Alexander', image: portrait(7) } };

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Lena schreibt');
  },
};

export const OnMobile: Story = {
  args: { image: portrait(0) },
  globals: { viewport: { value: 'mobile' } },
};
