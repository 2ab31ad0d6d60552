import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, LogOut, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Heading } from '../../components/Heading/Heading';
import { LanguagePicker } from '../../components/LanguagePicker/LanguagePicker';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Stack } from '../../components/Stack/Stack';
import { Switch } from '../../components/Switch/Switch';
import { Text } from '../../components/Text/Text';
import { TextField } from '../../components/TextField/TextField';
import { ThemeToggle } from '../../components/ThemeToggle/ThemeToggle';
import { MemberFrame, screenParameters } from '../memberFrame';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" background="surface" borderRadius="large" boxShadow="small" padding="large">
      <Stack space="gutter">
        <Heading level={3} as="h2">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

interface SettingsScreenProps {
  status?: 'idle' | 'saving' | 'failed';
  confirmDelete?: boolean;
  onSavePassword?: () => void;
}

/** /settings: language, theme, e-mail, password, notifications, blocked users, account. */
function SettingsScreen({
  status = 'idle',
  confirmDelete,
  onSavePassword = fn(),
}: SettingsScreenProps) {
  return (
    <MemberFrame active="profile">
      <PageHeader title="Settings" />
      <Stack space="large">
        <Section title="Display">
          <LanguagePicker value="en" onChange={fn()} />
          <ThemeToggle value="light" onChange={fn()} />
        </Section>
        <Section title="E-mail address">
          <TextField
            label="E-mail"
            type="email"
            defaultValue="jonas.berg@example.com"
            description="We send a link to confirm the new address."
          />
          <Button variant="outline">Change e-mail</Button>
        </Section>
        <Section title="Password">
          <PasswordField label="Current password" autoComplete="current-password" />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            description="At least 6 letters, numbers or symbols"
            errorMessage={
              status === 'failed'
                ? 'Your password could not be changed. Please check your current password.'
                : undefined
            }
          />
          <Button isPending={status === 'saving'} onPress={onSavePassword}>
            Change password
          </Button>
        </Section>
        <Section title="Notifications">
          <Switch defaultSelected>E-mail me about new messages</Switch>
          <Switch defaultSelected>E-mail me about likes and matches</Switch>
          <Switch>Newsletter with tips and offers</Switch>
        </Section>
        <Section title="Privacy">
          <ButtonLink href="/settings/blocked" variant="outline" icon={<Ban size={18} />}>
            Blocked users
          </ButtonLink>
        </Section>
        <Section title="Account">
          <Text tone="muted">
            Deleting your account removes your profile, pictures, chats and coins for good.
          </Text>
          <Stack space="small">
            <Button variant="outline" icon={<LogOut size={18} />}>
              Log out
            </Button>
            <Button variant="critical" icon={<Trash2 size={18} />}>
              Delete account
            </Button>
          </Stack>
        </Section>
      </Stack>
      {confirmDelete && (
        <Dialog
          isOpen
          role="alertdialog"
          title="Delete your account?"
          footer={
            <>
              <Button variant="critical" fullWidth>
                Delete for good
              </Button>
              <Button variant="ghost" fullWidth>
                Keep my account
              </Button>
            </>
          }
        >
          <Text>
            Your profile, pictures, chats and remaining coins will be deleted. This cannot be
            undone.
          </Text>
        </Dialog>
      )}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Account/Settings',
  component: SettingsScreen,
  parameters: screenParameters,
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onSavePassword: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSavePassword).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Blocked users' })).toHaveAttribute(
      'href',
      '/settings/blocked',
    );
  },
};

export const Saving: Story = { args: { status: 'saving' } };

export const SaveFailed: Story = { args: { status: 'failed' } };

export const DeleteAccount: Story = {
  args: { confirmDelete: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeVisible(),
    );
  },
};
