/**
 * "It's a match!" after a like that is returned: keep swiping, or write to the partner; a member
 * who can pay for no message (no free one, too few coins) gets the note and the way to the shop.
 */
import { MatchDialog } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router';
import { chatWithPath, paths } from '../../app/paths';
import { canSpend } from '../../member/model';
import { $configuration, $user } from '../../session/model';
import { $match, matchClosed } from './matchModel';

export function DiscoveryMatchDialog() {
  const navigate = useNavigate();
  const [match, user, configuration, close] = useUnit([$match, $user, $configuration, matchClosed]);
  if (!match || !user) return null;
  const messagePrice = configuration?.prices.messagePerBlock ?? 0;
  const hasNoCoins = user.freeMessagesCount === 0 && !canSpend(user, messagePrice);
  return (
    <MatchDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      member={{ name: user.name, image: user.profileImage }}
      partner={{ name: match.partner.name, image: match.partner.image }}
      hasNoCoins={hasNoCoins}
      shopHref={paths.shop}
      onKeepSwiping={close}
      onSendMessage={() => {
        close();
        navigate(chatWithPath(match.partner.id, match.dialogId));
      }}
    />
  );
}
