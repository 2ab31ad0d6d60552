/**
 * How many pictures are worked on at once. Decoding and encoding a picture takes a CPU core and
 * tens of MB for a moment; a flood of uploads would otherwise run them all together and exhaust
 * the memory. At most `concurrency` jobs run; up to `queueLimit` more wait their turn, in order;
 * a job beyond that is refused at once, so the member hears to try again instead of waiting on.
 */
import { availableParallelism } from 'node:os';

/** Two jobs per core: one decodes while the other waits for the disk. */
export const defaultImageJobConcurrency = () => 2 * availableParallelism();

/** Jobs beyond the running ones that may wait, per running one. */
const QUEUE_PER_RUNNING_JOB = 4;

/** When a refused job may be tried again: the queue empties within a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The queue was full: nothing was done; try again after `retryAfterSeconds`. */
export class ImageJobsBusyError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('Too many pictures are being processed; try again later.');
    this.name = 'ImageJobsBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ImageJobsOptions {
  /** Jobs running at once (two per core unless given). */
  concurrency?: number;
  /** Jobs that may wait beyond the running ones (four per running one unless given). */
  queueLimit?: number;
  retryAfterSeconds?: number;
}

export class ImageJobs {
  readonly concurrency: number;
  readonly queueLimit: number;
  readonly retryAfterSeconds: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor({ concurrency, queueLimit, retryAfterSeconds }: ImageJobsOptions = {}) {
    this.concurrency = Math.max(1, concurrency ?? defaultImageJobConcurrency());
    this.queueLimit = Math.max(0, queueLimit ?? QUEUE_PER_RUNNING_JOB * this.concurrency);
    this.retryAfterSeconds = retryAfterSeconds ?? RETRY_AFTER_SECONDS;
  }

  /** Jobs running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs waiting for a free place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Runs the job when a place is free, waiting in the queue until then; throws
   * ImageJobsBusyError without running it when the queue is full.
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
    } else if (this.#waiting.length < this.queueLimit) {
      // The finishing job hands its place over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      throw new ImageJobsBusyError(this.retryAfterSeconds);
    }
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
