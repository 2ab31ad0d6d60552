import type { MemberStanding } from '@amora/contract';
import { Badge, type BadgeProps } from '@amora/ui';
import { useIntl } from 'react-intl';

const tones: Record<MemberStanding, BadgeProps['tone']> = {
  active: 'success',
  suspended: 'warning',
  banned: 'critical',
  deleted: 'neutral',
};

/** How a member's account stands, in words; the colour is only a second hint. */
export function StandingBadge({ standing }: { standing: MemberStanding }) {
  const intl = useIntl();
  return (
    <Badge tone={tones[standing]} size="small">
      {intl.formatMessage({ id: `standing.${standing}` })}
    </Badge>
  );
}
