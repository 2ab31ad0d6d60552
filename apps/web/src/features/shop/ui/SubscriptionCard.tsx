/**
 * The member's running subscription on /shop-premium: its package, whether it renews (and when
 * the next debit is) or ends, how it is paid, and cancelling it after a confirmation. A store's
 * subscription is cancelled in the store, so it has no cancel here.
 */
import { errorCodes, type OwnSubscription, type PaymentProvider } from '@amora/contract';
import { Badge, Box, Button, Card, Dialog, Inline, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { RefreshCw, XCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  $cancelDialogOpen,
  $cancelError,
  $cancelPending,
  $premium,
  $premiumStatus,
  cancelSubscriptionAsked,
  cancelSubscriptionConfirmed,
  cancelSubscriptionDismissed,
  premiumShopOpened,
} from '../model/premium';
import { useShopErrorText } from './texts';

/** The providers' own names; the sandbox is ours and says what it is. */
const providerNames: Record<Exclude<PaymentProvider, 'sandbox'>, string> = {
  stripe: 'Stripe',
  mollie: 'Mollie',
  microPayment: 'microPayment',
  payPal: 'PayPal',
  apple: 'App Store',
  google: 'Google Play',
};

function useDates() {
  const intl = useIntl();
  return (value: string | null) =>
    value ? intl.formatDate(new Date(value), { dateStyle: 'long' }) : '';
}

function CancelDialog({ subscription }: { subscription: OwnSubscription }) {
  const intl = useIntl();
  const date = useDates();
  const errorText = useShopErrorText();
  const [isOpen, pending, error, confirm, dismiss] = useUnit([
    $cancelDialogOpen,
    $cancelPending,
    $cancelError,
    cancelSubscriptionConfirmed,
    cancelSubscriptionDismissed,
  ]);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && dismiss()}
      isDismissable={!pending}
      role="alertdialog"
      title={intl.formatMessage({ id: 'shop.premium.cancel.title' })}
      footer={
        <>
          <Button variant="critical" fullWidth isPending={pending} onPress={confirm}>
            <FormattedMessage id="shop.premium.cancel.confirm" />
          </Button>
          <Button variant="ghost" fullWidth isDisabled={pending} onPress={dismiss}>
            <FormattedMessage id="shop.premium.cancel.keep" />
          </Button>
        </>
      }
    >
      <Stack space="small">
        <Text>
          <FormattedMessage
            id="shop.premium.cancel.text"
            values={{ date: date(subscription.currentPeriodEnd) }}
          />
        </Text>
        {error && (
          <Box role="alert">
            <Text tone="critical">
              {error === errorCodes.SUBSCRIPTION_MANAGED_BY_STORE
                ? errorText(error)
                : intl.formatMessage({ id: 'shop.premium.cancel.failed' })}
            </Text>
          </Box>
        )}
      </Stack>
    </Dialog>
  );
}

export function SubscriptionCard() {
  const intl = useIntl();
  const date = useDates();
  const [premium, status, retry, ask] = useUnit([
    $premium,
    $premiumStatus,
    premiumShopOpened,
    cancelSubscriptionAsked,
  ]);
  if (status === 'failed') {
    return (
      <Card title={intl.formatMessage({ id: 'shop.premium.subscription.title' })}>
        <Stack space="small">
          <Text tone="muted">
            <FormattedMessage id="shop.premium.subscription.failed" />
          </Text>
          <Inline space="small">
            <Button variant="secondary" icon={<RefreshCw size={18} />} onPress={retry}>
              <FormattedMessage id="shop.retry" />
            </Button>
          </Inline>
        </Stack>
      </Card>
    );
  }
  const subscription = premium?.subscription;
  if (!subscription) return null;
  const isActive = subscription.state === 'active';
  const price = intl.formatNumber(subscription.product.priceCents / 100, {
    style: 'currency',
    currency: subscription.product.currency,
  });
  const provider =
    subscription.provider === 'sandbox'
      ? intl.formatMessage({ id: 'shop.premium.subscription.sandbox' })
      : providerNames[subscription.provider];
  const isStore = subscription.provider === 'apple' || subscription.provider === 'google';
  return (
    <Card
      title={intl.formatMessage({ id: 'shop.premium.subscription.title' })}
      footer={
        subscription.isCancellable && (
          <Button variant="outline" fullWidth icon={<XCircle size={18} />} onPress={ask}>
            <FormattedMessage id="shop.premium.cancel" />
          </Button>
        )
      }
    >
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text weight="strong">
            <FormattedMessage
              id="shop.premium.plan"
              values={{ months: subscription.product.periodMonths }}
            />
          </Text>
          <Badge tone={isActive ? 'success' : 'warning'}>
            <FormattedMessage
              id={
                isActive
                  ? 'shop.premium.subscription.active'
                  : 'shop.premium.subscription.cancelled'
              }
            />
          </Badge>
        </Inline>
        <Text>
          {isActive ? (
            <FormattedMessage
              id="shop.premium.subscription.renews"
              values={{ price, date: date(subscription.nextDebitAt) }}
            />
          ) : (
            <FormattedMessage
              id="shop.premium.subscription.ends"
              values={{ date: date(subscription.currentPeriodEnd) }}
            />
          )}
        </Text>
        {isActive && (
          <Text tone="muted">
            <FormattedMessage
              id="shop.premium.subscription.period"
              values={{ date: date(subscription.currentPeriodEnd) }}
            />
          </Text>
        )}
        <Text tone="muted">
          <FormattedMessage id="shop.premium.subscription.provider" values={{ provider }} />
        </Text>
        {isStore && isActive && (
          <Text tone="muted">
            <FormattedMessage id="shop.premium.subscription.store" values={{ store: provider }} />
          </Text>
        )}
      </Stack>
      <CancelDialog subscription={subscription} />
    </Card>
  );
}
