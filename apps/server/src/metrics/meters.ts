/**
 * Amora's own series, beside the request histograms and process metrics fastify-metrics adds:
 * what the domains count where it happens (a message stored, a spend, a payment's outcome) and
 * what is read only when Prometheus scrapes (hub connections, the database pool). Each app has
 * its own registry: tests build many apps in one process, and a second registration of a name
 * in prom-client's global registry throws.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { PoolUse } from '../db/client';
import type { TransportName } from '../hub/connection';

export interface Meters {
  /** Messages of every kind stored for a recipient; a repeated send is not counted again. */
  chatMessagesStored: Counter<'type'>;
  /**
   * Spends the ledger took, counted inside the caller's transaction: one that is rolled back
   * afterwards (a send that lost a race and is made again) is counted all the same.
   */
  ledgerSpends: Counter<'reason' | 'paid_with'>;
  /** freeCoins and coins those spends took. */
  ledgerCoinsSpent: Counter<'reason'>;
  /** Payments that reached paid, failed, refunded or charged back, once each. */
  paymentOutcomes: Counter<'provider' | 'outcome'>;
}

/** What the scrape-time gauges read; looked up only when Prometheus asks. */
export interface MeterSources {
  hubConnections: () => Record<TransportName, number>;
  databasePool: () => PoolUse;
}

export const createMeters = (registry: Registry, sources: MeterSources): Meters => {
  const registers = [registry];
  /** A gauge read when scraped: one sample per key of what `read` answers. */
  const countsGauge = (name: string, help: string, label: string, read: () => object) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      collect() {
        for (const [key, count] of Object.entries(read())) this.set({ [label]: key }, count);
      },
    });
  countsGauge(
    'amora_hub_connections',
    'Open chat hub connections on this process, by transport',
    'transport',
    sources.hubConnections,
  );
  countsGauge(
    'amora_database_pool_connections',
    'Database connections of this process: total, idle, and queries waiting for one',
    'state',
    sources.databasePool,
  );
  return {
    chatMessagesStored: new Counter({
      name: 'amora_chat_messages_stored_total',
      help: 'Chat messages stored, by message type',
      labelNames: ['type'],
      registers,
    }),
    ledgerSpends: new Counter({
      name: 'amora_ledger_spends_total',
      help: 'Spends taken by the coin ledger, by reason and what paid (freeCounter, coins, counter)',
      labelNames: ['reason', 'paid_with'],
      registers,
    }),
    ledgerCoinsSpent: new Counter({
      name: 'amora_ledger_coins_spent_total',
      help: 'freeCoins and coins taken by ledger spends, by reason',
      labelNames: ['reason'],
      registers,
    }),
    paymentOutcomes: new Counter({
      name: 'amora_payment_outcomes_total',
      help: 'Payments that reached a final or paid state, by provider and outcome',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
  };
};
