/**
 * Messages written while the hub is not connected, kept in the order they were written until they
 * can be sent. Each carries the client id it was first sent with, so a message that reached the
 * server just before the connection dropped is recognised as a duplicate when it is sent again.
 */
export interface OutgoingQueue<T> {
  enqueue(item: T): void;
  /**
   * Sends the queued items one by one, in order. An item leaves the queue only once sent; the
   * first failure stops the flush and keeps it and everything after it for the next one. Items
   * enqueued during a flush are sent by the same flush.
   */
  flush(send: (item: T) => Promise<void>): Promise<void>;
  clear(): void;
  readonly items: readonly T[];
}

export const createOutgoingQueue = <T>(): OutgoingQueue<T> => {
  const items: T[] = [];
  let running: Promise<void> | undefined;

  const drain = async (send: (item: T) => Promise<void>) => {
    while (items.length > 0) {
      const next = items[0] as T;
      try {
        await send(next);
      } catch {
        return;
      }
      // clear() may have emptied the queue while the send was under way.
      if (items[0] === next) items.shift();
    }
  };

  return {
    enqueue: (item) => {
      items.push(item);
    },
    flush(send) {
      // One flush at a time, or two could send the same head item twice.
      running ??= drain(send).finally(() => {
        running = undefined;
      });
      return running;
    },
    clear: () => {
      items.length = 0;
    },
    get items() {
      return items;
    },
  };
};
