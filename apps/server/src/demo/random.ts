/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every machine and Node version, which Math.random cannot promise. Not for secrets.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = this.state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<Item>(items: readonly Item[]): Item {
    if (items.length === 0) throw new RangeError('pick needs at least one item');
    return items[Math.floor(this.next() * items.length)] as Item;
  }

  /** `count` different items in random order (all of them when there are fewer). */
  sample<Item>(items: readonly Item[], count: number): Item[] {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [pool[index], pool[other]] = [pool[other] as Item, pool[index] as Item];
    }
    return pool.slice(0, Math.min(count, pool.length));
  }

  /** An item chosen with probability proportional to its weight. */
  weighted<Item>(entries: readonly (readonly [Item, number])[]): Item {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = this.next() * total;
    for (const [item, weight] of entries) {
      remaining -= weight;
      if (remaining < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new RangeError('weighted needs at least one entry');
    return last[0];
  }
}
