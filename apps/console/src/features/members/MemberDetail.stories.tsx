import { answer, pending } from '@amora/client/fixtures';
import { type ConsoleMember, consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { minutesAgo, operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, notPictured, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture } from '../dashboard/storyFixtures';
import { ben, lena, lenaErased, lenaPaying, lenaRefunded, max } from './storyFixtures';

const meta = {
  title: 'Console/Member',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const frame = answer(consoleEndpoints.dashboard, dashboardFixture);
const memberAnswer = (member: ConsoleMember) =>
  answer(consoleEndpoints.member, member, { id: member.id });

/** The bodies of the writes the page sent, each answered with the member as it then is. */
const recordWrites = (member: ConsoleMember) => {
  const bodies: unknown[] = [];
  const api = {
    ...answer(
      consoleEndpoints.actOnMember,
      (_, body) => {
        bodies.push(body);
        const { action } = body as { action: string };
        return {
          ...member,
          standing: action === 'ban' ? 'banned' : action === 'suspend' ? 'suspended' : 'active',
          suspendedUntil: action === 'suspend' ? minutesAgo(-30 * 24 * 60) : null,
        } satisfies ConsoleMember;
      },
      { id: member.id },
    ),
    ...answer(
      consoleEndpoints.grantCoins,
      (_, body) => {
        bodies.push(body);
        return { ...member, coins: member.coins + (body as { amount: number }).amount };
      },
      { id: member.id },
    ),
  };
  return { bodies, api };
};

const page = (canvasElement: HTMLElement) => ({
  canvas: within(canvasElement),
  body: within(canvasElement.ownerDocument.body),
});

/** A moderator on an active member's profile: who she is, and warn, suspend and ban. */
export const Profile = pictureDarkToo(
  consoleStory(
    {
      path: `/members/${lena.id}`,
      operator: operators.moderator,
      api: { ...frame, ...memberAnswer(lena) },
    },
    async ({ canvasElement }) => {
      const { canvas } = page(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Lena' });
      await expect(canvas.getByText('lena@mail.example')).toBeVisible();
      await expect(canvas.getByText('Active')).toBeVisible();
      await expect(canvas.getByText('6 months')).toBeVisible();
      await expect(canvas.getByText('14 minutes ago')).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
      await expect(canvas.getByText('Hamburg')).toBeVisible();
      await expect(canvas.getByText('1,240')).toBeVisible();
      const actions = within(canvas.getByRole('group', { name: 'Actions' }));
      await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Warn',
        'Suspend',
        'Ban',
      ]);
    },
  ),
);

/** Her pictures with their review states; the private one and the profile picture are marked. */
export const Pictures = consoleStory(
  {
    path: `/members/${lena.id}?tab=pictures`,
    operator: operators.moderator,
    api: { ...frame, ...memberAnswer(lena) },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Pictures (4)', selected: true }),
    ).toBeVisible();
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    await expect(panel).toHaveTextContent(/Profile picture/);
    await expect(panel).toHaveTextContent(/Private/);
  },
);

/** Her coins coming and going, newest first, with the sign of each change. */
export const Ledger = consoleStory(
  {
    path: `/members/${lena.id}?tab=ledger`,
    operator: operators.support,
    api: { ...frame, ...memberAnswer(lena) },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Ledger' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(lena.ledger.length + 1);
    await expect(rows[1]).toHaveTextContent(/-20.*chatMessage/);
    await expect(rows[4]).toHaveTextContent(/\+1,000.*purchase/);
  },
);

/** What operators did to her; a link leads to all her entries in the audit log. */
export const History = consoleStory(
  {
    path: `/members/${lena.id}?tab=history`,
    operator: operators.support,
    api: { ...frame, ...memberAnswer(lena) },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'History' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(lena.audit.length + 1);
    await expect(rows[1]).toHaveTextContent(/Jonas Moderation.*Moderator.*Warned.*links/);
    await expect(rows[2]).toHaveTextContent(/Mara Admin.*Admin.*Coins granted/);
    await expect(
      canvas.getByRole('link', { name: 'All entries in the audit log' }),
    ).toHaveAttribute('href', `/console/audit?memberId=${lena.id}`);
  },
);

/** A suspended member: until when, and reinstate or ban. */
export const SuspendedMember = consoleStory(
  {
    path: `/members/${max.id}`,
    operator: operators.moderator,
    api: { ...frame, ...memberAnswer(max) },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Max' });
    await expect(canvas.getByText('Suspended until')).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Actions' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Reinstate',
      'Ban',
    ]);
  },
);

const reinstated = recordWrites(ben);

/** A banned member reinstated: the reason is asked, sent, confirmed, and the page shows the answer. */
export const BannedMemberReinstated = consoleStory(
  {
    path: `/members/${ben.id}`,
    operator: operators.moderator,
    api: { ...frame, ...memberAnswer(ben), ...reinstated.api },
  },
  async ({ canvasElement }) => {
    const { canvas, body } = page(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Ben' });
    await expect(canvas.getByText('Banned')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reinstate' }));
    const dialog = await body.findByRole('dialog', { name: 'Reinstate Ben' });
    await expect(dialog).toHaveTextContent(/The ban ends now/);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Appeal accepted: the account was used by someone else.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await expect(await body.findByText('Ben is reinstated.')).toBeVisible();
    await expect(reinstated.bodies.at(-1)).toEqual({
      action: 'reinstate',
      reason: 'Appeal accepted: the account was used by someone else.',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Active')).toBeVisible();
  },
);

/** Support sees the member but may not act on them: no actions at all. */
export const SupportOperator = consoleStory(
  {
    path: `/members/${lena.id}`,
    operator: operators.support,
    api: { ...frame, ...memberAnswer(lena) },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Lena' });
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ban' })).toBeNull();
  },
);

/** An admin grants coins: a wrong amount is explained before anything is sent. */
export const GrantCoinsDialog = consoleStory(
  {
    path: `/members/${lena.id}`,
    operator: operators.admin,
    api: { ...frame, ...memberAnswer(lena), ...recordWrites(lena).api },
  },
  async ({ canvasElement }) => {
    const { canvas, body } = page(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Lena' });
    const actions = within(canvas.getByRole('group', { name: 'Actions' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Warn',
      'Suspend',
      'Ban',
      'Grant coins',
      'Erase account',
    ]);
    await userEvent.click(actions.getByRole('button', { name: 'Grant coins' }));
    const dialog = await body.findByRole('dialog', { name: 'Grant coins to Lena' });
    await expect(dialog).toHaveTextContent(/They have 1,240 coins now/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Coins/ }), '250000');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Coins lost in the outage of 26 November.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant coins' }));
    await expect(
      await within(dialog).findByText('Enter a whole number from 1 to 100,000.'),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Coins/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Coins/ }), '250');
  },
);

const granted = recordWrites(lena);

/** The grant sent: the amount and reason as the contract wants them, a toast, the new balance. */
export const GrantCoinsSent = notPictured(
  "GrantCoinsDialog's outcome is a toast and a new balance",
  consoleStory(
    {
      path: `/members/${lena.id}`,
      operator: operators.admin,
      api: { ...frame, ...memberAnswer(lena), ...granted.api },
    },
    async ({ canvasElement }) => {
      const { canvas, body } = page(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Grant coins' }));
      const dialog = await body.findByRole('dialog', { name: 'Grant coins to Lena' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Coins/ }), '250');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Reason/ }),
        'Coins lost in the outage of 26 November.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Grant coins' }));
      await expect(await body.findByText('250 coins granted to Lena.')).toBeVisible();
      await expect(granted.bodies.at(-1)).toEqual({
        amount: 250,
        reason: 'Coins lost in the outage of 26 November.',
      });
      await expect(await canvas.findByText('1,490')).toBeVisible();
    },
  ),
);

/** The ban asks for the reason and says what it does before anything happens. */
export const BanDialog = consoleStory(
  {
    path: `/members/${lena.id}`,
    operator: operators.moderator,
    api: { ...frame, ...memberAnswer(lena), ...recordWrites(lena).api },
  },
  async ({ canvasElement }) => {
    const { canvas, body } = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ban' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Ban Lena' });
    await expect(dialog).toHaveTextContent(/signed out everywhere.*can no longer sign in/);
    await expect(dialog).toHaveTextContent('Only a reinstatement lifts a ban.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban Lena' }));
    await expect(await within(dialog).findByText('Please write a reason.')).toBeVisible();
  },
);

const suspended = recordWrites(lena);

/** A suspension for 30 days: the days and the reason sent, the member shown suspended. */
export const SuspendSent = notPictured(
  'The suspended member is pictured in SuspendedMember',
  consoleStory(
    {
      path: `/members/${lena.id}`,
      operator: operators.moderator,
      api: { ...frame, ...memberAnswer(lena), ...suspended.api },
    },
    async ({ canvasElement }) => {
      const { canvas, body } = page(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
      const dialog = await body.findByRole('dialog', { name: 'Suspend Lena' });
      await userEvent.click(within(dialog).getByRole('button', { name: /Duration/ }));
      await userEvent.click(await body.findByRole('option', { name: '30 days' }));
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Reason/ }),
        'Sent links to other sites after a warning.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend for 30 days' }));
      await expect(await body.findByText('Lena is suspended.')).toBeVisible();
      await expect(suspended.bodies.at(-1)).toEqual({
        action: 'suspend',
        days: 30,
        reason: 'Sent links to other sites after a warning.',
      });
      await expect(await canvas.findByText('Suspended until')).toBeVisible();
    },
  ),
);

/** The answers of a refund or an erasure, each recording the body it was sent. */
const recordAdminWrites = () => {
  const bodies: unknown[] = [];
  const api = {
    ...answer(
      consoleEndpoints.refundPayment,
      (_, body) => {
        bodies.push(body);
        return lenaRefunded;
      },
      { id: lena.id, paymentId: 'pay-1' },
    ),
    ...answer(
      consoleEndpoints.eraseMember,
      (_, body) => {
        bodies.push(body);
        return lenaErased;
      },
      { id: lena.id },
    ),
  };
  return { bodies, api };
};

/**
 * An admin's view of the payments: a paid PayPal payment can be refunded; the App Store's and
 * microPayment's only by the store or provider, which the row says instead of offering a button.
 */
export const PaymentsForAdmin = consoleStory(
  {
    path: `/members/${lena.id}?tab=payments`,
    operator: operators.admin,
    api: { ...frame, ...memberAnswer(lenaPaying) },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Payments' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(lenaPaying.payments.length + 1);
    await expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Refund' }),
    ).toBeVisible();
    for (const row of [rows[2], rows[3]] as HTMLElement[]) {
      await expect(row).toHaveTextContent('Only the store or provider refunds this');
      await expect(within(row).queryByRole('button')).toBeNull();
    }
    await expect(within(table).getAllByRole('button', { name: 'Refund' })).toHaveLength(1);
  },
);

/** Support sees the payments but no refund. */
export const PaymentsForSupport = notPictured(
  'The payments table without its refund column is the Ledger story’s kind of table',
  consoleStory(
    {
      path: `/members/${lena.id}?tab=payments`,
      operator: operators.support,
      api: { ...frame, ...memberAnswer(lenaPaying) },
    },
    async ({ canvasElement }) => {
      const { canvas } = page(canvasElement);
      const table = await canvas.findByRole('grid', { name: 'Payments' });
      await expect(within(table).queryByRole('button')).toBeNull();
      await expect(within(table).queryByText(/refunds this/)).toBeNull();
    },
  ),
);

/** The refund says who gives back how much, and what happens to the coins; a reason is required. */
export const RefundDialog = consoleStory(
  {
    path: `/members/${lena.id}?tab=payments`,
    operator: operators.admin,
    api: { ...frame, ...memberAnswer(lenaPaying), ...recordAdminWrites().api },
  },
  async ({ canvasElement }) => {
    const { canvas, body } = page(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Payments' });
    await userEvent.click(within(table).getByRole('button', { name: 'Refund' }));
    const dialog = await body.findByRole('dialog', { name: 'Refund €19.99 to Lena' });
    await expect(dialog).toHaveTextContent(/Lena gets the €19.99 back in full through PayPal/);
    await expect(dialog).toHaveTextContent('A refund cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €19.99' }));
    await expect(await within(dialog).findByText('Please write a reason.')).toBeVisible();
  },
);

const refunded = recordAdminWrites();

/** The refund sent with its reason: a toast, the payment refunded, the coins taken back. */
export const RefundSent = notPictured(
  'The outcome is a toast and a row whose status reads refunded',
  consoleStory(
    {
      path: `/members/${lena.id}?tab=payments`,
      operator: operators.admin,
      api: { ...frame, ...memberAnswer(lenaPaying), ...refunded.api },
    },
    async ({ canvasElement }) => {
      const { canvas, body } = page(canvasElement);
      const table = await canvas.findByRole('grid', { name: 'Payments' });
      await userEvent.click(within(table).getByRole('button', { name: 'Refund' }));
      const dialog = await body.findByRole('dialog', { name: 'Refund €19.99 to Lena' });
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Reason/ }),
        'Charged twice for the same package.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €19.99' }));
      await expect(await body.findByText('€19.99 refunded to Lena.')).toBeVisible();
      await expect(refunded.bodies.at(-1)).toEqual({
        reason: 'Charged twice for the same package.',
      });
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(within(table).queryByRole('button', { name: 'Refund' })).toBeNull();
    },
  ),
);

/** The server refuses (here: the payment can only be refunded by its store): the dialog says so. */
export const RefundRefused = consoleStory(
  {
    path: `/members/${lena.id}?tab=payments`,
    operator: operators.admin,
    api: {
      ...frame,
      ...memberAnswer(lenaPaying),
      ...answer(consoleEndpoints.refundPayment, refusal(409, 'REFUND_NOT_SUPPORTED'), {
        id: lena.id,
        paymentId: 'pay-1',
      }),
    },
  },
  async ({ canvasElement }) => {
    const { canvas, body } = page(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Payments' });
    await userEvent.click(within(table).getByRole('button', { name: 'Refund' }));
    const dialog = await body.findByRole('dialog', { name: 'Refund €19.99 to Lena' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Charged twice for the same package.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €19.99' }));
    await expect(
      await within(dialog).findByText(/Nothing was changed\. This payment can only be refunded/),
    ).toBeVisible();
  },
);

/** Erasing asks as an alert, says what goes and what stays, and cannot go without a reason. */
export const EraseDialog = consoleStory(
  {
    path: `/members/${lena.id}`,
    operator: operators.admin,
    api: { ...frame, ...memberAnswer(lena), ...recordAdminWrites().api },
  },
  async ({ canvasElement }) => {
    const { canvas, body } = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Erase account' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Erase Lena’s account' });
    await expect(dialog).toHaveTextContent(/signed out everywhere.*pictures and sign-ins/);
    await expect(dialog).toHaveTextContent('An erased account cannot be restored.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    await expect(await within(dialog).findByText('Please write a reason.')).toBeVisible();
  },
);

const erased = recordAdminWrites();

/** The erasure sent with its reason: a toast, and the page shows the account as erased. */
export const EraseSent = notPictured(
  'The erased account is pictured in ErasedMember',
  consoleStory(
    {
      path: `/members/${lena.id}`,
      operator: operators.admin,
      api: { ...frame, ...memberAnswer(lena), ...erased.api },
    },
    async ({ canvasElement }) => {
      const { canvas, body } = page(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Erase account' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Erase Lena’s account' });
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Reason/ }),
        'She asked by mail to delete her account.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Erase account' }));
      await expect(await body.findByText('The account is erased.')).toBeVisible();
      await expect(erased.bodies.at(-1)).toEqual({
        reason: 'She asked by mail to delete her account.',
      });
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Erased account' }),
      ).toBeVisible();
    },
  ),
);

/** An erased account: said so, no name, no actions left but its records. */
export const ErasedMember = pictureDarkToo(
  consoleStory(
    {
      path: `/members/${lena.id}`,
      operator: operators.admin,
      api: { ...frame, ...memberAnswer(lenaErased) },
    },
    async ({ canvasElement }) => {
      const { canvas } = page(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Erased account' });
      await expect(canvas.getByText(/This account was erased/)).toBeVisible();
      await expect(canvas.getByText('Deleted')).toBeVisible();
      await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull();
    },
  ),
);

/** The member is on its way. */
export const Loading = consoleStory(
  {
    path: `/members/${lena.id}`,
    operator: operators.moderator,
    api: { ...frame, ...answer(consoleEndpoints.member, pending, { id: lena.id }) },
  },
  async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: /Loading the member/ }),
    ).toBeVisible();
  },
);

/** An id no member has. */
export const NotFound = consoleStory(
  {
    path: '/members/m-gone',
    operator: operators.moderator,
    api: {
      ...frame,
      ...answer(consoleEndpoints.member, refusal(404, 'NOT_FOUND'), { id: 'm-gone' }),
    },
  },
  async ({ canvasElement }) => {
    const { canvas } = page(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All members' })).toHaveAttribute(
      'href',
      '/console/members',
    );
  },
);
