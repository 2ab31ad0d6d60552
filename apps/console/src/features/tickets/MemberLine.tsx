import type { MemberRef } from '@amora/contract';
import { Avatar, Inline, Text } from '@amora/ui';

/** A member as a line of a table or a card: the thumbnail and the name. */
export function MemberLine({ member }: { member: Pick<MemberRef, 'name' | 'thumbnailHref'> }) {
  return (
    <Inline space="small" alignY="center" noWrap>
      <Avatar name={member.name} src={member.thumbnailHref} size="xsmall" decorative />
      <Text as="span" size="small" truncate>
        {member.name}
      </Text>
    </Inline>
  );
}
