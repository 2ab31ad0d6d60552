/** The dialog of one write on a member: a warning, suspension, ban or reinstatement, or a grant. */
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
  $sending,
  $writeFailure,
  amountChanged,
  daysChanged,
  dialogClosed,
  dialogConfirmed,
  reasonChanged,
} from './dialogModel';

/** Writes whose reason the member reads in a mail. */
const toldToMember = new Set(['warn', 'suspend', 'ban']);

export function MemberDialog({ member }: { member: ConsoleMember }) {
  const intl = useIntl();
  const [dialog, reason, days, amount, reasonMissing, amountInvalid, failure, sending] = useUnit([
    $dialog,
    $reason,
    $days,
    $amount,
    $reasonMissing,
    $amountInvalid,
    $writeFailure,
    $sending,
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
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage(
      { id },
      { name: member.name, min: intl.formatNumber(min), max: intl.formatNumber(max), ...values },
    );
  const key = dialog === 'grant' ? 'member.grant' : `member.dialog.${dialog}`;
  return (
    <ActionDialog
      formId={`member-${dialog}`}
      title={t(`${key}.title`)}
      effect={t(`${key}.effect`, {
        standing: member.standing,
        coins: intl.formatNumber(member.coins),
      })}
      undo={dialog === 'ban' ? t('member.dialog.ban.undo') : undefined}
      confirmLabel={t(`${key}.confirm`, { days })}
      isDestructive={dialog === 'ban' || dialog === 'suspend'}
      isAlert={dialog === 'ban'}
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
