import { describe, expect, it } from 'vitest';
import { createOutgoingQueue } from '../src/hub/outgoingQueue.ts';

describe('outgoing queue', () => {
  it('sends queued items in the order they were written and empties itself', async () => {
    const queue = createOutgoingQueue<string>();
    queue.enqueue('a');
    queue.enqueue('b');
    queue.enqueue('c');
    const sent: string[] = [];
    await queue.flush(async (item) => {
      sent.push(item);
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(queue.items).toEqual([]);
  });

  it('stops at the first failure and keeps that item and the rest for the next flush', async () => {
    const queue = createOutgoingQueue<string>();
    for (const item of ['a', 'b', 'c']) queue.enqueue(item);
    const sent: string[] = [];
    await queue.flush(async (item) => {
      if (item === 'b') throw new Error('disconnected');
      sent.push(item);
    });
    expect(sent).toEqual(['a']);
    expect(queue.items).toEqual(['b', 'c']);

    await queue.flush(async (item) => {
      sent.push(item);
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(queue.items).toEqual([]);
  });

  it('runs one flush at a time, so no item is sent twice', async () => {
    const queue = createOutgoingQueue<string>();
    queue.enqueue('a');
    queue.enqueue('b');
    const sent: string[] = [];
    const send = async (item: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(item);
    };
    await Promise.all([queue.flush(send), queue.flush(send)]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('sends items written during a flush in the same flush', async () => {
    const queue = createOutgoingQueue<string>();
    queue.enqueue('a');
    const sent: string[] = [];
    await queue.flush(async (item) => {
      if (item === 'a') queue.enqueue('b');
      sent.push(item);
    });
    expect(sent).toEqual(['a', 'b']);
  });

  it('drops everything on clear, also the item being sent', async () => {
    const queue = createOutgoingQueue<string>();
    queue.enqueue('a');
    queue.enqueue('b');
    const sent: string[] = [];
    await queue.flush(async (item) => {
      sent.push(item);
      queue.clear();
    });
    expect(sent).toEqual(['a']);
    expect(queue.items).toEqual([]);
  });
});
