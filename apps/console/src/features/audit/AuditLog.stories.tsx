import { answer, pending } from '@amora/client/fixtures';
import { consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { members, operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture } from '../dashboard/storyFixtures';
import { auditEntries, auditPage } from './storyFixtures';

const meta = {
  title: 'Console/Audit log',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const frame = answer(consoleEndpoints.dashboard, dashboardFixture);

/** The queries the log sent, newest last; answered like the server (by action and member). */
const recordQueries = (total?: number) => {
  const queries: URLSearchParams[] = [];
  const api = answer(consoleEndpoints.audit, (url) => {
    queries.push(url.searchParams);
    const action = url.searchParams.get('action');
    const memberId = url.searchParams.get('memberId');
    const found = auditEntries.filter(
      (entry) =>
        (!action || entry.action === action) && (!memberId || entry.member?.id === memberId),
    );
    return auditPage(found, action || memberId ? found.length : (total ?? found.length));
  });
  return { queries, api };
};

const all = recordQueries(412);

/** Every entry, newest first: who did what to whom, and why; members are links. */
export const Entries = pictureDarkToo(
  consoleStory(
    { path: '/audit', operator: operators.support, api: { ...frame, ...all.api } },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Audit log' });
      const table = canvas.getByRole('grid', { name: 'Audit log' });
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(auditEntries.length + 1);
      await expect(rows[1]).toHaveTextContent(
        /Jonas Moderation.*Moderator.*Suspended.*Max.*r-max-1.*Insulted/,
      );
      await expect(
        within(rows[1] as HTMLElement).getByRole('link', { name: 'Max' }),
      ).toHaveAttribute('href', `/console/members/${members.max.id}`);
      await expect(all.queries.at(-1)?.has('action')).toBe(false);
      await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
        '1–25 of 412',
      );
    },
  ),
);

const byAction = recordQueries(412);

/** Only the coin grants. */
export const FilteredByAction = consoleStory(
  { path: '/audit', operator: operators.admin, api: { ...frame, ...byAction.api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Action/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Coins granted' }));
    await waitFor(() => expect(byAction.queries.at(-1)?.get('action')).toBe('coinsGranted'));
    const table = canvas.getByRole('grid', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Mara Admin.*Lena/);
  },
);

const byMember = recordQueries();

/** Opened from a member's page (`?memberId=`): that member's entries only. */
export const FilteredByMember = consoleStory(
  {
    path: `/audit?memberId=${members.lena.id}`,
    operator: operators.moderator,
    api: { ...frame, ...byMember.api },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Member id' })).toHaveValue(
      members.lena.id,
    );
    await expect(byMember.queries.at(-1)?.get('memberId')).toBe(members.lena.id);
    const table = canvas.getByRole('grid', { name: 'Audit log' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
);

/** A log with nothing in it yet (a new installation). */
export const Empty = consoleStory(
  {
    path: '/audit',
    operator: operators.moderator,
    api: { ...frame, ...answer(consoleEndpoints.audit, auditPage([])) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No entries' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nothing has been logged yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
);

/** The first page is on its way. */
export const Loading = consoleStory(
  {
    path: '/audit',
    operator: operators.moderator,
    api: { ...frame, ...answer(consoleEndpoints.audit, pending) },
  },
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/Loading/);
  },
);

/** The log could not be loaded: what happened, and a way to try again. */
export const Failed = consoleStory(
  {
    path: '/audit',
    operator: operators.moderator,
    api: { ...frame, ...answer(consoleEndpoints.audit, refusal(500, 'INTERNAL')) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The audit log could not be loaded\. Something went wrong/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
);
