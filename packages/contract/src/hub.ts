/**
 * The real-time chat hub at /v1/chat/hub (spec 02 section 7): the methods a client invokes with
 * their argument lists, and the events the server sends as one discriminated union keyed by the
 * event name. Both sides parse at the boundary: the server the arguments of every invocation, the
 * client every event, so a malformed frame is an error value, never a crash deep inside.
 */
import * as v from 'valibot';
import { Dialog, Message, SendMessage } from './chat';
import { DateTime, Id } from './common';
import { hubDefaults } from './constants';
import { CoinInfo, ProfileSummary } from './user';

export const hubPath = hubDefaults.path;

/** What sendMessage answers to its caller; the partner gets OnNewMessage. */
export const SendMessageResult = v.object({ message: Message, coinInfo: CoinInfo });
export type SendMessageResult = v.InferOutput<typeof SendMessageResult>;

/**
 * Client-to-server methods: the exact argument list of each, and what an invocation completes
 * with (none: the answer comes as an event).
 */
export const hubMethods = {
  getDialog: { args: v.strictTuple([Id]) },
  getDialogs: { args: v.strictTuple([]) },
  sendMessage: { args: v.strictTuple([SendMessage]), result: SendMessageResult },
  dialogRead: { args: v.strictTuple([Id]) },
  write: { args: v.strictTuple([Id]) },
} as const;
export type HubMethod = keyof typeof hubMethods;
export type HubMethodArgs<Method extends HubMethod> = v.InferInput<
  (typeof hubMethods)[Method]['args']
>;

/** The partner is typing in a dialog. */
export const WriteEvent = v.object({ dialogId: Id, userId: Id });
export type WriteEvent = v.InferOutput<typeof WriteEvent>;

/** The partner read the dialog up to now. */
export const DialogReadEvent = v.object({ dialogId: Id, readerId: Id, readAt: DateTime });
export type DialogReadEvent = v.InferOutput<typeof DialogReadEvent>;

/** A refused invocation; `clientId` names the message that was not sent. */
export const HubErrorEvent = v.object({
  code: v.string(),
  text: v.string(),
  clientId: v.optional(v.string()),
  dialogId: v.optional(Id),
});
export type HubErrorEvent = v.InferOutput<typeof HubErrorEvent>;

/**
 * A like made a match (not in the spec's event list: ours, so both members learn of it at once,
 * whoever liked second). `partner` is the other member as the receiver sees them.
 */
export const MatchEvent = v.object({
  partner: ProfileSummary,
  dialogId: v.nullable(Id),
  at: DateTime,
});
export type MatchEvent = v.InferOutput<typeof MatchEvent>;

/** Each server event and the single argument it carries. */
export const hubEventPayloads = {
  OnGetDialog: Dialog,
  OnGetDialogs: v.array(Dialog),
  OnNewMessage: Message,
  OnWrite: WriteEvent,
  OnDialogRead: DialogReadEvent,
  OnError: HubErrorEvent,
  OnMatch: MatchEvent,
} as const;
export type HubEventName = keyof typeof hubEventPayloads;
export const hubEventNames = Object.keys(hubEventPayloads) as HubEventName[];

export const HubEvent = v.variant('event', [
  v.object({ event: v.literal('OnGetDialog'), payload: hubEventPayloads.OnGetDialog }),
  v.object({ event: v.literal('OnGetDialogs'), payload: hubEventPayloads.OnGetDialogs }),
  v.object({ event: v.literal('OnNewMessage'), payload: hubEventPayloads.OnNewMessage }),
  v.object({ event: v.literal('OnWrite'), payload: hubEventPayloads.OnWrite }),
  v.object({ event: v.literal('OnDialogRead'), payload: hubEventPayloads.OnDialogRead }),
  v.object({ event: v.literal('OnError'), payload: hubEventPayloads.OnError }),
  v.object({ event: v.literal('OnMatch'), payload: hubEventPayloads.OnMatch }),
]);
export type HubEvent = v.InferOutput<typeof HubEvent>;
export type HubEventPayload<Name extends HubEventName> = Extract<
  HubEvent,
  { event: Name }
>['payload'];

/** Reads an invocation of the server (target and arguments as SignalR delivers them). */
export const parseHubEvent = (target: string, args: readonly unknown[]) =>
  v.safeParse(HubEvent, { event: target, payload: args[0] });

/** Reads the arguments of a client invocation of `method`. */
export const parseHubMethodArgs = <Method extends HubMethod>(
  method: Method,
  args: readonly unknown[],
) => v.safeParse(hubMethods[method].args, args);

export const isHubMethod = (name: string): name is HubMethod => Object.hasOwn(hubMethods, name);
