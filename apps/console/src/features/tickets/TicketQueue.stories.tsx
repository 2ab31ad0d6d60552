import { answer, pending } from '@amora/client/fixtures';
import { consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture } from '../dashboard/storyFixtures';
import { chatReport, page, reportRows, requestRows } from './storyFixtures';
import { selectNamed } from './storyQueries';

const meta = {
  title: 'Console/Ticket queue',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const frame = answer(consoleEndpoints.dashboard, dashboardFixture);

/** The queries the queue sent, in order, as search strings ("kind=reports&status=open"). */
const recordQueries = (rows: typeof reportRows, totalCount?: number) => {
  const queries: URLSearchParams[] = [];
  const api = answer(consoleEndpoints.tickets, (url) => {
    queries.push(url.searchParams);
    const status = url.searchParams.get('status');
    const assignee = url.searchParams.get('assignee');
    return page(
      rows.filter(
        (row) =>
          (!status || row.status === status) && (assignee !== 'nobody' || row.assignee === null),
      ),
      totalCount,
    );
  });
  return { queries, api };
};

const reports = recordQueries(reportRows);

/** A moderator's open reports, oldest first: who reported whom, what they wrote, how long it waits. */
export const Reports = pictureDarkToo(
  consoleStory(
    { path: '/reports', operator: operators.moderator, api: { ...frame, ...reports.api } },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Reports' });
      const table = canvas.getByRole('grid', { name: 'Reports' });
      const rows = within(table).getAllByRole('row');
      // The header, then the two open reports (the one in progress is not open).
      await expect(rows).toHaveLength(3);
      await expect(rows[1]).toHaveTextContent(/Reported chat.*Tom.*Max.*insulting.*Open.*Nobody/);
      await expect(rows[1]).toHaveTextContent('26 hr');
      await expect(reports.queries.at(-1)?.get('kind')).toBe('reports');
      await expect(reports.queries.at(-1)?.get('status')).toBe('open');
    },
  ),
);

/** Support's requests, filtered to the ones nobody has taken yet. */
export const RequestsNobodyTook = consoleStory(
  {
    path: '/tickets',
    operator: operators.support,
    api: { ...frame, ...recordQueries(requestRows).api },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tickets' });
    // Requests have no reported member.
    await expect(canvas.queryByRole('columnheader', { name: 'Reported member' })).toBeNull();
    await userEvent.click(selectNamed(canvasElement, 'Assigned to'));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Nobody' }));
    await waitFor(() =>
      expect(selectNamed(canvasElement, 'Assigned to')).toHaveTextContent('Nobody'),
    );
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(4);
  },
);

const opening = recordQueries(reportRows);

/** A row opens its report. */
export const OpensReport = {
  ...consoleStory(
    {
      path: '/reports',
      operator: operators.moderator,
      api: {
        ...frame,
        ...opening.api,
        ...answer(consoleEndpoints.ticket, chatReport, { id: 'r-chat' }),
      },
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('rowheader', { name: 'Reported chat' }));
      await canvas.findByRole('heading', { level: 1, name: 'Reported chat' });
      await expect(canvas.getByRole('link', { name: 'Back to the reports' })).toHaveAttribute(
        'href',
        '/console/reports',
      );
    },
  ),
  parameters: { visual: { skip: 'The report is pictured in Console/Ticket detail' } },
};

/** More than a page waits: the second page is asked for. */
export const Paged = (() => {
  const paged = recordQueries(requestRows, 60);
  return consoleStory(
    { path: '/tickets', operator: operators.admin, api: { ...frame, ...paged.api } },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
      await expect(pagination).toHaveTextContent('1–25 of 60');
      await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(paged.queries.at(-1)?.get('page')).toBe('2'));
      await userEvent.click(within(pagination).getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(paged.queries.at(-1)?.get('page')).toBe('1'));
    },
  );
})();

/** Nothing waits. */
export const Empty = consoleStory(
  {
    path: '/reports',
    operator: operators.moderator,
    api: { ...frame, ...answer(consoleEndpoints.tickets, page([])) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Nothing waiting' });
  },
);

export const Loading = consoleStory({
  path: '/tickets',
  operator: operators.support,
  api: { ...frame, ...answer(consoleEndpoints.tickets, pending) },
});

/** The queue could not be loaded: the reason and a retry. */
export const Failed = consoleStory(
  {
    path: '/reports',
    operator: operators.moderator,
    api: { ...frame, ...answer(consoleEndpoints.tickets, refusal(403, 'FORBIDDEN')) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The reports could not be loaded. Your role may not do this.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
);
