/**
 * Group commit (src/db/group-commit.ts), which the chat's sends go through: what it promises the
 * send, checked with a `run` that records its batches instead of a database.
 */
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/db/group-commit';

/** A `run` that answers each input doubled once released, and remembers every batch it got. */
const recordingRun = () => {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = async (inputs: number[]) => {
    batches.push(inputs);
    await new Promise<void>((release) => releases.push(release));
    if (inputs.includes(13)) throw new Error('13 is refused');
    return inputs.map((input) => input * 2);
  };
  const releaseAll = async () => {
    // Batches started by a settled one arrive a few turns later.
    for (let turn = 0; turn < 20; turn += 1) {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, run, releaseAll };
};

describe('group commit', () => {
  it('sends the calls of one turn together, each answered with its own output', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = groupCommit({ batchesInFlight: 1, maxBatchSize: 64, run });
    const answers = Promise.all([call('a', 1), call('b', 2), call('c', 3)]);
    await releaseAll();
    expect(await answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('never runs two calls of one key at once, and keeps their order', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = groupCommit({ batchesInFlight: 4, maxBatchSize: 64, run });
    const answers = Promise.all([call('pair', 1), call('other', 2), call('pair', 3)]);
    await releaseAll();
    expect(await answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('holds a batch to its size and to the batches allowed in flight', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = groupCommit({ batchesInFlight: 1, maxBatchSize: 2, run });
    const answers = Promise.all([1, 2, 3, 4, 5].map((input) => call(String(input), input)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2]]);
    await releaseAll();
    expect(await answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs a failed batch call by call, so only the failing call fails', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = groupCommit({ batchesInFlight: 1, maxBatchSize: 64, run });
    const answers = Promise.allSettled([call('a', 1), call('b', 13), call('c', 3)]);
    await releaseAll();
    const [first, refused, third] = await answers;
    expect(first).toEqual({ status: 'fulfilled', value: 2 });
    expect(refused).toMatchObject({ status: 'rejected', reason: { message: '13 is refused' } });
    expect(third).toEqual({ status: 'fulfilled', value: 6 });
    expect(batches).toEqual([[1, 13, 3], [1], [13], [3]]);
  });
});
