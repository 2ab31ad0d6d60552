/**
 * /shop/{id}/method: the chosen package with its price, the payment method (changeable), and the
 * way to the provider's checkout. The server's refusal of the payment is shown here.
 */
import {
  Box,
  Button,
  EmptyState,
  Inline,
  PageHeader,
  PriceTag,
  Spinner,
  Stack,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Coins, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import { $catalogueStatus, $coinPackages, $paymentMethods } from '../model/catalogue';
import {
  $checkoutError,
  $checkoutPending,
  checkoutLeft,
  coinCheckoutStarted,
} from '../model/checkout';
import { PaymentMethods } from './CoinsTab';
import { returnUrl } from './checkoutPath';
import { useShopErrorText } from './texts';

export function CheckoutScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useShopErrorText();
  const { id } = useParams();
  const [query] = useSearchParams();
  const [status, packages, methods, pending, error, start, leave] = useUnit([
    $catalogueStatus,
    $coinPackages,
    $paymentMethods,
    $checkoutPending,
    $checkoutError,
    coinCheckoutStarted,
    checkoutLeft,
  ]);
  const [methodId, setMethodId] = useState(query.get('method'));
  useEffect(() => leave, [leave]);
  const item = packages.find((entry) => entry.id === id);
  const method = methods.some((entry) => entry.id === methodId)
    ? methodId
    : (methods[0]?.id ?? null);

  const back = () => navigate(paths.shop);
  return (
    <MemberFrame active="shop">
      <PageHeader
        title={intl.formatMessage({ id: 'shop.checkout.title' })}
        subtitle={intl.formatMessage({ id: 'shop.checkout.subtitle' })}
        onBack={back}
      />
      {status === 'loading' ? (
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label={intl.formatMessage({ id: 'shop.loading' })} />
        </Box>
      ) : !item ? (
        <EmptyState
          framed
          icon={<Coins size={28} />}
          title={intl.formatMessage({ id: 'shop.checkout.notFound' })}
          action={
            <Button variant="outline" onPress={back}>
              <FormattedMessage id="shop.result.back" />
            </Button>
          }
        />
      ) : (
        <Stack space="xlarge">
          <Box background="surface" borderRadius="large" boxShadow="small" padding="large">
            <Inline space="medium" align="between" alignY="center">
              <Stack space="xsmall">
                <Text size="large" weight="strong">
                  <FormattedMessage id="shop.checkout.coins" values={{ count: item.coins }} />
                </Text>
                {item.bonusCoins > 0 && (
                  <Text tone="success" weight="medium">
                    <FormattedMessage
                      id="shop.checkout.bonus"
                      values={{ count: item.bonusCoins }}
                    />
                  </Text>
                )}
              </Stack>
              <PriceTag amount={item.priceCents / 100} currency="EUR" size="large" />
            </Inline>
          </Box>
          <PaymentMethods value={method} onChange={setMethodId} />
          <Stack space="small">
            {error && (
              <Box role="alert">
                <Text tone="critical">{errorText(error)}</Text>
              </Box>
            )}
            <Button
              size="large"
              fullWidth
              icon={<Lock size={18} />}
              isDisabled={!method}
              isPending={pending}
              onPress={() =>
                method &&
                start({
                  productId: item.id,
                  methodId: method,
                  redirectUrl: returnUrl(paths.shopSuccess),
                })
              }
            >
              <FormattedMessage id="shop.checkout.pay" />
            </Button>
            <Text size="xsmall" tone="muted" align="center">
              <FormattedMessage id="shop.checkout.note" />
            </Text>
          </Stack>
        </Stack>
      )}
    </MemberFrame>
  );
}
