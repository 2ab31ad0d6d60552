/** Notices of the models as toasts of the library's Toaster, in the member's language. */
import { toast } from '@amora/ui';
import { attach, createEvent, createStore, sample } from 'effector';
import type { IntlShape } from 'react-intl';
import { type Notice, notified } from '../shared/notify';

export const intlChanged = createEvent<IntlShape>();
const $intl = createStore<IntlShape | null>(null, { serialize: 'ignore' }).on(
  intlChanged,
  (_, intl) => intl,
);

const showToastFx = attach({
  source: $intl,
  effect: (intl, notice: Notice) => {
    toast[notice.kind](intl ? intl.formatMessage({ id: notice.id }, notice.values) : notice.id);
  },
});

sample({ clock: notified, target: showToastFx });
