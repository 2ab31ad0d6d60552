import { answer } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../../app/paths';
import { memberWith } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';
import { hoursFromNow, shopAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Shop/Turbo Rocket',
  ...screenMeta,
} satisfies Meta;
export default meta;

const path = paths.turboRocket;

/** A free rocket left: the standard rocket starts free. */
const withFreeRocket = memberWith({ freeTurboRocketsCount: 1 });

export const FreeRocket = screenStory({
  path,
  member: withFreeRocket,
  api: {
    ...shopAnswers,
    ...answer(endpoints.dating.turboRocket, {
      isActive: false,
      endDate: null,
      freeTurboRocketsCount: 1,
    }),
  },
});

/** A rocket runs: the panel says until when, and offers none. */
const rocketRunning = memberWith({ turboRocketEndDate: hoursFromNow(1.5) });

export const Active = screenStory({
  path,
  member: rocketRunning,
  api: {
    ...shopAnswers,
    ...answer(endpoints.dating.turboRocket, {
      isActive: true,
      endDate: hoursFromNow(1.5),
      freeTurboRocketsCount: 0,
    }),
  },
});

/** Too few coins for the rocket: "Out of coins!" with the way to the shop. */
const fewCoins = memberWith({ coins: 0, freeCoins: 10, balance: 10 });

export const OutOfCoins = screenStory(
  { path, member: fewCoins, api: { ...shopAnswers } },
  async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Start for/ }));
    await within(document.body).findByRole('dialog');
  },
);
