/**
 * The turbo rocket (spec 02 section 4): more profile views for a while. A free rocket is used
 * first, else its price in coins; while one runs the panel says until when, and a start the
 * server refuses shows its text ('your bonus is still active!').
 */
import { Box, Button, PriceTag, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Rocket } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $configuration, $user } from '../../../session/model';
import {
  $turboRocket,
  $turboRocketError,
  $turboRocketPrice,
  startTurboRocketFx,
  turboRocketStarted,
  turboRocketViewed,
} from '../model/boosters';
import { Panel } from './Panel';
import { useShopErrorText } from './texts';

export function TurboRocketPanel() {
  const intl = useIntl();
  const errorText = useShopErrorText();
  const [state, error, price, user, configuration, pending, start, viewed] = useUnit([
    $turboRocket,
    $turboRocketError,
    $turboRocketPrice,
    $user,
    $configuration,
    startTurboRocketFx.pending,
    turboRocketStarted,
    turboRocketViewed,
  ]);
  useEffect(() => viewed(), [viewed]);
  const endDate = state?.endDate ? new Date(state.endDate) : null;
  const isActive = Boolean(state?.isActive && endDate && endDate > new Date());
  const freeRockets = user?.freeTurboRocketsCount ?? 0;
  return (
    <Panel icon={<Rocket size={40} />} title={intl.formatMessage({ id: 'shop.booster.title' })}>
      <Text tone="muted" align="center">
        <FormattedMessage
          id="shop.booster.description"
          values={{ hours: configuration?.prices.turboRocket.durationHours ?? 1 }}
        />
      </Text>
      {isActive && endDate ? (
        <Text weight="strong" align="center" tone="success">
          <FormattedMessage
            id="shop.booster.active"
            values={{ time: intl.formatTime(endDate, { hour: 'numeric', minute: '2-digit' }) }}
          />
        </Text>
      ) : (
        <Button
          variant="coin"
          size="large"
          icon={<Rocket size={18} />}
          isPending={pending}
          isDisabled={state === null}
          onPress={start}
        >
          {freeRockets > 0 ? (
            <FormattedMessage id="shop.booster.startFree" />
          ) : (
            <FormattedMessage
              id="shop.booster.start"
              values={{ price: <PriceTag amount={price} tone="inherit" /> }}
            />
          )}
        </Button>
      )}
      {error && (
        <Box role="alert">
          <Text tone="critical" align="center">
            {errorText(error)}
          </Text>
        </Box>
      )}
    </Panel>
  );
}
