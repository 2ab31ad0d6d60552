import { answer, pending } from '@amora/client/fixtures';
import {
  type ConsolePicture,
  consoleEndpoints,
  type ImageVerificationState,
} from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operators, refusal, storyNow } from '../../stories/fixtures';
import { consoleMeta, consoleStory, notPictured, pictureDarkToo } from '../../stories/screen';
import {
  manyPendingPictures,
  moderationDashboard,
  pendingPictures,
  picturesByState,
  queuePage,
} from './storyFixtures';

const meta = {
  title: 'Console/Pictures',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const path = '/pictures';
const operator = operators.moderator;
const frame = answer(consoleEndpoints.dashboard, moderationDashboard);
const stateOf = (url: URL) =>
  (url.searchParams.get('state') ?? 'pending') as ImageVerificationState;

/** The queue answering by the state asked for; the queries it got, in order. */
const recordQueue = () => {
  const queries: URLSearchParams[] = [];
  const api = answer(consoleEndpoints.pictures, (url) => {
    queries.push(url.searchParams);
    return queuePage(picturesByState[stateOf(url)]);
  });
  return { queries, api };
};

/** The decisions sent on one picture, each answered with the picture as decided. */
const recordDecisions = (picture: ConsolePicture) => {
  const bodies: unknown[] = [];
  const api = answer(
    consoleEndpoints.decidePicture,
    (_, body) => {
      bodies.push(body);
      const decision = body as { decision: string; reason?: ConsolePicture['rejectionReason'] };
      return {
        ...picture,
        state: decision.decision === 'approve' ? 'verified' : 'rejected',
        rejectionReason: decision.reason ?? null,
        decidedAt: storyNow,
      } satisfies ConsolePicture;
    },
    { id: picture.id },
  );
  return { bodies, api };
};

const body = () => within(document.body);

const openRejectDialog = async ({ canvasElement }: StoryContext, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `Reject the picture of ${name}` }),
  );
  return body().findByRole('dialog', { name: `Reject the picture of ${name}` });
};

const queue = recordQueue();

/** A moderator's morning: six pictures wait, the longest waiting first, each with its member. */
export const Waiting = pictureDarkToo(
  consoleStory({ path, operator, api: { ...frame, ...queue.api } }, async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Pictures' });
    await expect(
      canvas.getByText('6 pictures wait for review, the oldest first.'),
    ).toBeInTheDocument();
    await expect(queue.queries.at(-1)?.get('state')).toBe('pending');
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['Sara', 'Tom', 'Lena', 'Jana', 'Olli', 'Nina']);
    // Every picture can be enlarged, approved and rejected from the keyboard.
    for (const name of names) {
      await expect(canvas.getByRole('button', { name: `Picture 1 of ${name}` })).toBeEnabled();
      await expect(
        canvas.getByRole('button', { name: `Approve the picture of ${name}` }),
      ).toBeEnabled();
      await expect(
        canvas.getByRole('button', { name: `Reject the picture of ${name}` }),
      ).toBeEnabled();
    }
    await expect(canvas.getByText('Waiting: 3 hours')).toBeInTheDocument();
    await expect(canvas.getAllByText('New account')).toHaveLength(2);
    await expect(canvas.getByText('1–6 of 6')).toBeInTheDocument();
  }),
);

const approval = recordDecisions(pendingPictures[0] as ConsolePicture);

/** One press approves: the picture leaves the list, a toast confirms, one fewer waits. */
export const Approved = notPictured(
  "The queue is Waiting's less one card; the toast is Toast's",
  consoleStory(
    { path, operator, api: { ...frame, ...recordQueue().api, ...approval.api } },
    async ({ canvasElement }) => {
      approval.bodies.length = 0;
      const canvas = within(canvasElement);
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Approve the picture of Sara' }),
      );
      await expect(await body().findByText('Picture of Sara approved')).toBeInTheDocument();
      await expect(approval.bodies).toEqual([{ decision: 'approve' }]);
      await expect(canvas.queryByRole('heading', { level: 2, name: 'Sara' })).toBeNull();
      await expect(
        canvas.getByText('5 pictures wait for review, the oldest first.'),
      ).toBeInTheDocument();
    },
  ),
);

/** Reject asks for the reason the member reads, and an optional note. */
export const RejectDialog = consoleStory(
  { path, operator, api: { ...frame, ...recordQueue().api } },
  async (context) => {
    const dialog = within(await openRejectDialog(context, 'Tom'));
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    // Sent without a reason: nothing is sent, the reason is asked for.
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Please choose a reason.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Text or contact data' }));
    await expect(dialog.queryByText('Please choose a reason.')).toBeNull();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Note (optional)' }),
      'Phone number in the corner',
    );
  },
);

const rejection = recordDecisions(pendingPictures[1] as ConsolePicture);

/** The rejection goes out with its reason and note; the picture leaves the list. */
export const Rejected = notPictured(
  "The queue is Waiting's less one card; the dialog is RejectDialog's",
  consoleStory(
    { path, operator, api: { ...frame, ...recordQueue().api, ...rejection.api } },
    async (context) => {
      rejection.bodies.length = 0;
      const dialog = within(await openRejectDialog(context, 'Tom'));
      await userEvent.click(dialog.getByRole('radio', { name: 'Nudity' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), '  Beach  ');
      await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
      await expect(await body().findByText('Picture of Tom rejected')).toBeInTheDocument();
      await expect(rejection.bodies).toEqual([
        { decision: 'reject', reason: 'nudity', note: 'Beach' },
      ]);
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
      const canvas = within(context.canvasElement);
      await expect(canvas.queryByRole('heading', { level: 2, name: 'Tom' })).toBeNull();
    },
  ),
);

/** The picture opens large in a dialog. */
export const Enlarged = consoleStory(
  { path, operator, api: { ...frame, ...recordQueue().api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Picture 1 of Lena' }));
    const dialog = await body().findByRole('dialog', { name: 'Picture of Lena' });
    // Visible once the dialog's entrance has played.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Picture 1 of Lena' })).toBeVisible(),
    );
  },
);

/** Someone else decided on Lena's picture first: a notice says so and the list is reloaded. */
let decidedElsewhere = false;
export const DecidedElsewhere = consoleStory(
  {
    path,
    operator,
    api: {
      ...frame,
      ...answer(consoleEndpoints.pictures, () => {
        const reload = decidedElsewhere;
        decidedElsewhere = false;
        return queuePage(pendingPictures.filter((p) => !reload || p.id !== 'p-lena'));
      }),
      ...answer(
        consoleEndpoints.decidePicture,
        () => {
          decidedElsewhere = true;
          return refusal(404, 'NOT_FOUND');
        },
        { id: 'p-lena' },
      ),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve the picture of Lena' }),
    );
    await waitFor(() =>
      expect(
        canvas.getByText(
          'Lena: someone else decided on this meanwhile, or it was deleted. The list was reloaded.',
        ),
      ).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 2, name: 'Lena' })).toBeNull(),
    );
    await expect(body().queryByText('Picture of Lena approved')).toBeNull();
  },
);

/** The rejected pictures, the latest decision first, each with its reason. */
export const RejectedTab = consoleStory(
  { path, operator, api: { ...frame, ...recordQueue().api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Rejected' }));
    await expect(await canvas.findByText('Rejected: Text or contact data')).toBeInTheDocument();
    await expect(canvas.getByText('Rejected: A celebrity')).toBeInTheDocument();
    await expect(canvas.getByText('Decided 45 minutes ago')).toBeInTheDocument();
    // A rejected picture may still be approved, not rejected again.
    await expect(canvas.getByRole('button', { name: 'Approve the picture of Tom' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Reject the picture of Tom' })).toBeNull();
  },
);

/** The approved pictures. */
export const ApprovedTab = consoleStory(
  { path, operator, api: { ...frame, ...recordQueue().api } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Approved' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Max' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Approve the picture/ })).toBeNull();
  },
);

const busyQueries: URLSearchParams[] = [];
const busy = manyPendingPictures(30);

/** More than a page waits: the next page shows the rest. */
export const SecondPage = consoleStory(
  {
    path,
    operator: operators.admin,
    api: {
      ...frame,
      ...answer(consoleEndpoints.pictures, (url) => {
        busyQueries.push(url.searchParams);
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('pageSize'));
        return queuePage(busy.slice((page - 1) * size, page * size), busy.length);
      }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–24 of 30')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('25–30 of 30')).toBeInTheDocument();
    await expect(busyQueries.at(-1)?.get('page')).toBe('2');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
);

export const Loading = consoleStory({
  path,
  operator,
  api: { ...frame, ...answer(consoleEndpoints.pictures, pending) },
});

/** Nothing waits. */
export const AllReviewed = consoleStory(
  { path, operator, api: { ...frame, ...answer(consoleEndpoints.pictures, queuePage([])) } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'All pictures reviewed' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('No picture waits for review.')).toBeInTheDocument();
  },
);

export const LoadFailed = consoleStory(
  {
    path,
    operator,
    api: { ...frame, ...answer(consoleEndpoints.pictures, refusal(500, 'INTERNAL')) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The queue could not be loaded. Something went wrong on the server.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
);
