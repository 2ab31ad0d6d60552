/**
 * The settings page (/settings, admins only): the picture auto-approve rule and the operators.
 * Both load when the page opens. A changed rule is saved at once; the server's answer is what
 * the page then shows. Adding an operator answers the one-time credentials, which stay on screen
 * until the admin closes them (they are never shown again). A role change or a disabling answers
 * the operator as they now are, which replaces their row.
 */
import type {
  ConsoleSettings,
  NewOperatorCredentials,
  OperatorAccount,
  OperatorRole,
  PictureAutoApproveRule,
} from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

export const settingsOpened = createEvent();
export const settingsRetried = createEvent();
export const ruleChanged = createEvent<PictureAutoApproveRule>();

export const settingsFx = consoleEffect(async (api) => unwrap(await api.settings.request()));
export const operatorsFx = consoleEffect(async (api) => unwrap(await api.operators.request()));
export const saveRuleFx = consoleEffect(async (api, pictureAutoApprove: PictureAutoApproveRule) =>
  unwrap(await api.updateSettings.request({ body: { pictureAutoApprove } })),
);
export const addOperatorFx = consoleEffect(
  async (api, body: { email: string; name: string; role: OperatorRole }) =>
    unwrap(await api.addOperator.request({ body })),
);
export const changeRoleFx = consoleEffect(
  async (api, { id, role }: { id: string; role: OperatorRole }) =>
    unwrap(await api.changeOperatorRole.request({ params: { id }, body: { role } })),
);
export const disableOperatorFx = consoleEffect(async (api, id: string) =>
  unwrap(await api.disableOperator.request({ params: { id } })),
);

export const $settings = createStore<ConsoleSettings | null>(null).on(
  [settingsFx.doneData, saveRuleFx.doneData],
  (_, settings) => settings,
);

const replaceRow = (rows: OperatorAccount[] | null, changed: OperatorAccount) =>
  rows?.map((row) => (row.id === changed.id ? changed : row)) ?? rows;

export const $operators = createStore<OperatorAccount[] | null>(null)
  .on(operatorsFx.doneData, (_, rows) => rows)
  .on([changeRoleFx.doneData, disableOperatorFx.doneData], replaceRow)
  .on(addOperatorFx.doneData, (rows, { operator }) => (rows ? [...rows, operator] : rows));

/** Why the page could not be loaded. */
export const $loadFailure = createStore<string | null>(null)
  .on([settingsFx.failData, operatorsFx.failData], (_, error) => failureCode(error))
  .reset(settingsOpened, settingsRetried);
export const $loading = combine(settingsFx.pending, operatorsFx.pending, (a, b) => a || b);

export const $ruleSaving = saveRuleFx.pending;
/** The rule being saved, shown chosen until the server answers. */
export const $savingRule = createStore<PictureAutoApproveRule | null>(null)
  .on(saveRuleFx, (_, rule) => rule)
  .reset(saveRuleFx.finally);
export const $ruleFailure = createStore<string | null>(null)
  .on(saveRuleFx.failData, (_, error) => failureCode(error))
  .reset(saveRuleFx, settingsOpened);

sample({ clock: [settingsOpened, settingsRetried], target: [settingsFx, operatorsFx] });
sample({
  clock: ruleChanged,
  source: $settings,
  filter: (settings, rule) => settings?.pictureAutoApprove !== rule,
  fn: (_, rule) => rule,
  target: saveRuleFx,
});

// A role change or a disabling, from a row.
export const roleChosen = createEvent<{ id: string; role: OperatorRole }>();
export const disableRequested = createEvent<OperatorAccount>();
export const disableCancelled = createEvent();
export const disableConfirmed = createEvent();

/** The operator the confirmation asks about. */
export const $disabling = createStore<OperatorAccount | null>(null)
  .on(disableRequested, (_, operator) => operator)
  .reset(disableCancelled, disableOperatorFx.done, settingsOpened);
export const $disablePending = disableOperatorFx.pending;
export const $disableFailure = createStore<string | null>(null)
  .on(disableOperatorFx.failData, (_, error) => failureCode(error))
  .reset(disableRequested, disableCancelled, disableOperatorFx);
/** Why the last role change failed, shown above the table. */
export const $roleFailure = createStore<string | null>(null)
  .on(changeRoleFx.failData, (_, error) => failureCode(error))
  .reset(changeRoleFx, settingsOpened);

sample({ clock: roleChosen, target: changeRoleFx });
sample({
  clock: disableConfirmed,
  source: $disabling,
  filter: Boolean,
  fn: (operator) => operator.id,
  target: disableOperatorFx,
});

// Adding an operator: a form, then the credentials shown once.
export const addOpened = createEvent();
export const addClosed = createEvent();
export const emailChanged = createEvent<string>();
export const nameChanged = createEvent<string>();
export const newRoleChanged = createEvent<OperatorRole>();
export const addConfirmed = createEvent();

export const $adding = createStore(false)
  .on(addOpened, () => true)
  .reset(addClosed, settingsOpened);
export const $email = createStore('')
  .on(emailChanged, (_, email) => email)
  .reset(addOpened);
export const $name = createStore('')
  .on(nameChanged, (_, name) => name)
  .reset(addOpened);
export const $newRole = createStore<OperatorRole>('moderator')
  .on(newRoleChanged, (_, role) => role)
  .reset(addOpened);
/** Set when the admin confirmed with an empty field; cleared when it is edited. */
export const $emailMissing = createStore(false).reset(emailChanged, addOpened);
export const $nameMissing = createStore(false).reset(nameChanged, addOpened);
export const $addPending = addOperatorFx.pending;
export const $addFailure = createStore<string | null>(null)
  .on(addOperatorFx.failData, (_, error) => failureCode(error))
  .reset(addOpened, addOperatorFx);
/** The new operator's sign-in, shown once; gone when the dialog closes. */
export const $credentials = createStore<NewOperatorCredentials | null>(null, {
  serialize: 'ignore',
})
  .on(addOperatorFx.doneData, (_, credentials) => credentials)
  .reset(addOpened, addClosed, settingsOpened);

const confirmed = sample({
  clock: addConfirmed,
  source: { email: $email, name: $name, role: $newRole },
  fn: ({ email, name, role }) => ({ email: email.trim(), name: name.trim(), role }),
});
sample({ clock: confirmed, fn: ({ email }) => email === '', target: $emailMissing });
sample({ clock: confirmed, fn: ({ name }) => name === '', target: $nameMissing });
sample({
  clock: confirmed,
  filter: ({ email, name }) => email !== '' && name !== '',
  target: addOperatorFx,
});
