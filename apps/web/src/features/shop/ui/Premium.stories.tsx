import { answer, offline, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../../app/paths';
import { member, memberWith } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { hoursFromNow, ownSubscription, shopAnswers, subscriptionProducts } from '../storyFixtures';

const meta = {
  title: 'Screens/Shop/Premium Shop',
  ...screenMeta,
} satisfies Meta;
export default meta;

const path = paths.shopPremium;

/** The benefits and the packages, no discount running. */
export const Offer = screenStory({
  path,
  member,
  api: {
    ...shopAnswers,
    ...answer(endpoints.shop.subscriptionProducts, {
      count: subscriptionProducts.length,
      items: subscriptionProducts,
    }),
  },
});

/** The 3 months package 25 % off: its badge, its price beside the list price, the side banner. */
export const Discount = screenStory({ path, member, api: shopAnswers });

/** On the way to the provider's checkout. */
export const Subscribing = screenStory(
  {
    path,
    member,
    api: { ...shopAnswers, ...answer(endpoints.payment.createStripeSubscription, pending) },
  },
  async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Get Premium' }),
    );
  },
);

const premiumMember = memberWith({ hasActivePremium: true });
const premiumWith = (subscription: ReturnType<typeof ownSubscription>) => ({
  ...shopAnswers,
  ...answer(endpoints.payment.ownSubscription, {
    hasActivePremium: true,
    premiumUntil: subscription.currentPeriodEnd,
    subscription,
  }),
});

/** Premium runs and renews: the next debit, the period's end, cancel. */
export const Active = screenStory({
  path,
  member: premiumMember,
  api: premiumWith(ownSubscription()),
});

export const CancelConfirmation = screenStory(
  { path, member: premiumMember, api: premiumWith(ownSubscription()) },
  async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Cancel subscription' }),
    );
    await within(document.body).findByRole('alertdialog');
  },
);

/** Cancelled: premium stays until the period ends, nothing more is debited. */
export const Cancelled = screenStory({
  path,
  member: premiumMember,
  api: premiumWith(
    ownSubscription({
      state: 'cancelled',
      cancelledAt: hoursFromNow(-48),
      nextDebitAt: null,
      isCancellable: false,
    }),
  ),
});

/** Bought in the App Store: cancelled there, so no cancel here. */
export const StoreSubscription = screenStory({
  path,
  member: premiumMember,
  api: premiumWith(ownSubscription({ provider: 'apple', isCancellable: false })),
});

export const SubscriptionFailed = screenStory({
  path,
  member: premiumMember,
  api: {
    ...shopAnswers,
    ...answer(endpoints.payment.ownSubscription, offline),
  },
});
