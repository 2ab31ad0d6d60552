import { answer, pending } from '@amora/client/fixtures';
import { consoleEndpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operators, refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, pictureDarkToo } from '../../stories/screen';
import { dashboardFixture } from '../dashboard/storyFixtures';
import { newCredentials, operatorAccounts, ruleOff, ruleOn } from './storyFixtures';

const meta = {
  title: 'Console/Settings',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const loaded = {
  ...answer(consoleEndpoints.dashboard, dashboardFixture),
  ...answer(consoleEndpoints.settings, ruleOn),
  ...answer(consoleEndpoints.operators, operatorAccounts),
};

const page = { path: '/settings', operator: operators.admin };

/** The rule (on) and every operator: the admin's own row offers no change, a disabled one none. */
export const Loaded = pictureDarkToo(
  consoleStory({ ...page, api: loaded }, async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    await expect(canvas.getByRole('radio', { name: /Pictures of verified members/ })).toBeChecked();
    await expect(canvas.getByText(/Last changed by Mara Admin/)).toBeVisible();
    const rows = within(canvas.getByRole('grid', { name: 'Operators' })).getAllByRole('row');
    await expect(rows).toHaveLength(operatorAccounts.length + 1);
    await expect(rows[1]).toHaveTextContent(/Mara Admin \(You\).*Admin.*Set up.*Active/);
    await expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(rows[4]).toHaveTextContent(/Kai Neu.*Not yet/);
    await expect(rows[5]).toHaveTextContent(/Tim Former.*Disabled/);
    await expect(canvas.getByRole('link', { name: 'Settings' })).toBeVisible();
  }),
);

/** The rule off, never changed: every picture waits. */
export const RuleOff = consoleStory(
  { ...page, api: { ...loaded, ...answer(consoleEndpoints.settings, ruleOff) } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /None/ })).toBeChecked();
    await expect(canvas.getByText('Never changed: every picture waits.')).toBeVisible();
  },
);

/** The page is on its way. */
export const Loading = consoleStory({
  ...page,
  api: {
    ...loaded,
    ...answer(consoleEndpoints.settings, pending),
    ...answer(consoleEndpoints.operators, pending),
  },
});

/** The page could not be loaded: what happened, and a way to try again. */
export const Failed = consoleStory(
  {
    ...page,
    api: {
      ...loaded,
      ...answer(consoleEndpoints.settings, refusal(500, 'INTERNAL')),
      ...answer(consoleEndpoints.operators, refusal(500, 'INTERNAL')),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The settings could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
);

/** A new rule chosen: saved at once, the choice waits until the server answers. */
export const SavingRule = consoleStory(
  {
    ...page,
    api: {
      ...loaded,
      ...answer(consoleEndpoints.settings, ruleOff),
      ...answer(consoleEndpoints.updateSettings, pending),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: /Pictures of verified members/ }),
    );
    await expect(await canvas.findByText('Saving …')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Pictures of verified members/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /None/ })).toBeDisabled();
  },
);

/** The rule could not be saved: the old one stays chosen, and why is said. */
export const RuleSaveFailed = consoleStory(
  {
    ...page,
    api: {
      ...loaded,
      ...answer(consoleEndpoints.settings, ruleOff),
      ...answer(consoleEndpoints.updateSettings, refusal(500, 'INTERNAL')),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: /Pictures of verified members/ }),
    );
    await expect(await canvas.findByText(/The rule could not be saved/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /None/ })).toBeChecked();
  },
);

const openAddDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add operator' }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Add operator' });
  // The dialog fades in: the story is what the admin sees once it stands.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

const fillAddDialog = async (dialog: ReturnType<typeof within>) => {
  await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'eva@amora.example');
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Eva Support');
  await userEvent.click(dialog.getByRole('button', { name: /Role/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Support' }));
};

/** Adding an operator: e-mail, name and role. */
export const AddOperator = consoleStory({ ...page, api: loaded }, async ({ canvasElement }) => {
  const dialog = await openAddDialog(canvasElement);
  await expect(dialog.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
});

/** Sent without e-mail and name: each field says what is missing, nothing is sent. */
export const AddOperatorIncomplete = consoleStory(
  { ...page, api: loaded },
  async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(dialog.getByText('Please enter an e-mail address.')).toBeVisible());
    await expect(dialog.getByText('Please enter a name.')).toBeVisible();
  },
);

/** The address belongs to an operator already: the dialog stays open with what was typed. */
export const AddOperatorRefused = consoleStory(
  {
    ...page,
    api: {
      ...loaded,
      ...answer(consoleEndpoints.addOperator, refusal(409, 'EMAIL_ALREADY_EXISTS')),
    },
  },
  async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillAddDialog(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await expect(
      await dialog.findByText(/There is an operator with this e-mail already/),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /E-mail/ })).toHaveValue('eva@amora.example');
  },
);

/** The new operator's one-time password and authenticator secret, shown this once. */
export const CredentialsShown = consoleStory(
  { ...page, api: { ...loaded, ...answer(consoleEndpoints.addOperator, newCredentials) } },
  async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillAddDialog(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    const body = within(canvasElement.ownerDocument.body);
    const shown = within(await body.findByRole('dialog', { name: 'Eva Support can now sign in' }));
    await expect(shown.getByRole('textbox', { name: 'One-time password' })).toHaveValue(
      newCredentials.password,
    );
    await expect(shown.getByRole('textbox', { name: /otpauth/ })).toHaveValue(
      newCredentials.totpUri,
    );
    const table = within(canvasElement).getByRole('grid', { name: 'Operators' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(operatorAccounts.length + 2),
    );
  },
);

/** Disabling asks first: the operator's sessions end at once. */
export const DisableOperator = consoleStory({ ...page, api: loaded }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const rows = within(await canvas.findByRole('grid', { name: 'Operators' })).getAllByRole('row');
  await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Disable' }));
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Disable Jonas Moderation?',
    }),
  );
  await waitFor(() => expect(dialog.getByText(/open sessions end now/)).toBeVisible());
});

/** The disabling failed (the operator was removed meanwhile): the dialog stays open, says why. */
export const DisableRefused = consoleStory(
  {
    ...page,
    api: {
      ...loaded,
      ...answer(consoleEndpoints.disableOperator, refusal(404, 'NOT_FOUND'), {
        id: operators.moderator.id,
      }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole('grid', { name: 'Operators' })).getAllByRole('row');
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Disable' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable operator' }));
    await expect(await dialog.findByText(/This no longer exists/)).toBeVisible();
  },
);
