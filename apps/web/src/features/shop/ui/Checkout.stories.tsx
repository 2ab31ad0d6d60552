import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { member } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { refusal, shopAnswers } from '../storyFixtures';
import { checkoutPath } from './checkoutPath';

const meta = {
  title: 'Screens/Shop/Checkout',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** The 250 coins package (+25 bonus) chosen on the coins tab, to pay with PayPal. */
const path = checkoutPath('coins-250', 'paypal');

export const Checkout = screenStory({ path, member, api: shopAnswers });

export const Loading = screenStory({
  path,
  member,
  api: { ...shopAnswers, ...answer(endpoints.shop.coinPackages, pending) },
});

/** A package that is no longer sold (an old link). */
export const PackageGone = screenStory({
  path: checkoutPath('coins-50', 'paypal'),
  member,
  api: shopAnswers,
});

/** The provider refused to create the payment: the member stays and may try again. */
export const PaymentRefused = screenStory(
  {
    path,
    member,
    api: {
      ...shopAnswers,
      ...answer(endpoints.payment.createMicroPayment, refusal('PAYMENT_FAILED')),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay now' }));
    await canvas.findByText(/No coins could be assigned to your account/);
  },
);
