/**
 * The dialog of one write on a member: a warning, suspension, ban or reinstatement, a grant, a
 * payment's refund or the account's erasure.
 */
import { type ConsoleMember, consoleLimits } from '@amora/contract';
import { TextField } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { ActionDialog } from '../../shared/ActionDialog';
import {
  $amount,
  $amountInvalid,
  $days,
  $dialog,
  $reason,
  $reasonMissing,
  $refundPaymentId,
  $sending,
  $writeFailure,
  amountChanged,
  daysChanged,
  dialogClosed,
  dialogConfirmed,
  reasonChanged,
} from './dialogModel';
import { euro, providerName } from './format';

/** Writes whose reason the member reads in a mail. */
const toldToMember = new Set(['warn', 'suspend', 'ban']);
/** Writes that cannot be undone, asked as an alert. */
const final = new Set(['ban', 'erase']);
/** The text keys of the dialogs that are not a standing action. */
const ownKeys: Partial<Record<string, string>> = {
  grant: 'member.grant',
  refund: 'member.refund',
  erase: 'member.erase',
};

export function MemberDialog({ member }: { member: ConsoleMember }) {
  const intl = useIntl();
  const [dialog, reason, days, amount, reasonMissing, amountInvalid, failure, sending, paymentId] =
    useUnit([
      $dialog,
      $reason,
      $days,
      $amount,
      $reasonMissing,
      $amountInvalid,
      $writeFailure,
      $sending,
      $refundPaymentId,
    ]);
  const [close, confirm, changeReason, changeDays, changeAmount] = useUnit([
    dialogClosed,
    dialogConfirmed,
    reasonChanged,
    daysChanged,
    amountChanged,
  ]);
  if (!dialog) return null;
  const { min, max } = consoleLimits.coinGrant;
  const payment = member.payments.find((row) => row.id === paymentId);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage(
      { id },
      {
        name: member.name,
        min: intl.formatNumber(min),
        max: intl.formatNumber(max),
        amount: payment ? euro(intl, payment.amountCents) : '',
        provider: payment ? providerName(payment.provider) : '',
        ...values,
      },
    );
  const key = ownKeys[dialog] ?? `member.dialog.${dialog}`;
  return (
    <ActionDialog
      formId={`member-${dialog}`}
      title={t(`${key}.title`)}
      effect={t(`${key}.effect`, {
        standing: member.standing,
        coins: intl.formatNumber(member.coins),
      })}
      undo={final.has(dialog) || dialog === 'refund' ? t(`${key}.undo`) : undefined}
      confirmLabel={t(`${key}.confirm`, { days })}
      isDestructive={dialog !== 'warn' && dialog !== 'reinstate' && dialog !== 'grant'}
      isAlert={final.has(dialog)}
      isPending={sending}
      failure={
        failure
          ? t('member.dialog.failed', { problem: intl.formatMessage({ id: `error.${failure}` }) })
          : undefined
      }
      days={
        dialog === 'suspend'
          ? {
              label: t('member.dialog.days'),
              value: days,
              onChange: changeDays,
              format: (count) => t('member.dialog.dayCount', { days: count }),
            }
          : undefined
      }
      reason={{
        label: t('member.dialog.reason'),
        description: toldToMember.has(dialog)
          ? t('member.dialog.reasonToMember')
          : t('member.dialog.reasonForLog'),
        value: reason,
        onChange: changeReason,
        error: reasonMissing ? t('member.dialog.reasonRequired') : undefined,
        autoFocus: dialog !== 'grant',
      }}
      onCancel={close}
      onConfirm={confirm}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
    >
      {dialog === 'grant' && (
        <TextField
          label={t('member.grant.amount')}
          description={t('member.grant.amountHint')}
          inputMode="numeric"
          isRequired
          value={amount}
          onChange={changeAmount}
          errorMessage={amountInvalid ? t('member.grant.amountInvalid') : undefined}
          isDisabled={sending}
          autoFocus
        />
      )}
    </ActionDialog>
  );
}
