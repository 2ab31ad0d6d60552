/**
 * Hook points of the social graph for the parts that tell members in real time (the chat hub).
 * A listener runs after the transaction that made the match has committed; a failing listener is
 * logged by the caller and never undoes the match.
 */
export interface MatchEvent {
  /** The member whose like completed the match. */
  userId: string;
  partnerId: string;
  at: Date;
}

export type MatchListener = (event: MatchEvent) => void | Promise<void>;

export interface MatchHooks {
  /** Registers a listener; answers the function that removes it again. */
  onMatch(listener: MatchListener): () => void;
  /** Tells every listener; errors are collected, not thrown. */
  emitMatch(event: MatchEvent): Promise<unknown[]>;
}

export const createMatchHooks = (): MatchHooks => {
  const matchListeners = new Set<MatchListener>();
  return {
    onMatch(listener) {
      matchListeners.add(listener);
      return () => matchListeners.delete(listener);
    },
    async emitMatch(event) {
      const errors: unknown[] = [];
      for (const listener of matchListeners) {
        try {
          await listener(event);
        } catch (error) {
          errors.push(error);
        }
      }
      return errors;
    },
  };
};
