import { themes, vars } from '@amora/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Logo, logoSizes, logoTones } from './Logo';

const meta = {
  title: 'Shell/Logo',
  component: Logo,
  argTypes: {
    tone: { control: 'inline-radio', options: logoTones },
    size: { control: 'inline-radio', options: logoSizes },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand navy of the light theme: a dark brand surface, where the on-dark wordmark is used. */
function OnDarkSurface({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: vars.space.xlarge,
        borderRadius: vars.radius.large,
        backgroundColor: themes.light.color.secondary,
      }}
    >
      {children}
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amora')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="xlarge" alignY="center">
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const OnDark: Story = {
  args: { tone: 'onDark', size: 'large' },
  render: (args) => (
    <OnDarkSurface>
      <Logo {...args} />
    </OnDarkSurface>
  ),
};

/** The brand red of the mobile register page: the heart turns white too. */
export const OnBrand: Story = {
  args: { tone: 'onBrand', size: 'large' },
  render: (args) => (
    <div
      style={{
        padding: vars.space.xlarge,
        borderRadius: vars.radius.large,
        backgroundColor: themes.light.color.brand,
      }}
    >
      <Logo {...args} />
    </div>
  ),
};

export const AsLink: Story = {
  args: { href: '/' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Amora' });
    await expect(link).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Mobile: Story = {
  args: { size: 'small', href: '/' },
  globals: { viewport: { value: 'mobile' } },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <Inline space="xlarge" alignY="center">
        {logoSizes.map((size) => (
          <Logo key={size} {...args} size={size} />
        ))}
      </Inline>
      <OnDarkSurface>
        <Inline space="xlarge" alignY="center">
          {logoSizes.map((size) => (
            <Logo key={size} {...args} size={size} tone="onDark" />
          ))}
        </Inline>
      </OnDarkSurface>
    </Stack>
  ),
};
