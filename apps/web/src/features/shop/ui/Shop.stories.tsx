import { answer, offline, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../app/paths';
import { member, memberWith } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { $bonusCode } from '../model/rewards';
import {
  coinInfoOf,
  events,
  hoursFromNow,
  refusal,
  shopAnswers,
  welcomeWeek,
} from '../storyFixtures';

const meta = {
  title: 'Screens/Shop/Shop',
  ...screenMeta,
} satisfies Meta;
export default meta;

const tab = (name: string) => `${paths.shop}?tab=${name}`;

/** Payment method, then package (the popular one chosen), with today's event gift above. */
export const Coins = screenStory({
  path: paths.shop,
  member,
  api: { ...shopAnswers, ...events([welcomeWeek]) },
});

export const Loading = screenStory({
  path: paths.shop,
  member,
  api: { ...shopAnswers, ...answer(endpoints.shop.coinPackages, pending) },
});

export const LoadFailed = screenStory({
  path: paths.shop,
  member,
  api: { ...shopAnswers, ...answer(endpoints.shop.coinPackages, offline) },
});

/** The rockets of the catalogue and the star products, paid in coins. */
export const Booster = screenStory({ path: tab('booster'), member, api: shopAnswers });

const lastClaimYesterday = memberWith({
  lastDailyBonusAt: hoursFromNow(-26),
  coinStreak: 4,
  nextWheelSpinAt: null,
});

/** Today's coins to claim, and the wheel's free spin. */
export const DailyReward = screenStory({
  path: tab('daily'),
  member: lastClaimYesterday,
  api: { ...shopAnswers },
});

/** Claimed and spun today: both say when to come back. */
const claimedToday = memberWith({
  lastDailyBonusAt: hoursFromNow(-2),
  coinStreak: 5,
  nextWheelSpinAt: hoursFromNow(9 + 41 / 60),
});

export const DailyRewardClaimed = screenStory({
  path: tab('daily'),
  member: claimedToday,
  api: { ...shopAnswers },
});

const redeem = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Bonus code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
};

export const BonusCode = screenStory({ path: tab('bonus'), member, api: shopAnswers });

/** Fewer than 5 digits: the field says so before anything is sent. */
export const BonusCodeInvalid = screenStory(
  { path: tab('bonus'), member, api: shopAnswers },
  async ({ canvasElement }) => {
    await redeem(canvasElement, '123');
    await expect(
      await within(canvasElement).findByText('A bonus code has 5 digits.'),
    ).toBeVisible();
  },
);

/** The server refuses a code redeemed before. */
export const BonusCodeUsed = screenStory(
  {
    path: tab('bonus'),
    member,
    api: {
      ...shopAnswers,
      ...answer(endpoints.shop.redeemBonusCode, refusal('BONUS_CODE_ALREADY_USED'), {
        code: '24680',
      }),
    },
  },
  async ({ canvasElement }) => {
    await redeem(canvasElement, '24680');
    await within(canvasElement).findByText('This bonus code has already been redeemed.');
  },
);

/**
 * Redeemed (its toast is left out: react-aria's announcer keeps pointing at a toast that is gone,
 * which axe reports).
 */
export const BonusCodeRedeemed = screenStory({
  path: tab('bonus'),
  member,
  api: shopAnswers,
  values: [
    [
      $bonusCode,
      {
        status: 'redeemed',
        result: { reward: 20, coinInfo: coinInfoOf(memberWith({ freeCoins: 40, balance: 160 })) },
      },
    ],
  ],
});
