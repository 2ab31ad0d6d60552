import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';
import { Logo } from '../Logo/Logo';
import { PriceTag } from '../PriceTag/PriceTag';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { TopBar, TopBarLink } from './TopBar';

const guestActions = (
  <>
    <Button variant="ghost" size="small">
      Log in
    </Button>
    <Button size="small">Register</Button>
  </>
);

const memberActions = (
  <>
    <PriceTag amount={1250} tone="coin" />
    <Avatar name="Lena" src={portrait(1)} size="small" />
  </>
);

const navigation = (
  <>
    <TopBarLink href="/foryou" isCurrent>
      Discover
    </TopBarLink>
    <TopBarLink href="/likes">Likes</TopBarLink>
    <TopBarLink href="/messages">Messages</TopBarLink>
    <TopBarLink href="/shop">Shop</TopBarLink>
  </>
);

const paragraphs = Array.from({ length: 30 }, (_, index) => `paragraph-${index}`);

/** Enough page below the bar to scroll it out of its resting place. */
function PageBelow() {
  return (
    <Stack space="large" paddingX="large" paddingY="xlarge">
      <Heading level={1}>Find someone who gets you</Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} tone="muted">
          Chat, flirt and match with people nearby. Every profile in this demo is fictional, and
          every paragraph here is only filler so that the page can scroll under the top bar.
        </Text>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  args: { logo: <Logo href="/" />, actions: guestActions },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the landing page: transparent, the page shows through. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).not.toHaveAttribute('data-elevated');
    await expect(canvas.getByRole('link', { name: 'Amora' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const Elevated: Story = {
  args: { elevated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-elevated', 'true');
  },
};

/** Transparent at the top; once the window scrolls, the bar lifts (and settles back at the top). */
export const ElevateOnScroll: Story = {
  args: { elevateOnScroll: true },
  parameters: {
    visual: {
      skip: 'A behaviour story taller than the viewport; Default and Elevated are its pictures',
    },
  },
  render: (args) => (
    <>
      <TopBar {...args} />
      <PageBelow />
    </>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).not.toHaveAttribute('data-elevated');
    window.scrollTo(0, 120);
    fireEvent.scroll(window);
    await waitFor(() => expect(banner).toHaveAttribute('data-elevated', 'true'));
    window.scrollTo(0, 0);
    fireEvent.scroll(window);
    await waitFor(() => expect(banner).not.toHaveAttribute('data-elevated'));
  },
};

export const Member: Story = {
  args: {
    elevated: true,
    navigation,
    navigationLabel: 'Main navigation',
    actions: memberActions,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('1,250 coins')).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  args: { navigation, navigationLabel: 'Main navigation' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Amora' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

/** A guest's bar with the language and theme switches beside the buttons. */
export const WithSettings: Story = {
  args: {
    actions: (
      <>
        <LanguagePicker value="de" onChange={fn()} variant="compact" />
        <ThemeToggle value="light" onChange={fn()} hideLabel />
        {guestActions}
      </>
    ),
  },
};

export const LogoOnly: Story = { args: { actions: undefined } };

export const MobileGuest: Story = {
  args: { logo: <Logo href="/" size="small" /> },
  globals: { viewport: { value: 'mobile' } },
};

/** Each bar sits in its own labelled region: a page has only one banner landmark. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <section aria-label="Transparent">
        <TopBar {...args} />
      </section>
      <section aria-label="Elevated">
        <TopBar {...args} elevated />
      </section>
      <section aria-label="With navigation">
        <TopBar {...args} elevated navigation={navigation} navigationLabel="Main navigation" />
      </section>
      <section aria-label="Member">
        <TopBar {...args} elevated actions={memberActions} />
      </section>
    </Stack>
  ),
};
