import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../../components/Inline/Inline';
import { Link } from '../../components/Link/Link';
import { Logo } from '../../components/Logo/Logo';
import { MobileRegisterLayout } from '../../components/MobileRegisterLayout/MobileRegisterLayout';
import { Stack } from '../../components/Stack/Stack';
import { StoreBadges } from '../../components/StoreBadges/StoreBadges';
import { portrait } from '../../fixtures/portraits';
import { SignUpCard, screenParameters } from './fixtures';

interface MobileRegisterProps {
  /** The App Store and Google Play badges (an app flag). */
  showAppBadges?: boolean;
  onGoogleSignUp?: () => void;
  onEmailSignUp?: () => void;
}

const legalLinks = [
  ['Imprint', '/impressum'],
  ['Privacy', '/datenschutz'],
  ['Terms', '/agb'],
  ['Support', '/support'],
] as const;

/** /mobile: where app and ad traffic lands; the same sign-up card as the landing page's hero. */
function MobileRegister({ showAppBadges, onGoogleSignUp, onEmailSignUp }: MobileRegisterProps) {
  return (
    <MobileRegisterLayout
      header={
        <>
          <Logo tone="onBrand" href="/" />
          <Link href="/login" tone="inherit" variant="standalone">
            Log in
          </Link>
        </>
      }
      title="Your next match is waiting"
      subtitle="Over 1,000 new members and 20,000 matches every day."
      images={[4, 0, 1].map((index) => portrait(index, { width: 300, height: 400 }))}
      footer={
        <Stack space="gutter" align="center">
          {showAppBadges && <StoreBadges />}
          <nav aria-label="Legal">
            <Inline space="gutter" align="center">
              {legalLinks.map(([label, href]) => (
                <Link key={href} href={href} tone="neutral" size="small" variant="standalone">
                  {label}
                </Link>
              ))}
            </Inline>
          </nav>
        </Stack>
      }
    >
      <SignUpCard elevated={false} onGoogle={onGoogleSignUp} onEmail={onEmailSignUp} />
    </MobileRegisterLayout>
  );
}

const meta = {
  title: 'Screens/Visitor/MobileRegister',
  component: MobileRegister,
  parameters: screenParameters,
  args: { onGoogleSignUp: fn(), onEmailSignUp: fn() },
} satisfies Meta<typeof MobileRegister>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your next match is waiting',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await expect(args.onGoogleSignUp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with e-mail' }));
    await expect(args.onEmailSignUp).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const WithAppBadges: Story = { args: { showAppBadges: true } };
