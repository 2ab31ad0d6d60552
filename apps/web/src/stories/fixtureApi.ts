/**
 * The /v1 API of a screen story: a `fetch` that answers from fixtures in memory, so a story runs
 * the app's real client (its contract checks, its error handling) with no server and no network.
 * A request nothing answers is recorded; `settled` then fails and names it, so a story shows
 * exactly the data its author chose, never an accidental error state.
 */

import type { CallOutput } from '@amora/client';
import type { Endpoint } from '@amora/contract';
import * as v from 'valibot';

/** The answers of a story, by "METHOD /v1/path" (the path as sent, without its query). */
export type ApiAnswers = Record<string, Answer>;

/**
 * A JSON body answered with 200, a chosen response, one of the special answers below, or a
 * function of the request's URL and JSON body that returns one of these (e.g. by its query).
 */
export type Answer = unknown | Reply | typeof pending | typeof offline | Responder;
export type Responder = (url: URL, body: unknown) => unknown;

/** A response with its own status (an error answer: `reply(402, { code: … })`). */
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
}
const replies = new WeakSet<object>();
export const reply = (status: number, body?: unknown): Reply => {
  const answer = { status, body };
  replies.add(answer);
  return answer;
};

/** Never answered: the screen stays in its loading state. */
export const pending = Symbol('pending');
/** The connection fails, as when the device is offline. */
export const offline = Symbol('offline');

/** What one endpoint may be answered with, typed by the contract. */
export type AnswerOf<E extends Endpoint> =
  | CallOutput<E>
  | Reply
  | typeof pending
  | typeof offline
  | ((url: URL, body: unknown) => CallOutput<E> | Reply);

/**
 * The answer of one contract endpoint, to spread into a story's answers:
 * `answer(endpoints.chat.dialogs, dialogs)`. `params` fill the path's `{name}` parts. Data that
 * breaks the contract fails here, naming the call, instead of showing the screen's error state.
 */
export const answer = <E extends Endpoint>(
  endpoint: E,
  given: AnswerOf<E>,
  params: Record<string, string> = {},
): ApiAnswers => {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name);
  const key = `${endpoint.method} /v1${path}`;
  const checked = (data: unknown) => {
    if (!endpoint.response || isSpecial(data)) return data;
    const parsed = v.safeParse(endpoint.response, data);
    if (parsed.success) return data;
    throw new Error(
      `The answer to ${key} breaks the contract: ${JSON.stringify(v.flatten(parsed.issues))}`,
    );
  };
  return {
    [key]:
      typeof given === 'function'
        ? (url: URL, body: unknown) => checked((given as Responder)(url, body))
        : checked(given),
  };
};

const isSpecial = (data: unknown) =>
  data === pending ||
  data === offline ||
  (typeof data === 'object' && data !== null && replies.has(data));

export interface FixtureFetch {
  readonly fetch: typeof globalThis.fetch;
  /** Resolves once no answered request is in flight for two frames in a row. */
  settled(): Promise<void>;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export const createFixtureFetch = (answers: ApiAnswers): FixtureFetch => {
  let inFlight = 0;
  const unanswered = new Set<string>();

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://story');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    if (!(key in answers)) {
      unanswered.add(key);
      return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
    }
    const given = answers[key];
    const answer =
      typeof given === 'function'
        ? (given as Responder)(url, typeof init?.body === 'string' ? JSON.parse(init.body) : null)
        : given;
    if (answer === pending) return new Promise<Response>(() => {});
    if (answer === offline) throw new TypeError('Failed to fetch');
    inFlight += 1;
    try {
      // A real server answers later than now: the screen renders its loading state first.
      await Promise.resolve();
      if (isSpecial(answer)) {
        const { status, body } = answer as Reply;
        return body === undefined
          ? new Response(null, { status })
          : Response.json(body, { status });
      }
      return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer);
    } finally {
      inFlight -= 1;
    }
  };

  const settled = async () => {
    const deadline = performance.now() + 5000;
    let quietFrames = 0;
    while (quietFrames < 2) {
      await nextFrame();
      quietFrames = inFlight === 0 ? quietFrames + 1 : 0;
      if (performance.now() > deadline) throw new Error(`${inFlight} fixture requests never ended`);
    }
    if (unanswered.size > 0) {
      throw new Error(`The story has no answer for: ${[...unanswered].join(', ')}`);
    }
  };

  return { fetch, settled };
};
