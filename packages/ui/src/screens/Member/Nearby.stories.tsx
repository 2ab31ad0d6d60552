import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPin, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, ButtonLink } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { UserGridCard, UserGridCardSkeleton } from '../../components/UserGridCard/UserGridCard';
import { portrait } from '../../fixtures/portraits';
import { MemberFrame, screenParameters } from '../memberFrame';
import { userGrid } from './layout.css';

const names = [
  'Lena',
  'Mia',
  'Sophie',
  'Emma',
  'Hannah',
  'Clara',
  'Julia',
  'Anna',
  'Marie',
  'Laura',
  'Lea',
  'Nina',
];
const members = names.map((name, index) => ({
  id: name.toLowerCase(),
  name,
  age: 22 + ((index * 7) % 15),
  distance: `${2 + ((index * 9) % 40)} km`,
  image: portrait(index * 4, { width: 480, height: 640 }),
  isOnline: index % 3 === 0,
  isNew: index === 2 || index === 7,
  isLiked: index === 1 || index === 5,
}));

/** A page of placeholders while the first page of members loads. */
const skeletonCards = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

interface NearbyScreenProps {
  status?: 'ready' | 'loading' | 'empty' | 'failed';
  onLike?: (id: string) => void;
}

/** / (Nearby): members around the member's city, 30 a page, each with a like. */
function NearbyScreen({ status = 'ready', onLike = fn() }: NearbyScreenProps) {
  return (
    <MemberFrame active="nearby">
      <PageHeader
        title="Nearby"
        subtitle="Singles within 50 km of Hamburg"
        actions={
          <ButtonLink
            href="/search/settings"
            variant="outline"
            size="small"
            icon={<SlidersHorizontal size={16} />}
          >
            Filter
          </ButtonLink>
        }
      />
      {status === 'loading' ? (
        <SkeletonGroup label="Finding people near you">
          <div className={userGrid}>
            {skeletonCards.map((card) => (
              <UserGridCardSkeleton key={card} />
            ))}
          </div>
        </SkeletonGroup>
      ) : status === 'empty' ? (
        <EmptyState
          framed
          icon={<MapPin size={28} />}
          title="Nobody around yet"
          description="Widen your search radius to see more members."
          action={<ButtonLink href="/search/settings">Search settings</ButtonLink>}
        />
      ) : status === 'failed' ? (
        <EmptyState
          framed
          icon={<RefreshCw size={28} />}
          title="Members could not be loaded"
          description="Check your connection and try again."
          action={<Button variant="outline">Try again</Button>}
        />
      ) : (
        <div className={userGrid}>
          {members.map(({ id, ...member }) => (
            <UserGridCard
              key={id}
              {...member}
              href={`/stranger-profile/${id}`}
              onLike={() => onLike(id)}
            />
          ))}
        </div>
      )}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/Nearby',
  component: NearbyScreen,
  parameters: screenParameters,
} satisfies Meta<typeof NearbyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  args: { onLike: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like Lena' }));
    await expect(args.onLike).toHaveBeenCalledWith('lena');
    await expect(canvas.getByRole('button', { name: 'Like Mia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Finding people near you' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = { args: { status: 'empty' } };

export const LoadFailed: Story = { args: { status: 'failed' } };
