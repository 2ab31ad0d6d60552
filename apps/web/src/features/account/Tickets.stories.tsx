import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { member } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { paymentTicket, ticketAnswers, tickets } from './storyFixtures';

const meta = {
  title: 'Screens/Account/Tickets',
  ...screenMeta,
} satisfies Meta;
export default meta;

const path = paths.tickets;
const api = ticketAnswers(tickets);

/** A new request by topic. */
export const NewRequest = screenStory({ path, member, api });

export const Sending = screenStory(
  { path, member, api: { ...api, ...answer(endpoints.support.create, pending) } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your message' }),
      'My coins did not arrive after paying with PayPal.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
  },
);

/** Sent without a message: the field asks for one. */
export const MessageMissing = screenStory({ path, member, api }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send request' }));
  await canvas.findByText('Please describe your request.');
});

const showTickets = async ({ canvasElement }: StoryContext) => {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'My tickets' }));
};

/** The member's tickets with their statuses and replies. */
export const Tickets = screenStory({ path, member, api }, async (context) => {
  await showTickets(context);
  await within(context.canvasElement).findByRole('row', { name: 'Payment Issues' });
});

export const TicketsLoading = screenStory(
  { path, member, api: { ...api, ...answer(endpoints.support.list, pending) } },
  showTickets,
);

export const NoTickets = screenStory({ path, member, api: ticketAnswers([]) }, async (context) => {
  await showTickets(context);
  await within(context.canvasElement).findByText('You have not written to support yet.');
});

const openFirstTicket = async (context: StoryContext) => {
  await showTickets(context);
  await userEvent.click(
    await within(context.canvasElement).findByRole('row', { name: 'Payment Issues' }),
  );
  await within(document.body).findByRole('dialog');
};

/** One ticket with the support's reply and the member's answer. */
export const TicketOpen = screenStory(
  {
    path,
    member,
    api: { ...api, ...answer(endpoints.support.get, paymentTicket, { id: paymentTicket.id }) },
  },
  openFirstTicket,
);

export const DeleteTicket = screenStory(
  {
    path,
    member,
    api: { ...api, ...answer(endpoints.support.get, paymentTicket, { id: paymentTicket.id }) },
  },
  async (context) => {
    await openFirstTicket(context);
    await userEvent.click(within(document.body).getByRole('button', { name: 'Delete ticket' }));
    await within(document.body).findByRole('alertdialog');
  },
);
