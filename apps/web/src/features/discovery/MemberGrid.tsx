/** The cards of a member list (Nearby, matches of the day, search results), or their skeletons. */
import { formatDistance, type StrangerProfile } from '@amora/contract';
import { Box, Button, SkeletonGroup, Text, UserGridCard, UserGridCardSkeleton } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { strangerPath } from '../../app/paths';
import { userGrid } from './layout.css';

const skeletonCards = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

export interface MemberGridProps {
  members: readonly StrangerProfile[];
  /** Cards with a like button; without it, the cards only lead to the profiles. */
  onLike?: (member: StrangerProfile) => void;
}

export function MemberGrid({ members, onLike }: MemberGridProps) {
  const { locale } = useIntl();
  return (
    <Box UNSAFE_className={userGrid}>
      {members.map((member) => (
        <UserGridCard
          key={member.id}
          name={member.name}
          age={member.age}
          distance={
            member.distanceKm === null ? undefined : formatDistance(member.distanceKm, locale)
          }
          image={member.image}
          isOnline={member.isOnline}
          isNew={member.isNew}
          isLiked={member.isLiked}
          onLike={onLike && (() => onLike(member))}
          href={strangerPath(member.id)}
        />
      ))}
    </Box>
  );
}

/** A page of placeholders while the first page loads, announced as `label`. */
export function MemberGridSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Box UNSAFE_className={userGrid}>
        {skeletonCards.map((card) => (
          <UserGridCardSkeleton key={card} />
        ))}
      </Box>
    </SkeletonGroup>
  );
}

/** Below a member list: "Show more" while the server has more pages, else the list's last line. */
export function MoreMembers({
  hasMore,
  isPending,
  onMore,
  end,
}: {
  hasMore: boolean;
  isPending: boolean;
  onMore: () => void;
  end: ReactNode;
}) {
  return (
    <Box display="flex" justifyContent="center" paddingY="medium">
      {hasMore ? (
        <Button variant="outline" size="large" isPending={isPending} onPress={onMore}>
          <FormattedMessage id="discovery.nearby.more" />
        </Button>
      ) : (
        <Text tone="muted" size="small">
          {end}
        </Text>
      )}
    </Box>
  );
}
