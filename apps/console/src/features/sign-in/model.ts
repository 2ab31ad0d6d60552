/**
 * The sign-in form: e-mail, password and the authenticator's code. A refusal says only that one
 * of the three was wrong (as the server does); the code field is emptied for the next attempt.
 */
import { createEvent, createStore, sample } from 'effector';
import { signInFx } from '../../session/model';
import { failureCode } from '../../shared/result';

export interface SignInForm {
  email: string;
  password: string;
  code: string;
}

export type SignInField = keyof SignInForm;

export const fieldChanged = createEvent<{ field: SignInField; value: string }>();
export const submitted = createEvent();

export const $form = createStore<SignInForm>({ email: '', password: '', code: '' })
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .on(signInFx.fail, (form) => ({ ...form, code: '' }));

/** Field problems shown after a submit: a missing field, a code that is not six digits. */
export const $fieldErrors = createStore<Partial<Record<SignInField, 'required' | 'codeFormat'>>>(
  {},
).on(fieldChanged, (errors, { field }) => ({ ...errors, [field]: undefined }));

export const $failure = createStore<string | null>(null)
  .on(signInFx.failData, (_, error) => failureCode(error))
  .reset(signInFx, fieldChanged);

const problemsOf = (form: SignInForm) => {
  const errors: Partial<Record<SignInField, 'required' | 'codeFormat'>> = {};
  for (const field of ['email', 'password', 'code'] as const) {
    if (form[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.code && !/^\d{6}$/.test(form.code.trim())) errors.code = 'codeFormat';
  return errors;
};

const checked = sample({
  clock: submitted,
  source: $form,
  fn: (form) => ({ form, errors: problemsOf(form) }),
});
sample({ clock: checked, fn: ({ errors }) => errors, target: $fieldErrors });
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ form }) => ({ email: form.email.trim(), password: form.password, code: form.code.trim() }),
  target: signInFx,
});
