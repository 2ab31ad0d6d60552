/**
 * The shop's toasts carry their numbers (spec 02 section 8: stars received after buying a star
 * product, bonus code redeemed with its coins): the notice names the text and its values, and
 * the toast formats them in the member's language.
 */
import { allSettled, createWatch, type Scope } from 'effector';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCodes } from '../../../../server/src/db/schema';
import { memberAreaEntered } from '../../member/model';
import { type Notice, notified } from '../../shared/notify';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';
import './model';
import { starsBought } from './model/boosters';
import { bonusCodeSubmitted } from './model/rewards';
import { type IdentityServer, loggedInMember, startIdentityServer } from './testServer';

let server: IdentityServer;
// Starting a database of its own takes a while on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(() => server?.close());

/** The notices a scope raised from now on. */
const noticesOf = (scope: Scope) => {
  const notices: Notice[] = [];
  createWatch({ unit: notified, scope, fn: (notice) => notices.push(notice) });
  return notices;
};

const format = (messages: Record<string, string>, locale: string, notice: Notice) =>
  createIntl({ locale, messages }).formatMessage({ id: notice.id }, notice.values);

describe('the shop’s toasts', () => {
  it('say how many stars were bought', async () => {
    const { scope } = await loggedInMember(server, { coins: 30 });
    await allSettled(memberAreaEntered, { scope });
    const notices = noticesOf(scope);

    await allSettled(starsBought, { scope, params: 'stars-5' });

    expect(notices).toEqual([{ kind: 'success', id: 'shop.stars.bought', values: { count: 5 } }]);
    const [notice] = notices;
    if (!notice) throw new Error('no notice');
    expect(format(en, 'en', notice)).toBe('5 stars have been added to your account.');
    expect(format(de, 'de', notice)).toBe('5 Sterne wurden deinem Konto gutgeschrieben.');
  });

  it('say how many coins a bonus code gave, and nothing for a refused code', async () => {
    await server.app.db.insert(bonusCodes).values({ code: '40417', reward: 25 });
    const { scope } = await loggedInMember(server);
    const notices = noticesOf(scope);

    await allSettled(bonusCodeSubmitted, { scope, params: { code: '40417' } });
    await allSettled(bonusCodeSubmitted, { scope, params: { code: '40417' } });

    expect(notices).toEqual([{ kind: 'success', id: 'shop.bonus.toast', values: { coins: 25 } }]);
    const [notice] = notices;
    if (!notice) throw new Error('no notice');
    expect(format(en, 'en', notice)).toBe('Bonus code redeemed: +25 coins');
  });
});
