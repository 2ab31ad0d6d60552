/**
 * Group commit: calls that arrive while the database is busy with earlier ones wait and then go
 * together, as one statement in one transaction, so they share a round trip and a commit (the
 * commit's WAL flush cost a chat send on PostgreSQL as much as the rest of it: bench/README.md).
 * A call waits only for the end of the event loop's turn it came in (no timer), then goes with
 * the others of that turn and those that waited for a free batch slot. Calls with the same key
 * never run at the same time, in one batch or in two, so what one key sends is stored in the
 * order it was sent. A batch that fails runs each of its calls alone, so one call's error (a
 * unique violation, say) is that call's only, and a deadlock between two batches (PostgreSQL
 * breaks it after deadlock_timeout) costs that wait and nothing else.
 */

interface Waiting<Input, Output> {
  input: Input;
  key: string;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<Input, Output> {
  /** Batches in flight at once: 1 for PGlite's one connection, a few for a pool. */
  batchesInFlight: number;
  maxBatchSize: number;
  /** Runs the inputs as one statement and answers one output per input, in their order. */
  run: (inputs: Input[]) => Promise<Output[]>;
}

export const groupCommit = <Input, Output>({
  batchesInFlight,
  maxBatchSize,
  run,
}: GroupCommitOptions<Input, Output>) => {
  let queue: Waiting<Input, Output>[] = [];
  let inFlight = 0;
  const keysInFlight = new Set<string>();

  const settle = async (batch: Waiting<Input, Output>[]) => {
    try {
      const outputs = await run(batch.map(({ input }) => input));
      for (const [index, { resolve }] of batch.entries()) resolve(outputs[index] as Output);
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) only.reject(error);
      else await Promise.all(batch.map((waiting) => settle([waiting])));
    }
  };

  const flush = () => {
    while (inFlight < batchesInFlight && queue.length > 0) {
      const batch: Waiting<Input, Output>[] = [];
      const later: Waiting<Input, Output>[] = [];
      for (const waiting of queue) {
        if (batch.length < maxBatchSize && !keysInFlight.has(waiting.key)) {
          keysInFlight.add(waiting.key);
          batch.push(waiting);
        } else {
          later.push(waiting);
        }
      }
      queue = later;
      if (batch.length === 0) return;
      inFlight += 1;
      void settle(batch).finally(() => {
        inFlight -= 1;
        for (const { key } of batch) keysInFlight.delete(key);
        flush();
      });
    }
  };

  // The calls that arrive in one turn of the event loop (the frames read from the sockets in it)
  // go together: PGlite runs on this thread, so nothing else arrives while a statement runs.
  let flushScheduled = false;
  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      flush();
    });
  };

  return (key: string, input: Input) =>
    new Promise<Output>((resolve, reject) => {
      queue.push({ input, key, resolve, reject });
      scheduleFlush();
    });
};
