import { answer, pending } from '@amora/client/fixtures';
import {
  type ConsoleVerification,
  consoleEndpoints,
  type ImageVerificationState,
} from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operators, refusal, storyNow } from '../../stories/fixtures';
import { consoleMeta, consoleStory, notPictured, pictureDarkToo } from '../../stories/screen';
import {
  moderationDashboard,
  pendingVerifications,
  queuePage,
  verificationsByState,
} from './storyFixtures';

const meta = {
  title: 'Console/Verifications',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const path = '/verifications';
const operator = operators.moderator;
const frame = answer(consoleEndpoints.dashboard, moderationDashboard);
const stateOf = (url: URL) =>
  (url.searchParams.get('state') ?? 'pending') as ImageVerificationState;
const queue = answer(consoleEndpoints.verifications, (url) =>
  queuePage(verificationsByState[stateOf(url)]),
);
const api = { ...frame, ...queue };

/** The decisions sent on one request, each answered with the request as decided. */
const recordDecisions = (verification: ConsoleVerification) => {
  const bodies: unknown[] = [];
  const answers = answer(
    consoleEndpoints.decideVerification,
    (_, body) => {
      bodies.push(body);
      const decision = body as {
        decision: string;
        reason?: ConsoleVerification['rejectionReason'];
      };
      return {
        ...verification,
        state: decision.decision === 'verify' ? 'verified' : 'rejected',
        rejectionReason: decision.reason ?? null,
        decidedAt: storyNow,
      } satisfies ConsoleVerification;
    },
    { id: verification.id },
  );
  return { bodies, api: answers };
};

const body = () => within(document.body);

const openRejectDialog = async ({ canvasElement }: StoryContext, name: string) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: `Reject the verification of ${name}`,
    }),
  );
  return within(await body().findByRole('dialog', { name: `Reject the verification of ${name}` }));
};

/** Three members wait for the badge: each selfie beside the profile's pictures. */
export const Waiting = pictureDarkToo(
  consoleStory({ path, operator, api }, async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Verifications' });
    await expect(canvas.getByText('3 members wait for the verified badge.')).toBeInTheDocument();
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['Nina', 'Tom', 'Sara']);
    await expect(canvas.getByRole('img', { name: 'Picture 1 of Nina (selfie)' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Picture \d of Nina$/ })).toHaveLength(3);
    // Sara has no public picture to compare with.
    await expect(canvas.getByText('No public picture to compare with.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Verify Tom' })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Reject the verification of Tom' }),
    ).toBeEnabled();
  }),
);

const verification = recordDecisions(pendingVerifications[0] as ConsoleVerification);

/** One press verifies: the request leaves the list, a toast confirms. */
export const Verified = notPictured(
  "The queue is Waiting's less one request; the toast is Toast's",
  consoleStory(
    { path, operator, api: { ...api, ...verification.api } },
    async ({ canvasElement }) => {
      verification.bodies.length = 0;
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Verify Nina' }));
      await expect(await body().findByText('Nina verified')).toBeInTheDocument();
      await expect(verification.bodies).toEqual([{ decision: 'verify' }]);
      await expect(canvas.queryByRole('heading', { level: 2, name: 'Nina' })).toBeNull();
      await expect(canvas.getByText('2 members wait for the verified badge.')).toBeInTheDocument();
    },
  ),
);

/** The selfie and a picture of the profile side by side, large. */
export const Compared = consoleStory({ path, operator, api }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Picture 1 of Tom (selfie)' }));
  const dialog = await body().findByRole('dialog', { name: 'Selfie and profile picture of Tom' });
  await expect(within(dialog).getAllByRole('img')).toHaveLength(2);
});

/** Reject asks for the reason the member reads. */
export const RejectDialog = consoleStory({ path, operator, api }, async (context) => {
  const dialog = await openRejectDialog(context, 'Tom');
  await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Note (optional)' }),
    'The selfie shows someone else',
  );
});

const rejection = recordDecisions(pendingVerifications[1] as ConsoleVerification);

/** The rejection goes out with its reason and note. */
export const Rejected = notPictured(
  "The queue is Waiting's less one request; the dialog is RejectDialog's",
  consoleStory({ path, operator, api: { ...api, ...rejection.api } }, async (context) => {
    rejection.bodies.length = 0;
    const dialog = await openRejectDialog(context, 'Tom');
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Other face');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await body().findByText('Verification of Tom rejected')).toBeInTheDocument();
    await expect(rejection.bodies).toEqual([
      { decision: 'reject', reason: 'other', note: 'Other face' },
    ]);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  }),
);

/** A failure that is not someone else's decision keeps the dialog open, with the reason chosen. */
export const DecisionFailed = consoleStory(
  {
    path,
    operator,
    api: {
      ...api,
      ...answer(consoleEndpoints.decideVerification, refusal(429, 'RATE_LIMITED'), {
        id: 'v-tom',
      }),
    },
  },
  async (context) => {
    const dialog = await openRejectDialog(context, 'Tom');
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The decision on Tom was not saved. Too many attempts.',
    );
    await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
  },
);

export const VerifiedTab = consoleStory({ path, operator, api }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Verified' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: /Lena/ })).toBeVisible();
  await expect(canvas.getByText('Decided 3 hours ago')).toBeInTheDocument();
});

export const RejectedTab = consoleStory({ path, operator, api }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Rejected' }));
  await expect(await canvas.findByText('Rejected: Not a person')).toBeInTheDocument();
  await expect(canvas.getByText('Rejected: Other')).toBeInTheDocument();
  await expect(canvas.getByText('The selfie is missing.')).toBeInTheDocument();
});

export const Loading = consoleStory({
  path,
  operator,
  api: { ...frame, ...answer(consoleEndpoints.verifications, pending) },
});

export const AllDone = consoleStory(
  {
    path,
    operator,
    api: { ...frame, ...answer(consoleEndpoints.verifications, queuePage([])) },
  },
  async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 2,
        name: 'All verifications done',
      }),
    ).toBeInTheDocument();
  },
);

export const LoadFailed = consoleStory(
  {
    path,
    operator,
    api: { ...frame, ...answer(consoleEndpoints.verifications, refusal(500, 'INTERNAL')) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The queue could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
);
