/**
 * Two server processes (two app instances here) sharing the real Redis at 127.0.0.1:6379: a
 * member connected to one receives what the other sends, on every transport.
 */
import { randomBytes } from 'node:crypto';
import { HttpTransportType } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type HubServer, nextCall, startHubServer, transports } from './support';

const redisUrl = process.env.AMORA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: HubServer;
let second: HubServer;
beforeAll(async () => {
  // A channel prefix of this run's own, so other runs on the same Redis cannot interfere.
  const channelPrefix = `amora-test:${randomBytes(6).toString('hex')}:`;
  [first, second] = await Promise.all([
    startHubServer({ channelPrefix }, { REDIS_URL: redisUrl }),
    startHubServer({ channelPrefix }, { REDIS_URL: redisUrl }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('with Redis', () => {
  it.each(transports)(
    'delivers sendToMember from the other process over %s',
    async (_name, transport) => {
      const member = await first.member();
      const connection = await connect(first.hubAddress, member.cookie, transport);
      try {
        const received = nextCall(connection, 'OnNewMessage');
        // The other process knows nothing of the connection, yet reaches it.
        expect(second.app.hub.connectionsOf(member.id)).toEqual([]);
        await second.app.hub.sendToMember(member.id, 'OnNewMessage', [{ text: 'across' }]);
        expect(await received).toEqual([{ text: 'across' }]);
      } finally {
        await connection.stop();
      }
    },
  );

  it('reaches every tab of a member, and one connection by id, from the other process', async () => {
    const member = await first.member();
    const tab = await connect(first.hubAddress, member.cookie, HttpTransportType.WebSockets);
    const otherTab = await connect(first.hubAddress, member.cookie, HttpTransportType.LongPolling);
    try {
      const both = Promise.all([nextCall(tab, 'OnWrite'), nextCall(otherTab, 'OnWrite')]);
      await second.app.hub.sendToMember(member.id, 'OnWrite', [{ dialogId: 'd1' }]);
      expect(await both).toEqual([[{ dialogId: 'd1' }], [{ dialogId: 'd1' }]]);

      const direct = nextCall(otherTab, 'OnDialogRead');
      let tabCalls = 0;
      tab.on('OnDialogRead', () => {
        tabCalls += 1;
      });
      await second.app.hub.sendToConnection(otherTab.connectionId ?? '', 'OnDialogRead', ['x']);
      expect(await direct).toEqual(['x']);
      await tab.invoke('echo', 'sync');
      expect(tabCalls).toBe(0);
    } finally {
      await Promise.all([tab.stop(), otherTab.stop()]);
    }
  });

  it('delivers a send once, not once per process', async () => {
    const member = await first.member();
    const connection = await connect(first.hubAddress, member.cookie, HttpTransportType.WebSockets);
    try {
      const seen: unknown[] = [];
      connection.on('OnNewMessage', (payload) => seen.push(payload));
      await first.app.hub.sendToMember(member.id, 'OnNewMessage', [1]);
      await second.app.hub.sendToMember(member.id, 'OnNewMessage', [2]);
      await connection.invoke('echo', 'sync');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.sort()).toEqual([1, 2]);
    } finally {
      await connection.stop();
    }
  });
});
