/**
 * Notices for the member (spec 01 section 8): models name a message of the catalogue, the app
 * shows it as a toast in the member's language (app/toasts.ts).
 */
import { createEvent } from 'effector';
import type { MessageId } from '../i18n/catalogue';

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  kind: NoticeKind;
  id: MessageId;
  /** The message's arguments: the stars bought, the coins a bonus code gave, a member's name. */
  values?: Record<string, string | number>;
}

export const notified = createEvent<Notice>();
