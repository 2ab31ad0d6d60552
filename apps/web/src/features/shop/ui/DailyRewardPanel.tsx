/**
 * The daily reward (spec 02 sections 4 and 9): free coins once a UTC day, twice as many with
 * premium; the streak counts the days in a row and starts over after a missed day.
 */
import { Button, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Coins, Gift } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $dailyReward, claimDailyRewardFx, dailyRewardClaimed } from '../model/rewards';
import { Panel } from './Panel';

export function DailyRewardPanel() {
  const intl = useIntl();
  const [reward, pending, claim] = useUnit([
    $dailyReward,
    claimDailyRewardFx.pending,
    dailyRewardClaimed,
  ]);
  return (
    <Panel icon={<Gift size={40} />} title={intl.formatMessage({ id: 'shop.daily.title' })}>
      <Text tone="muted" align="center">
        <FormattedMessage id="shop.daily.description" values={{ coins: reward.reward }} />{' '}
        {reward.streak > 0 && (
          <FormattedMessage id="shop.daily.streak" values={{ days: reward.streak }} />
        )}
      </Text>
      {reward.claimedToday ? (
        <Text weight="strong" align="center">
          <FormattedMessage id="shop.daily.claimed" />
        </Text>
      ) : (
        <Button
          variant="coin"
          size="large"
          icon={<Coins size={18} />}
          isPending={pending}
          onPress={claim}
        >
          <FormattedMessage id="shop.daily.claim" values={{ coins: reward.reward }} />
        </Button>
      )}
    </Panel>
  );
}
