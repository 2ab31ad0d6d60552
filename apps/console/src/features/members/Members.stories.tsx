import { answer, pending } from '@amora/client/fixtures';
import { consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, notPictured, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture } from '../dashboard/storyFixtures';
import { lena, newestMembers, page } from './storyFixtures';

const meta = {
  title: 'Console/Members',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const frame = answer(consoleEndpoints.dashboard, dashboardFixture);

/** The searches the screen sent, newest last; answered like the server (name or e-mail, standing). */
const recordSearches = () => {
  const searches: URLSearchParams[] = [];
  const api = answer(consoleEndpoints.members, (url) => {
    searches.push(url.searchParams);
    const query = url.searchParams.get('query')?.toLowerCase();
    const standing = url.searchParams.get('standing');
    const found = newestMembers.filter(
      (member) =>
        (!query ||
          member.name.toLowerCase().includes(query) ||
          member.email?.includes(query) ||
          member.id === query) &&
        (!standing || member.standing === standing),
    );
    return page(found, query || standing ? found.length : 1284);
  });
  return { searches, api };
};

const newest = recordSearches();

/** Before any search: the newest members, 25 to a page of the 1,284 there are. */
export const Newest = consoleStory(
  { path: '/members', operator: operators.support, api: { ...frame, ...newest.api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Members' });
    const table = canvas.getByRole('grid', { name: 'Newest members' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(newestMembers.length + 1);
    await expect(rows[1]).toHaveTextContent(/Jana.*jana@mail\.example.*Active.*No/);
    await expect(rows[3]).toHaveTextContent(/Felix.*Verified/);
    await expect(newest.searches.at(-1)?.has('query')).toBe(false);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      '1–25 of 1,284',
    );
  },
);

const typed = recordSearches();

/**
 * Typing searches once the operator pauses (not on every key): "lena" finds Lena, and the
 * standing narrows it further.
 */
export const Results = pictureDarkToo(
  consoleStory(
    { path: '/members', operator: operators.moderator, api: { ...frame, ...typed.api } },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const before = typed.searches.length;
      await userEvent.type(
        await canvas.findByRole('searchbox', { name: 'Search members' }),
        'lena',
      );
      await waitFor(() => expect(typed.searches.at(-1)?.get('query')).toBe('lena'));
      // The search waits for a pause in the typing: not one search per key ("l", "le", "len").
      const sent = typed.searches.slice(before).map((search) => search.get('query'));
      await expect(sent).not.toEqual(['l', 'le', 'len', 'lena']);
      const table = canvas.getByRole('grid', { name: 'Members' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
        /Lena.*Active.*Verified/,
      );
    },
  ),
);

const byStanding = recordSearches();

/** Only the suspended members. */
export const Suspended = consoleStory(
  { path: '/members', operator: operators.moderator, api: { ...frame, ...byStanding.api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Standing/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(byStanding.searches.at(-1)?.get('standing')).toBe('suspended'));
    const table = canvas.getByRole('grid', { name: 'Members' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Max.*Suspended/);
  },
);

const nothing = recordSearches();

/** Enter searches at once; nobody matches. */
export const NoResults = consoleStory(
  { path: '/members', operator: operators.support, api: { ...frame, ...nothing.api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Search members' }),
      'nobody@nowhere.example{Enter}',
    );
    await waitFor(() =>
      expect(nothing.searches.at(-1)?.get('query')).toBe('nobody@nowhere.example'),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No members found' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nobody matches “nobody@nowhere\.example”/)).toBeVisible();
  },
);

/** The first page is on its way: skeleton rows. */
export const Loading = consoleStory(
  {
    path: '/members',
    operator: operators.support,
    api: { ...frame, ...answer(consoleEndpoints.members, pending) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Loading/);
  },
);

/** The search failed: what happened, and a way to try again. */
export const Failed = consoleStory(
  {
    path: '/members',
    operator: operators.support,
    api: { ...frame, ...answer(consoleEndpoints.members, refusal(500, 'INTERNAL')) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /The members could not be loaded\. Something went wrong on the server/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
);

/** A row opens the member's page. */
export const OpensMember = notPictured(
  "It ends on the member's page, pictured in Console/Member SupportOperator",
  consoleStory(
    {
      path: '/members',
      operator: operators.support,
      api: {
        ...frame,
        ...recordSearches().api,
        ...answer(consoleEndpoints.member, lena, { id: lena.id }),
      },
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const table = await canvas.findByRole('grid', { name: 'Newest members' });
      await userEvent.click(within(table).getByRole('row', { name: /Lena/ }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Lena' })).toBeVisible();
    },
  ),
);
