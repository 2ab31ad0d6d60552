import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Avatar } from '../../components/Avatar/Avatar';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Inline } from '../../components/Inline/Inline';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { portrait } from '../../fixtures/portraits';
import { MemberFrame, screenParameters } from '../memberFrame';
import { ListRowSkeletons } from '../skeletons';

interface BlockedMember {
  id: string;
  name: string;
  age: number;
  image: string;
  reason: string;
}

const blocked: BlockedMember[] = [
  { id: 'tom', name: 'Tom', age: 38, image: portrait(5), reason: 'Blocked on November 2' },
  { id: 'kai', name: 'Kai', age: 29, image: portrait(11), reason: 'Reported: offensive messages' },
  { id: 'ben', name: 'Ben', age: 45, image: portrait(17), reason: 'Blocked on October 14' },
];

interface BlockedUsersScreenProps {
  members?: BlockedMember[];
  status?: 'loaded' | 'loading';
  /** The member being unblocked right now: its button shows a spinner. */
  unblockingId?: string;
  onUnblock?: (id: string) => void;
}

/** Settings › Blocked users: who can no longer see the member or write to them. */
function BlockedUsersScreen({
  members = blocked,
  status = 'loaded',
  unblockingId,
  onUnblock = fn(),
}: BlockedUsersScreenProps) {
  return (
    <MemberFrame active="profile">
      <PageHeader
        title="Blocked users"
        subtitle="They cannot see your profile or write to you."
        onBack={fn()}
      />
      {status === 'loading' ? (
        <ListRowSkeletons
          label="Loading blocked users"
          rows={3}
          avatar={48}
          trailing="button"
          framed
        />
      ) : members.length === 0 ? (
        <EmptyState
          framed
          icon={<ShieldCheck size={28} />}
          title="You have not blocked anyone"
          description="Block a member from their profile or a chat, and they will show up here."
        />
      ) : (
        <Box
          role="list"
          background="surface"
          borderRadius="large"
          boxShadow="small"
          padding="small"
        >
          {members.map((member) => (
            <Box role="listitem" key={member.id} padding="small">
              <Inline space="medium" align="between" alignY="center" noWrap>
                <Inline space="medium" alignY="center" noWrap>
                  <Avatar name={member.name} src={member.image} decorative />
                  <Stack space="xxsmall">
                    <Text weight="strong">
                      {member.name}, {member.age}
                    </Text>
                    <Text size="small" tone="muted">
                      {member.reason}
                    </Text>
                  </Stack>
                </Inline>
                <Button
                  variant="outline"
                  size="small"
                  isPending={unblockingId === member.id}
                  onPress={() => onUnblock(member.id)}
                  aria-label={`Unblock ${member.name}`}
                >
                  Unblock
                </Button>
              </Inline>
            </Box>
          ))}
        </Box>
      )}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/BlockedUsers',
  component: BlockedUsersScreen,
  parameters: screenParameters,
} satisfies Meta<typeof BlockedUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  args: { onUnblock: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock Kai' }));
    await expect(args.onUnblock).toHaveBeenCalledWith('kai');
  },
};

export const Unblocking: Story = { args: { unblockingId: 'kai' } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading blocked users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = { args: { members: [] } };
