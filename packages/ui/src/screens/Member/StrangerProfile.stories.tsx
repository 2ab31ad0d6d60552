import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Coins, Flag, UserX } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ActionMenu, MenuItem } from '../../components/Menu/Menu';
import { PhotoGallery } from '../../components/PhotoGallery/PhotoGallery';
import { ProfileHeader } from '../../components/ProfileHeader/ProfileHeader';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { TextField } from '../../components/TextField/TextField';
import { MemberFrame, screenParameters } from '../memberFrame';
import { lenaProfile, ProfileDetails, strangerPictures } from './profiles';

interface StrangerProfileScreenProps {
  isLiked?: boolean;
  pendingAction?: 'like' | 'kiss' | 'message';
  unlockingId?: string;
  onLike?: () => void;
  onUnlock?: (id: string) => void;
  onMenuAction?: (key: React.Key) => void;
  /** A dialog over the profile: block, report, out of coins. */
  overlay?: React.ReactNode;
  /** The profile could not be shown (blocked, deleted, failed). */
  unavailable?: boolean;
}

/** /stranger-profile/{id}: opening it records a visit. */
function StrangerProfileScreen({
  isLiked,
  pendingAction,
  unlockingId,
  onLike = fn(),
  onUnlock = fn(),
  onMenuAction = fn(),
  overlay,
  unavailable,
}: StrangerProfileScreenProps) {
  return (
    <MemberFrame active="nearby">
      {unavailable ? (
        <EmptyState
          framed
          icon={<UserX size={28} />}
          title="This profile is not available"
          description="The member may have deleted the profile or blocked you."
          action={<ButtonLink href="/">Back to Nearby</ButtonLink>}
        />
      ) : (
        <Stack space="xlarge">
          <ProfileHeader
            {...lenaProfile}
            nameAs="h1"
            isLiked={isLiked}
            pendingAction={pendingAction}
            onLike={onLike}
            onKiss={fn()}
            onMessage={fn()}
            moreMenu={
              <ActionMenu onAction={onMenuAction}>
                <MenuItem id="block" icon={<Ban size={18} />} isDestructive>
                  Block Lena
                </MenuItem>
                <MenuItem id="report" icon={<Flag size={18} />}>
                  Report Lena
                </MenuItem>
              </ActionMenu>
            }
          />
          <PhotoGallery
            name={lenaProfile.name}
            pictures={strangerPictures}
            onPress={fn()}
            onUnlock={onUnlock}
            unlockingId={unlockingId}
          />
          <ProfileDetails />
        </Stack>
      )}
      {overlay}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/StrangerProfile',
  component: StrangerProfileScreen,
  parameters: screenParameters,
} satisfies Meta<typeof StrangerProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onLike: fn(), onUnlock: fn(), onMenuAction: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lena, 27');
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /Unlock for 10/ }));
    await expect(args.onUnlock).toHaveBeenCalledWith('p3');
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report Lena' }));
    await expect(args.onMenuAction).toHaveBeenCalledWith('report', undefined);
  },
};

export const Liked: Story = { args: { isLiked: true } };

export const Liking: Story = { args: { pendingAction: 'like' } };

export const UnlockingPicture: Story = { args: { unlockingId: 'p3' } };

export const BlockConfirmation: Story = {
  args: {
    overlay: (
      <Dialog
        isOpen
        role="alertdialog"
        title="Block Lena?"
        footer={
          <>
            <Button variant="critical" fullWidth>
              Block
            </Button>
            <Button variant="ghost" fullWidth>
              Cancel
            </Button>
          </>
        }
      >
        <Text>
          Lena can no longer see your profile or write to you, and your chat disappears. You can
          unblock her in your settings.
        </Text>
      </Dialog>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Block' })).toBeVisible(),
    );
  },
};

/** A report opens a support ticket with the reason. */
export const Report: Story = {
  args: {
    overlay: (
      <Dialog
        isOpen
        title="Report Lena"
        footer={
          <Button fullWidth icon={<Flag size={18} />}>
            Send report
          </Button>
        }
      >
        <Stack space="gutter">
          <RadioGroup label="What is wrong?" defaultValue="fake">
            <Radio value="fake">Fake profile</Radio>
            <Radio value="image">Inappropriate picture</Radio>
            <Radio value="chat">Offensive messages</Radio>
            <Radio value="other">Something else</Radio>
          </RadioGroup>
          <TextField label="Tell us more (optional)" multiline />
        </Stack>
      </Dialog>
    ),
  },
};

export const OutOfCoins: Story = {
  args: {
    overlay: (
      <Dialog
        isOpen
        role="alertdialog"
        title="Out of coins!"
        footer={
          <ButtonLink href="/shop" fullWidth icon={<Coins size={18} />}>
            Buy coins
          </ButtonLink>
        }
      >
        <Text>Unfortunately, you don't have enough coins to unlock this picture.</Text>
      </Dialog>
    ),
  },
};

export const Unavailable: Story = { args: { unavailable: true } };
