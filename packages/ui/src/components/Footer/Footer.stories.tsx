import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  args: { year: 2025, instagramHref: 'https://www.instagram.com/amora' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const cities = within(canvas.getByRole('navigation', { name: 'Flirt in your city' }));
    const cityLinks = cities.getAllByRole('link');
    await expect(cityLinks).toHaveLength(7);
    for (const link of cityLinks) await expect(link).toHaveAttribute('href', '/');
    await expect(cities.getByRole('link', { name: 'Flirt in München' })).toBeVisible();

    const legal = within(canvas.getByRole('navigation', { name: 'Legal & help' }));
    await expect(legal.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      '/impressum',
    );
    await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/agb');
    await expect(legal.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');

    await expect(canvas.getByRole('link', { name: 'Amora on Instagram' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Amora on Twitter' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/virtual flirting chat service/)).toBeVisible();
    await expect(canvas.getByText('© 2025 Amora. All rights reserved.')).toBeVisible();
  },
};

/** The German product: Impressum, Datenschutz, AGB, Support and "Flirten in Berlin". */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Flirten in Berlin' })).toBeVisible();
    for (const name of ['Impressum', 'Datenschutz', 'AGB', 'Support']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByText(/Persönliche Treffen sind nicht möglich/)).toBeVisible();
  },
};

export const WithTwitter: Story = {
  args: { twitterHref: 'https://twitter.com/amora' },
  play: async ({ canvas }) => {
    const twitter = canvas.getByRole('link', { name: 'Amora on Twitter' });
    await expect(twitter).toHaveAttribute('target', '_blank');
  },
};

export const WithAppBadges: Story = {
  args: {
    showAppBadges: true,
    appStoreHref: 'https://apps.apple.com/app/amora',
    googlePlayHref: 'https://play.google.com/store/apps/details?id=amora',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/amora',
    );
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

/** Language and theme switches beside the copyright. */
export const WithUtilities: Story = {
  args: {
    utilities: (
      <>
        <LanguagePicker value="en" onChange={fn()} variant="compact" />
        <ThemeToggle value="light" onChange={fn()} />
      </>
    ),
  },
};

/** The app may point the legal links elsewhere and name them itself. */
export const CustomLinks: Story = {
  args: {
    legalLinks: [
      { label: 'Legal notice', href: '/impressum' },
      { label: 'Privacy policy', href: '/datenschutz' },
      { label: 'End-user licence agreement', href: '/end-user-license-agreement' },
      { label: 'Help centre', href: '/support' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'End-user licence agreement' })).toHaveAttribute(
      'href',
      '/end-user-license-agreement',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Amora' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Amora on Instagram' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Mobile: Story = {
  args: { showAppBadges: true, twitterHref: 'https://twitter.com/amora' },
  globals: { viewport: { value: 'mobile' } },
};

/** Everything on: both social networks, the store badges and the switches. */
export const AllStates: Story = {
  args: {
    showAppBadges: true,
    twitterHref: 'https://twitter.com/amora',
    utilities: (
      <>
        <LanguagePicker value="de" onChange={fn()} variant="compact" />
        <ThemeToggle value="light" onChange={fn()} hideLabel />
      </>
    ),
  },
};
