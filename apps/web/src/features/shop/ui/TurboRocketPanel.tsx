/**
 * The turbo rockets (spec 02 section 4): more profile views for a while. Every rocket of the
 * catalogue is offered with its duration and price; the standard one uses a free rocket first,
 * else its price in coins; while one runs the panel says until when, and a start the server
 * refuses shows its text ('your bonus is still active!').
 */
import { Box, Button, PriceTag, Radio, RadioGroup, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Rocket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $configuration, $user } from '../../../session/model';
import {
  $turboRocket,
  $turboRocketError,
  $turboRocketProducts,
  $turboRocketStarting,
  isStandardRocket,
  turboRocketProductStarted,
  turboRocketViewed,
} from '../model/boosters';
import { Panel } from './Panel';
import { useShopErrorText } from './texts';

export function TurboRocketPanel() {
  const intl = useIntl();
  const errorText = useShopErrorText();
  const [state, error, products, user, configuration, pending, start, viewed] = useUnit([
    $turboRocket,
    $turboRocketError,
    $turboRocketProducts,
    $user,
    $configuration,
    $turboRocketStarting,
    turboRocketProductStarted,
    turboRocketViewed,
  ]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  useEffect(() => viewed(), [viewed]);
  const endDate = state?.endDate ? new Date(state.endDate) : null;
  const isActive = Boolean(state?.isActive && endDate && endDate > new Date());
  const freeRockets = user?.freeTurboRocketsCount ?? 0;
  const chosen = products.find((product) => product.id === chosenId) ?? products[0];
  const isFree = chosen !== undefined && freeRockets > 0 && isStandardRocket(chosen, configuration);
  return (
    <Panel icon={<Rocket size={40} />} title={intl.formatMessage({ id: 'shop.booster.title' })}>
      <Text tone="muted" align="center">
        <FormattedMessage
          id="shop.booster.description"
          values={{
            hours: chosen?.durationHours ?? configuration?.prices.turboRocket.durationHours ?? 1,
          }}
        />
      </Text>
      {!isActive && products.length > 1 && (
        <RadioGroup
          label={intl.formatMessage({ id: 'shop.booster.choose' })}
          variant="card"
          value={chosen?.id ?? null}
          onChange={setChosenId}
        >
          {products.map((product) => (
            <Radio
              key={product.id}
              value={product.id}
              description={<PriceTag amount={product.price} />}
            >
              <FormattedMessage
                id="shop.booster.duration"
                values={{ hours: product.durationHours }}
              />
            </Radio>
          ))}
        </RadioGroup>
      )}
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
          isDisabled={state === null || chosen === undefined}
          onPress={() => chosen && start(chosen.id)}
        >
          {isFree ? (
            <FormattedMessage id="shop.booster.startFree" />
          ) : (
            <FormattedMessage
              id="shop.booster.start"
              values={{ price: <PriceTag amount={chosen?.price ?? 0} tone="inherit" /> }}
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
