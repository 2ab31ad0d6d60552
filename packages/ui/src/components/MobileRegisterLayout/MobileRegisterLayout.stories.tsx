import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Logo } from '../Logo/Logo';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { MobileRegisterLayout, mobileRegisterFadeInDelay } from './MobileRegisterLayout';

const meta = {
  title: 'Shell/MobileRegisterLayout',
  component: MobileRegisterLayout,
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  args: {
    header: (
      <>
        <Logo tone="onBrand" href="/" />
        <Link href="/login" tone="inherit" variant="standalone">
          Log in
        </Link>
      </>
    ),
    title: 'Your next match is waiting',
    subtitle: 'Over 20,000 matches every day.',
    images: [1, 0, 4].map((index) => portrait(index, { width: 300, height: 400 })),
    children: (
      <Box padding="large">
        <Stack space="gutter">
          <Heading level={3} as="h2">
            Sign up for free
          </Heading>
          <Text tone="muted" size="small">
            It takes less than a minute.
          </Text>
          <Button size="large" fullWidth>
            Sign up with e-mail
          </Button>
        </Stack>
      </Box>
    ),
  },
} satisfies Meta<typeof MobileRegisterLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page fades in 100 ms after it mounts (at once when the member prefers reduced motion). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const page = canvas.getByRole('main').parentElement;
    if (!page) throw new Error('The layout renders no page');
    const [fade] = page.getAnimations();
    await expect(fade?.effect?.getTiming().delay).toBe(mobileRegisterFadeInDelay);
    await waitFor(() => expect(getComputedStyle(page).opacity).toBe('1'));
  },
};

export const WithoutPhotos: Story = { args: { images: [], subtitle: undefined } };

export const WithFooter: Story = {
  args: {
    footer: (
      <Text tone="muted" size="xsmall" align="center">
        Virtual flirting chat service with fictional profiles.
      </Text>
    ),
  },
};
