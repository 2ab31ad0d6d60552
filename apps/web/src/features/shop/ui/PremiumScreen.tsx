/**
 * /shop-premium: the premium benefits and the subscription packages (spec 02 sections 1 and 4),
 * or the running premium with its subscription (renewal date, cancel); subscribing goes through
 * the provider's checkout and back to /shop-premium/success. A discounted package shows its price
 * charged beside its list price; the side banner only while a package on sale has its discount.
 */
import {
  Badge,
  Box,
  Button,
  PageHeader,
  PremiumBenefits,
  Radio,
  RadioGroup,
  Stack,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Crown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import { $user } from '../../../session/model';
import { $advertisedDiscount, $subscriptionProducts } from '../model/catalogue';
import {
  $checkoutError,
  $checkoutPending,
  checkoutLeft,
  premiumCheckoutStarted,
} from '../model/checkout';
import { $premium, premiumShopOpened } from '../model/premium';
import { returnUrl } from './checkoutPath';
import { SubscriptionCard } from './SubscriptionCard';
import { useShopErrorText } from './texts';

export function PremiumScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useShopErrorText();
  const [user, premium, products, advertised, pending, error, start, leave, opened] = useUnit([
    $user,
    $premium,
    $subscriptionProducts,
    $advertisedDiscount,
    $checkoutPending,
    $checkoutError,
    premiumCheckoutStarted,
    checkoutLeft,
    premiumShopOpened,
  ]);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => leave, [leave]);
  useEffect(() => opened(), [opened]);
  const isPremium = user?.hasActivePremium ?? false;
  const premiumUntil =
    isPremium && premium?.premiumUntil ? new Date(premium.premiumUntil) : undefined;
  const productId =
    chosen ??
    products.find((item) => item.badges.includes('popular'))?.id ??
    products[0]?.id ??
    null;
  const euro = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  return (
    <MemberFrame active="shop">
      <PageHeader
        title={intl.formatMessage({ id: 'shop.premium.title' })}
        subtitle={intl.formatMessage({ id: 'shop.premium.subtitle' })}
        onBack={() => navigate(paths.shop)}
      />
      <Stack space="xlarge">
        <PremiumBenefits
          title={intl.formatMessage({
            id: isPremium ? 'shop.premium.yours' : 'shop.premium.offer',
          })}
          status={isPremium ? 'active' : 'offer'}
          activeUntil={premiumUntil}
          showDiscount={!isPremium && advertised !== null}
        />
        <SubscriptionCard />
        {!isPremium && products.length > 0 && (
          <Stack space="gutter">
            <RadioGroup
              label={intl.formatMessage({ id: 'shop.premium.plans' })}
              variant="card"
              value={productId}
              onChange={setChosen}
            >
              {products.map((product) => (
                <Radio
                  key={product.id}
                  value={product.id}
                  description={[
                    product.discountPercent > 0 &&
                      intl.formatMessage(
                        { id: 'shop.premium.planDiscount' },
                        {
                          percent: product.discountPercent,
                          price: euro(product.priceCents),
                          listPrice: euro(product.listPriceCents),
                        },
                      ),
                    intl.formatMessage(
                      { id: 'shop.premium.planPrice' },
                      {
                        monthly: euro(Math.round(product.priceCents / product.periodMonths)),
                        price: euro(product.priceCents),
                        coins: product.coinsPerPeriod,
                      },
                    ),
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <FormattedMessage
                    id="shop.premium.plan"
                    values={{ months: product.periodMonths }}
                  />
                  {product.discountPercent > 0 && (
                    <>
                      {' '}
                      <Badge tone="success">
                        <FormattedMessage
                          id="shop.premium.discountBadge"
                          values={{ percent: product.discountPercent }}
                        />
                      </Badge>
                    </>
                  )}
                </Radio>
              ))}
            </RadioGroup>
            {error && (
              <Box role="alert">
                <Text tone="critical">{errorText(error)}</Text>
              </Box>
            )}
            <Button
              size="large"
              fullWidth
              icon={<Crown size={18} />}
              isPending={pending}
              isDisabled={!productId}
              onPress={() =>
                productId && start({ productId, redirectUrl: returnUrl(paths.shopPremiumSuccess) })
              }
            >
              <FormattedMessage id="shop.premium.subscribe" />
            </Button>
          </Stack>
        )}
      </Stack>
    </MemberFrame>
  );
}
