/**
 * Adding an operator: e-mail, name and role; then, in the same dialog, the one-time password and
 * the authenticator secret (with its otpauth address), as read-only fields to copy. They are shown
 * this once: closing the dialog forgets them.
 */
import { type OperatorRole, operatorRoles } from '@amora/contract';
import { Button, Dialog, Notice, Select, Stack, Text, TextField } from '@amora/ui';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  $addFailure,
  $adding,
  $addPending,
  $credentials,
  $email,
  $emailMissing,
  $name,
  $nameMissing,
  $newRole,
  addClosed,
  addConfirmed,
  emailChanged,
  nameChanged,
  newRoleChanged,
} from './model';

const formId = 'add-operator';

export function AddOperatorDialog() {
  const intl = useIntl();
  const [adding, credentials, close] = useUnit([$adding, $credentials, addClosed]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!adding) return null;
  if (credentials) {
    return (
      <Dialog
        isOpen
        isDismissable={false}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('settings.credentials.title', { name: credentials.operator.name })}
        footer={<Button onPress={close}>{t('settings.credentials.done')}</Button>}
      >
        <Stack space="gutter">
          <Notice tone="warning">{t('settings.credentials.text')}</Notice>
          <TextField
            label={t('settings.add.email')}
            value={credentials.operator.email}
            isReadOnly
          />
          <TextField
            label={t('settings.credentials.password')}
            value={credentials.password}
            isReadOnly
          />
          <TextField
            label={t('settings.credentials.secret')}
            value={credentials.totpSecret}
            isReadOnly
          />
          <TextField
            label={t('settings.credentials.uri')}
            value={credentials.totpUri}
            multiline
            rows={4}
            isReadOnly
          />
          <Text size="small" tone="muted">
            {t('settings.credentials.hint')}
          </Text>
        </Stack>
      </Dialog>
    );
  }
  return <AddOperatorForm />;
}

function AddOperatorForm() {
  const intl = useIntl();
  const [email, name, role, emailMissing, nameMissing, pending, failure] = useUnit([
    $email,
    $name,
    $newRole,
    $emailMissing,
    $nameMissing,
    $addPending,
    $addFailure,
  ]);
  const [changeEmail, changeName, changeRole, confirm, close] = useUnit([
    emailChanged,
    nameChanged,
    newRoleChanged,
    addConfirmed,
    addClosed,
  ]);
  const t = (id: string) => intl.formatMessage({ id });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) close();
      }}
      title={t('settings.add.title')}
      footer={
        <>
          <Button type="submit" form={formId} isPending={pending}>
            {t('settings.add.confirm')}
          </Button>
          <Button variant="ghost" onPress={close} isDisabled={pending}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack space="gutter">
          <Text>{t('settings.add.text')}</Text>
          {failure && (
            <Notice tone="critical">
              {t('settings.add.failed')} {t(`error.${failure}`)}
            </Notice>
          )}
          <TextField
            label={t('settings.add.email')}
            type="email"
            autoComplete="off"
            isRequired
            value={email}
            onChange={changeEmail}
            errorMessage={emailMissing ? t('settings.add.email.missing') : undefined}
            isDisabled={pending}
            autoFocus
          />
          <TextField
            label={t('settings.add.name')}
            autoComplete="off"
            isRequired
            maxLength={100}
            value={name}
            onChange={changeName}
            errorMessage={nameMissing ? t('settings.add.name.missing') : undefined}
            isDisabled={pending}
          />
          <Select
            label={t('settings.add.role')}
            items={operatorRoles.map((id) => ({ id, label: t(`role.${id}`) }))}
            value={role}
            onChange={(value) => changeRole(value as OperatorRole)}
            isDisabled={pending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
