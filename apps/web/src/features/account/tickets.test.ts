/**
 * Support tickets against the real server: a created ticket shows in the list with its status,
 * also after a new login; a reply is added; an empty message is refused and creates nothing.
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  startIdentityServer,
} from '../../../test/server';
import {
  $openTicket,
  $ticketDeleteAsked,
  $ticketProblem,
  $tickets,
  replySubmitted,
  ticketDeleteAsked,
  ticketDeleteConfirmed,
  ticketDeleteDismissed,
  ticketOpened,
  ticketSubmitted,
  ticketsOpened,
} from './tickets';

let server: IdentityServer;
const password = 'sommer2026';

beforeAll(async () => {
  installMemoryStorage();
  server = await startIdentityServer();
  // Eight test runs share two cores: starting the server may take over a minute.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const memberEmail = async () => {
  const { email } = await insertMember(server.app, { password });
  if (!email) throw new Error('a member with an e-mail expected');
  return email;
};

const loginAs = async (email: string) => {
  return logInScope(server.baseUrl, email, password);
};

describe('support tickets', () => {
  it('creates a ticket that shows in the list as open, also after a new login', async () => {
    const email = await memberEmail();
    const scope = await loginAs(email);
    await allSettled(ticketsOpened, { scope });
    expect(scope.getState($tickets)).toEqual([]);

    await allSettled(ticketSubmitted, {
      scope,
      params: { topic: 'paymentIssues', message: 'My coins did not arrive.' },
    });

    expect(scope.getState($ticketProblem)).toBeNull();
    expect(scope.getState($tickets)).toMatchObject([
      { topic: 'paymentIssues', message: 'My coins did not arrive.', status: 'open' },
    ]);

    const again = await loginAs(email);
    await allSettled(ticketsOpened, { scope: again });
    expect(again.getState($tickets)).toMatchObject([{ topic: 'paymentIssues', status: 'open' }]);
  });

  it('adds a reply to an opened ticket', async () => {
    const email = await memberEmail();
    const scope = await loginAs(email);
    await allSettled(ticketSubmitted, {
      scope,
      params: { topic: 'technicalQuestions', message: 'The chat does not load.' },
    });
    const [ticket] = scope.getState($tickets) ?? [];
    if (!ticket) throw new Error('no ticket');

    await allSettled(ticketOpened, { scope, params: ticket.id });
    await allSettled(replySubmitted, {
      scope,
      params: { id: ticket.id, message: 'It works again, thank you.' },
    });

    expect(scope.getState($openTicket)?.comments).toMatchObject([
      { author: 'member', message: 'It works again, thank you.' },
    ]);
  });

  it('refuses an empty message and creates nothing', async () => {
    const email = await memberEmail();
    const scope = await loginAs(email);

    await allSettled(ticketSubmitted, { scope, params: { topic: 'complaint', message: '   ' } });

    expect(scope.getState($ticketProblem)).toBe('MESSAGE_REQUIRED');
    await allSettled(ticketsOpened, { scope });
    expect(scope.getState($tickets)).toEqual([]);
  });

  it('deletes an opened ticket only once the member confirmed it, for good', async () => {
    const email = await memberEmail();
    const scope = await loginAs(email);
    await allSettled(ticketSubmitted, {
      scope,
      params: { topic: 'otherTopic', message: 'Please ignore this one.' },
    });
    await allSettled(ticketSubmitted, {
      scope,
      params: { topic: 'premium', message: 'Keep this one.' },
    });
    const doomed = scope.getState($tickets)?.find((ticket) => ticket.topic === 'otherTopic');
    if (!doomed) throw new Error('no ticket');
    await allSettled(ticketOpened, { scope, params: doomed.id });

    await allSettled(ticketDeleteAsked, { scope });
    expect(scope.getState($ticketDeleteAsked)).toBe(true);
    await allSettled(ticketDeleteDismissed, { scope });
    expect(scope.getState($ticketDeleteAsked)).toBe(false);
    expect(scope.getState($tickets)).toHaveLength(2);

    await allSettled(ticketDeleteAsked, { scope });
    await allSettled(ticketDeleteConfirmed, { scope });

    expect(scope.getState($ticketDeleteAsked)).toBe(false);
    expect(scope.getState($openTicket)).toBeNull();
    expect(scope.getState($tickets)).toMatchObject([{ topic: 'premium' }]);
    const again = await loginAs(email);
    await allSettled(ticketsOpened, { scope: again });
    expect(again.getState($tickets)).toMatchObject([{ topic: 'premium' }]);
  });
});
