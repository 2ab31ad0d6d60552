import { answer, pending } from '@amora/client/fixtures';
import { consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture, quietDashboard } from './storyFixtures';

const meta = {
  title: 'Console/Dashboard',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const path = '/';
const api = answer(consoleEndpoints.dashboard, dashboardFixture);

/** A moderator's morning: the queues with their ages (a report waits over a day), and the trends. */
export const Moderator = pictureDarkToo(
  consoleStory({ path, operator: operators.moderator, api }, async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(canvas.getByText('Open reports').parentElement).toHaveTextContent(
      'Open reports5oldest waits 26 hours',
    );
    // Support's queue is not a moderator's.
    await expect(canvas.queryByText('Open tickets')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Revenue per day (€)' })).toBeInTheDocument();
  }),
);

/** Support sees the tickets' queue, not the moderation queues. */
export const Support = consoleStory(
  { path, operator: operators.support, api },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Open tickets')).parentElement).toHaveTextContent(
      'Open tickets9oldest waits 5 hours',
    );
    await expect(canvas.queryByText('Pictures to review')).toBeNull();
  },
);

/** Nothing waits anywhere. */
export const AllDone = consoleStory({
  path,
  operator: operators.admin,
  api: answer(consoleEndpoints.dashboard, quietDashboard),
});

export const Loading = consoleStory({
  path,
  operator: operators.admin,
  api: answer(consoleEndpoints.dashboard, pending),
});

export const Failed = consoleStory(
  {
    path,
    operator: operators.admin,
    api: answer(consoleEndpoints.dashboard, refusal(500, 'INTERNAL')),
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The dashboard could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
);
