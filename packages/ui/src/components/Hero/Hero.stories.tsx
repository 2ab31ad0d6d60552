import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail } from 'lucide-react';
import { expect } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { AwardSeal } from '../AwardSeal/AwardSeal';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { SocialButton } from '../SocialButton/SocialButton';
import { Stack } from '../Stack/Stack';
import { StoreBadges } from '../StoreBadges/StoreBadges';
import { Text } from '../Text/Text';
import { Hero } from './Hero';

const signUpCard = (
  <Box background="surface" borderRadius="xlarge" boxShadow="large" padding="large">
    <Stack space="gutter">
      <Heading level={3} as="h2">
        Sign up for free
      </Heading>
      <SocialButton provider="google">Sign up with Google</SocialButton>
      <Button fullWidth icon={<Mail size={18} aria-hidden />}>
        Sign up with e-mail
      </Button>
    </Stack>
  </Box>
);

const meta = {
  title: 'Product/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  args: {
    eyebrow: 'Dating for adults 18+',
    title: 'Find someone who makes your heart beat faster',
    subtitle: 'Like, wink and chat with singles near you – free to start, in under a minute.',
    stats: [
      { value: '1,000+', label: 'new users daily' },
      { value: '20,000+', label: 'matches daily' },
    ],
    aside: signUpCard,
    images: [1, 0, 4].map((index) => portrait(index, { width: 300, height: 400 })),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /heart beat faster/ }),
    ).toBeVisible();
    await expect(canvas.getByText('20,000+')).toBeVisible();
  },
};

export const WithBadges: Story = {
  args: {
    children: (
      <>
        <Inline space="small">
          <AwardSeal title="Test winner" issuer="Dating apps 2026" rating="Very good (1.4)" />
          <AwardSeal title="Top rated" issuer="4.7 of 5 stars" />
        </Inline>
        <StoreBadges />
      </>
    ),
  },
};

export const WithoutCard: Story = {
  args: { aside: undefined, children: <Text tone="muted">Registration is closed today.</Text> },
};
