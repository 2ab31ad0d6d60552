import { describe, expect, it } from 'vitest';
import { type Message, parseHubEvent, parseHubMethodArgs } from './index';

const message: Message = {
  id: 'm1',
  clientId: 'c1',
  dialogId: 'd1',
  senderId: 'u1',
  recipientId: 'u2',
  type: 'message',
  commentType: null,
  text: 'Hallo',
  isRead: false,
  createdAt: '2025-06-15T12:00:00.000Z',
  price: 10,
  image: null,
  present: null,
  mediaHref: null,
};

describe('hub events', () => {
  it('reads a new message keyed by the event name', () => {
    const result = parseHubEvent('OnNewMessage', [message]);
    expect(result.success).toBe(true);
    if (result.success && result.output.event === 'OnNewMessage') {
      expect(result.output.payload.text).toBe('Hallo');
    }
  });
  it('reads a typing event', () => {
    expect(parseHubEvent('OnWrite', [{ dialogId: 'd1', userId: 'u2' }]).success).toBe(true);
  });
  it('refuses an unknown event or a malformed payload', () => {
    expect(parseHubEvent('OnSomething', [message]).success).toBe(false);
    expect(parseHubEvent('OnNewMessage', [{ ...message, type: 'fax' }]).success).toBe(false);
  });
});

describe('hub methods', () => {
  it('reads the arguments of sendMessage', () => {
    const result = parseHubMethodArgs('sendMessage', [
      { dialogId: 'd1', recipientId: 'u2', message: 'Hi', clientId: 'c2' },
    ]);
    expect(result.success).toBe(true);
  });
  it('refuses missing or extra arguments', () => {
    expect(parseHubMethodArgs('getDialog', []).success).toBe(false);
    expect(parseHubMethodArgs('getDialogs', ['d1']).success).toBe(false);
    expect(parseHubMethodArgs('dialogRead', ['d1']).success).toBe(true);
  });
});
