/**
 * Spec 01 section 4: a 401 (this server's answer to a member call without a session), an opaque
 * redirect, or a redirect that ended in 404 means the session expired. Browsers report a
 * `redirect: 'manual'` redirect as type 'opaqueredirect' with status 0; Node's fetch hands back the
 * 3xx response itself, so a 3xx counts too (304 is a cache answer, not a redirect).
 */
export const isSessionExpiry = (response: Response): boolean =>
  response.status === 401 ||
  response.type === 'opaqueredirect' ||
  (response.status >= 300 && response.status < 400 && response.status !== 304) ||
  (response.redirected && response.status === 404);

/**
 * Calls `onExpired` once per burst. A burst is every call that was already under way when the
 * session expired: they all fail together, and the member should hear about it once. A call started
 * after the report belongs to a new burst only once some call started after the report has
 * succeeded (typically the next login), so calls fired by stale screens stay quiet.
 */
export const createSessionExpiryGuard = (onExpired: () => void) => {
  let generation = 0;
  let expired = false;
  return {
    /** Taken when a call starts. */
    currentGeneration: () => generation,
    succeeded(startedIn: number) {
      if (expired && startedIn === generation) expired = false;
    },
    failed(startedIn: number) {
      if (expired || startedIn !== generation) return;
      expired = true;
      generation += 1;
      onExpired();
    },
  };
};
