import { answer, pending } from '@amora/client/fixtures';
import { type ConsoleTicket, consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { minutesAgo, operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, notPictured, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture } from '../dashboard/storyFixtures';
import { chatReport, paymentTicket, pictureReport, resolvedReport } from './storyFixtures';
import { cardNamed, selectNamed } from './storyQueries';

const meta = {
  title: 'Console/Ticket detail',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const frame = answer(consoleEndpoints.dashboard, dashboardFixture);
const showing = (ticket: ConsoleTicket) =>
  answer(consoleEndpoints.ticket, ticket, { id: ticket.id });
const page = within(document.body);

/** The bodies a write was sent with, newest last. */
const recorder = () => {
  const bodies: unknown[] = [];
  return {
    bodies,
    answering: (ticket: ConsoleTicket) => (_: URL, body: unknown) => {
      bodies.push(body);
      return ticket;
    },
  };
};

const typeAnswer = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /Your answer/ }),
    'We found your payment: the 500 coins are on your account now.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
};

/** A request in progress: the member's message, support's question, the member's reply; the answer form. */
export const RequestWithThread = consoleStory(
  {
    path: '/tickets/t-payment',
    operator: operators.support,
    api: { ...frame, ...showing(paymentTicket) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Payment issue' });
    const thread = await cardNamed(canvasElement, 'Conversation');
    const lines = within(thread).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(/Lena wrote.*500 coins with PayPal/);
    await expect(lines[1]).toHaveTextContent(
      /Lea Support \(support\) answered.*transaction number/,
    );
    await expect(canvas.getByText('Assigned to you')).toBeInTheDocument();
    await expect(selectNamed(canvasElement, 'Status after answering')).toHaveTextContent(
      'In progress',
    );
    // Support answers; deciding on reports is not theirs.
    await expect(canvas.queryByRole('button', { name: 'Ban' })).toBeNull();
  },
);

/** An empty answer is not sent. */
export const AnswerMissing = consoleStory(
  {
    path: '/tickets/t-payment',
    operator: operators.support,
    api: { ...frame, ...showing(paymentTicket) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Please write an answer.')).toBeInTheDocument();
  },
);

/** The answer is on its way: the form waits. */
export const AnswerSending = notPictured(
  'RequestWithThread with a busy button',
  consoleStory(
    {
      path: '/tickets/t-payment',
      operator: operators.support,
      api: {
        ...frame,
        ...showing(paymentTicket),
        ...answer(consoleEndpoints.answerTicket, pending, { id: 't-payment' }),
      },
    },
    async ({ canvasElement }) => {
      await typeAnswer(canvasElement);
      await waitFor(() =>
        expect(within(canvasElement).getByRole('textbox', { name: /Your answer/ })).toBeDisabled(),
      );
    },
  ),
);

const answered = recorder();

/** Answered and resolved: the thread shows the answer, a toast confirms, the form is empty again. */
export const Answered = consoleStory(
  {
    path: '/tickets/t-payment',
    operator: operators.support,
    api: {
      ...frame,
      ...showing(paymentTicket),
      ...answer(
        consoleEndpoints.answerTicket,
        answered.answering({
          ...paymentTicket,
          status: 'resolved',
          updatedAt: minutesAgo(0),
          comments: [
            ...paymentTicket.comments,
            {
              id: 'c-3',
              author: 'support',
              operatorName: operators.support.name,
              message: 'We found your payment: the 500 coins are on your account now.',
              createdAt: minutesAgo(0),
            },
          ],
        }),
        { id: 't-payment' },
      ),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Payment issue' });
    await userEvent.click(selectNamed(canvasElement, 'Status after answering'));
    await userEvent.click(await page.findByRole('option', { name: 'Resolved' }));
    await typeAnswer(canvasElement);
    await expect(await page.findByText('Answer sent to Lena')).toBeInTheDocument();
    await expect(answered.bodies.at(-1)).toEqual({
      message: 'We found your payment: the 500 coins are on your account now.',
      status: 'resolved',
    });
    const thread = await cardNamed(canvasElement, 'Conversation');
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: /Your answer/ })).toHaveValue('');
  },
);

/** The server refused the answer: the reason, and the text kept for another try. */
export const AnswerFailed = consoleStory(
  {
    path: '/tickets/t-payment',
    operator: operators.support,
    api: {
      ...frame,
      ...showing(paymentTicket),
      ...answer(consoleEndpoints.answerTicket, refusal(409, 'CONFLICT'), { id: 't-payment' }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAnswer(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The answer was not sent. This was changed meanwhile. Reload and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /Your answer/ })).toHaveValue(
      'We found your payment: the 500 coins are on your account now.',
    );
  },
);

const assigned = recorder();

/** A ticket nobody has taken: support takes it. */
export const AssignToMe = notPictured(
  "ChatReport's handling card after one press",
  consoleStory(
    {
      path: '/tickets/t-payment',
      operator: operators.support,
      api: {
        ...frame,
        ...showing({ ...paymentTicket, assignee: null }),
        ...answer(consoleEndpoints.updateTicket, assigned.answering(paymentTicket), {
          id: 't-payment',
        }),
      },
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Not assigned to anyone')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
      await expect(await page.findByText('You took the ticket')).toBeInTheDocument();
      await expect(canvas.getByText('Assigned to you')).toBeInTheDocument();
      await expect(assigned.bodies.at(-1)).toEqual({ assigneeId: operators.support.id });
    },
  ),
);

/** A reported chat: the messages as Tom saw them, Max's lines marked; Max's history; the decisions. */
export const ChatReport = pictureDarkToo(
  consoleStory(
    {
      path: '/reports/r-chat',
      operator: operators.moderator,
      api: { ...frame, ...showing(chatReport) },
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Reported chat' });
      const chat = await cardNamed(canvasElement, 'The chat as Tom saw it');
      await expect(within(chat).getAllByText('Reported')).toHaveLength(2);
      await expect(chat).toHaveTextContent('Nobody would date you anyway.');
      await expect(
        within(chat).getByRole('img', { name: 'A picture Max sent' }),
      ).toBeInTheDocument();
      const reported = await cardNamed(canvasElement, 'Reported member');
      await expect(reported).toHaveTextContent(/Reports against\s*3/);
      await expect(reported).toHaveTextContent('€49.97');
      await expect(within(reported).getByRole('link', { name: 'Open Max’s page' })).toHaveAttribute(
        'href',
        '/console/members/m-max',
      );
      const decision = await cardNamed(canvasElement, 'Decision');
      await expect(
        within(decision)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Dismiss', 'Warn', 'Suspend', 'Ban']);
    },
  ),
);

/** A reported picture, large, with a link to the full size; removing it is one of the decisions. */
export const PictureReport = consoleStory(
  {
    path: '/reports/r-picture',
    operator: operators.moderator,
    api: { ...frame, ...showing(pictureReport) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Picture 1 of Sara' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open full size/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
  },
);

/** The ban asked for: what happens, in plain words; no ban without a reason. */
export const BanDialog = consoleStory(
  {
    path: '/reports/r-chat',
    operator: operators.moderator,
    api: { ...frame, ...showing(chatReport) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ban' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Ban Max?' });
    await expect(dialog).toHaveTextContent(
      'Max is signed out at once, the profile is hidden and every sign-in is refused from now on.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban Max' }));
    await expect(await within(dialog).findByText('Please write a reason.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Insulted a member who had declined.',
    );
  },
);

const suspended = recorder();

/** Suspended for 30 days: the decision is sent, a toast confirms, the report shows its outcome. */
export const Suspended = consoleStory(
  {
    path: '/reports/r-chat',
    operator: operators.moderator,
    api: {
      ...frame,
      ...showing(chatReport),
      ...answer(consoleEndpoints.actOnReport, suspended.answering(resolvedReport), {
        id: 'r-chat',
      }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    const dialog = await page.findByRole('dialog', { name: 'Suspend Max?' });
    await userEvent.click(selectNamed(dialog, 'Suspend for'));
    await userEvent.click(await page.findByRole('option', { name: '30 days' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Insults.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend for 30 days' }));
    await expect(await page.findByText('Max is suspended')).toBeInTheDocument();
    await expect(suspended.bodies.at(-1)).toEqual({
      action: 'suspend',
      days: 30,
      reason: 'Insults.',
    });
    await expect(canvas.getByText(/Closed with an action by Jonas Moderation/)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Decision' })).toBeNull();
  },
);

/** A report already closed with an action: the outcome instead of the decisions. */
export const ResolvedReport = consoleStory(
  {
    path: '/reports/r-chat',
    operator: operators.moderator,
    api: { ...frame, ...showing(resolvedReport) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Closed with an action by Jonas Moderation/),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ban' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  },
);

export const Loading = consoleStory({
  path: '/reports/r-chat',
  operator: operators.moderator,
  api: { ...frame, ...answer(consoleEndpoints.ticket, pending, { id: 'r-chat' }) },
});

/** An address of a ticket that does not exist: said plainly, with the way back. */
export const NotFound = consoleStory(
  {
    path: '/tickets/t-gone',
    operator: operators.support,
    api: {
      ...frame,
      ...answer(consoleEndpoints.ticket, refusal(404, 'NOT_FOUND'), { id: 't-gone' }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Not found' });
    await expect(canvas.getByRole('link', { name: 'Back to the tickets' })).toHaveAttribute(
      'href',
      '/console/tickets',
    );
  },
);
