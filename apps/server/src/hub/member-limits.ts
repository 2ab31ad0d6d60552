/**
 * How fast one member may invoke hub methods, counted across all of their connections (tabs,
 * devices, transports) on this process: a bucket per member, refilled over time, so opening
 * more connections buys no more invocations.
 */

/**
 * How many invocations a member may send at once, and per second on average: typing marks and
 * messages fit easily; a client flooding the server is answered RATE_LIMITED instead.
 */
export interface InvocationLimits {
  burst: number;
  perSecond: number;
}

export const defaultInvocationLimits: InvocationLimits = { burst: 40, perSecond: 20 };

/** Negotiations a member may start per minute (every reload of the app negotiates once). */
export const defaultNegotiationLimit = 30;

interface Bucket {
  tokens: number;
  refilledAt: number;
}

export class InvocationBudgets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limits: InvocationLimits) {}

  /** Takes one invocation from the member's budget; false when it is spent. */
  spend(memberId: string, now = Date.now()) {
    const bucket = this.buckets.get(memberId) ?? { tokens: this.limits.burst, refilledAt: now };
    bucket.tokens = this.refilled(bucket, now);
    bucket.refilledAt = now;
    this.buckets.set(memberId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets the members whose bucket is full again: they are as good as never seen. */
  sweep(now = Date.now()) {
    for (const [memberId, bucket] of this.buckets) {
      if (this.refilled(bucket, now) >= this.limits.burst) this.buckets.delete(memberId);
    }
  }

  private refilled(bucket: Bucket, now: number) {
    const refill = ((now - bucket.refilledAt) / 1000) * this.limits.perSecond;
    return Math.min(this.limits.burst, bucket.tokens + refill);
  }
}
