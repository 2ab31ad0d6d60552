/**
 * The shop's coins tab: a payment method, then a package (spec 02 section 2), then on to the
 * checkout route of that package with the method chosen.
 */
import type { PaymentMethod } from '@amora/contract';
import {
  Box,
  Button,
  EmptyState,
  type PaymentMethod as PaymentMark,
  PaymentMethodList,
  PaymentMethodTile,
  ShopPackageList,
  ShopPackageTile,
  Spinner,
  Stack,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  $catalogueStatus,
  $coinPackages,
  $paymentMethods,
  catalogueRetried,
} from '../model/catalogue';
import { checkoutPath } from './checkoutPath';

/** The mark a method is drawn with; the Klarna variants share Klarna's. */
export const markOf = (method: PaymentMethod): PaymentMark =>
  method.kind === 'appleInApp'
    ? 'applePay'
    : method.kind === 'googleInApp'
      ? 'googlePay'
      : method.kind;

export function PaymentMethods({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string) => void;
}) {
  const intl = useIntl();
  const methods = useUnit($paymentMethods);
  return (
    <PaymentMethodList
      label={intl.formatMessage({ id: 'shop.methods.label' })}
      value={value}
      onChange={onChange}
    >
      {methods.map((method) => (
        <PaymentMethodTile
          key={method.id}
          value={method.id}
          method={markOf(method)}
          name={
            method.kind === 'creditCard' || method.kind === 'bankTransfer'
              ? intl.formatMessage({ id: `shop.methods.${method.kind}` })
              : method.name
          }
          note={method.isDelayed ? intl.formatMessage({ id: 'shop.methods.delayed' }) : undefined}
        />
      ))}
    </PaymentMethodList>
  );
}

export function CoinsTab() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [status, packages, methods, retry] = useUnit([
    $catalogueStatus,
    $coinPackages,
    $paymentMethods,
    catalogueRetried,
  ]);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [packageId, setPackageId] = useState<string | null>(null);
  const method = methodId ?? methods[0]?.id ?? null;
  const chosen = packageId ?? packages.find((item) => item.badges.includes('popular'))?.id ?? null;

  if (status === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xlarge">
        <Spinner label={intl.formatMessage({ id: 'shop.loading' })} />
      </Box>
    );
  if (status === 'failed')
    return (
      <EmptyState
        framed
        icon={<Coins size={28} />}
        title={intl.formatMessage({ id: 'shop.failed.title' })}
        description={intl.formatMessage({ id: 'shop.failed.description' })}
        action={
          <Button variant="outline" onPress={retry}>
            <FormattedMessage id="shop.retry" />
          </Button>
        }
      />
    );
  return (
    <Stack space="xlarge">
      <PaymentMethods value={method} onChange={setMethodId} />
      <ShopPackageList
        label={intl.formatMessage({ id: 'shop.packages.label' })}
        value={chosen}
        onChange={setPackageId}
      >
        {packages.map((item) => (
          <ShopPackageTile
            key={item.id}
            value={item.id}
            coins={item.coins}
            price={item.priceCents / 100}
            badges={item.badges}
          />
        ))}
      </ShopPackageList>
      <Button
        size="large"
        fullWidth
        isDisabled={!method || !chosen}
        onPress={() => method && chosen && navigate(checkoutPath(chosen, method))}
      >
        <FormattedMessage id="shop.continue" />
      </Button>
      <Text size="xsmall" tone="muted" align="center">
        <FormattedMessage id="shop.priceNote" />
      </Text>
    </Stack>
  );
}
