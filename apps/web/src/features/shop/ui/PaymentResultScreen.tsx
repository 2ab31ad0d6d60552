/**
 * /shop/success and /shop-premium/success: the member is back from the checkout with
 * `transactionId`; the server verifies the payment and the page shows success, pending (or the
 * bank transfer's wait) or failure with the spec's texts. Coming back without an id credits
 * nothing: the failure texts say so.
 */
import { Box, ButtonLink, EmptyState, Spinner } from '@amora/ui';
import { useUnit } from 'effector-react';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import { $paymentResult, type PaymentOutcome, paymentReturned } from '../model/checkout';

type Shown = Exclude<PaymentOutcome, 'checking'>;
const icons: Record<Shown, typeof CircleCheck> = {
  success: CircleCheck,
  pending: Clock,
  bankTransfer: Clock,
  failure: CircleAlert,
};

export function PaymentResultScreen({ product }: { product: 'coins' | 'premium' }) {
  const intl = useIntl();
  const [query] = useSearchParams();
  const [result, returned] = useUnit([$paymentResult, paymentReturned]);
  const transactionId = query.get('transactionId') ?? query.get('transaction');
  useEffect(() => {
    if (transactionId) returned(transactionId);
  }, [transactionId, returned]);

  const outcome: PaymentOutcome = transactionId ? result.outcome : 'failure';
  const shop = product === 'premium' ? paths.shopPremium : paths.shop;
  if (outcome === 'checking')
    return (
      <MemberFrame active="shop">
        <Box display="flex" justifyContent="center" paddingY="xxlarge">
          <Spinner label={intl.formatMessage({ id: 'shop.result.checking' })} />
        </Box>
      </MemberFrame>
    );
  const Icon = icons[outcome];
  const premiumSuccess = product === 'premium' && outcome === 'success';
  return (
    <MemberFrame active="shop">
      <Box paddingY="xxlarge">
        <EmptyState
          framed
          headingLevel={1}
          icon={<Icon size={28} />}
          title={intl.formatMessage({
            id: premiumSuccess ? 'shop.premiumResult.title' : `shop.result.${outcome}.title`,
          })}
          description={[
            intl.formatMessage(
              {
                id: premiumSuccess
                  ? 'shop.premiumResult.description'
                  : `shop.result.${outcome}.description`,
              },
              { coins: result.coins },
            ),
            outcome === 'success' &&
              intl.formatMessage(
                { id: 'shop.result.paid' },
                {
                  amount: intl.formatNumber(result.amountCents / 100, {
                    style: 'currency',
                    currency: 'EUR',
                  }),
                },
              ),
          ]
            .filter(Boolean)
            .join(' ')}
          action={
            <ButtonLink
              href={outcome === 'failure' ? shop : paths.home}
              variant={outcome === 'failure' ? 'primary' : 'outline'}
            >
              {intl.formatMessage({
                id: outcome === 'failure' ? 'shop.result.back' : 'shop.result.continue',
              })}
            </ButtonLink>
          }
        />
      </Box>
    </MemberFrame>
  );
}
