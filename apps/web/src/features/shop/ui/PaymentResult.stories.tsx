import { type AnswerOf, answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../../app/paths';
import { member, memberWith } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { coinInfoOf, ownSubscription, payment, shopAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Shop/Payment Result',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Back from the provider's checkout with the payment's id, which the server verifies. */
const returned = (verified: AnswerOf<typeof endpoints.payment.get>) =>
  screenStory({
    path: `${paths.shopSuccess}?transactionId=pay-1`,
    member,
    api: { ...shopAnswers, ...answer(endpoints.payment.get, verified, { id: 'pay-1' }) },
  });

export const Checking = returned(pending);

/** 275 coins credited, and the receipt. */
export const Success = returned(payment({}));

/** Paid, not yet confirmed by the provider: the coins follow. */
export const Pending = returned(payment({ state: 'pending', coinInfo: null }));

export const BankTransfer = returned(
  payment({ state: 'pending', methodId: 'bank-transfer', coinInfo: null }),
);

export const Failure = returned(payment({ state: 'failure', coinInfo: null }));

const premiumMember = memberWith({ hasActivePremium: true, coins: 420, balance: 440 });

/** /shop-premium/success: premium is active and the period's coins are credited. */
export const PremiumSuccess = screenStory({
  path: `${paths.shopPremiumSuccess}?transactionId=pay-1`,
  member,
  api: {
    ...shopAnswers,
    ...answer(
      endpoints.payment.get,
      payment({
        productId: 'premium-3m',
        productKind: 'subscription',
        methodId: null,
        provider: 'stripe',
        amountCents: 3749,
        coins: 300,
        coinInfo: coinInfoOf(premiumMember),
      }),
      { id: 'pay-1' },
    ),
    // The verified premium payment reloads the member and their premium.
    ...answer(endpoints.payment.ownSubscription, {
      hasActivePremium: true,
      premiumUntil: ownSubscription().currentPeriodEnd,
      subscription: ownSubscription(),
    }),
  },
});
