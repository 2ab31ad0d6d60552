/**
 * The chat hub of a screen story: connected at once, and it answers what the screen asks with
 * the story's dialogs and chats (as the server's OnGetDialogs and OnGetDialog events would), so
 * no story opens a WebSocket.
 */
import type { HubClient, HubClientOptions, OutgoingMessage } from '@amora/client';
import type { HubEvent } from '@amora/contract';
import type { HubFactory } from '../features/messages/connection';

export interface StoryHubOptions {
  /** The events the hub sends once it is open, in order (e.g. OnGetDialogs). */
  events?: readonly HubEvent[];
  /** Messages the member wrote that the server has not taken yet (shown as pending). */
  pendingMessages?: readonly OutgoingMessage[];
  /** Whether the connection is up; false: it was open and is lost, the reconnect banner shows. */
  connected?: boolean;
}

export const storyHub =
  ({ events = [], pendingMessages = [], connected = true }: StoryHubOptions = {}): HubFactory =>
  ({ onEvent, onStateChange }: HubClientOptions): HubClient => {
    let state: HubClient['state'] = 'closed';
    const become = (next: HubClient['state']) => {
      state = next;
      onStateChange?.(next);
    };
    return {
      get state() {
        return state;
      },
      pendingMessages,
      async start() {
        become('open');
        for (const event of events) onEvent(event);
        if (!connected) become('connecting');
        return true;
      },
      async stop() {
        become('closed');
      },
      async sendMessage() {
        return 'story-message';
      },
      async getDialog() {
        return connected;
      },
      async getDialogs() {
        return connected;
      },
      async dialogRead() {
        return connected;
      },
      async write() {
        return connected;
      },
    };
  };
