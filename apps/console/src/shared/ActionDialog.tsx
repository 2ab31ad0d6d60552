/**
 * The dialog of one operator action on a member (from the member's page or from a report): what
 * happens, in plain words; the fields the action needs (the days of a suspension, the coins of a
 * grant, a removed picture's reason); and the reason, required, which the member reads or only the
 * audit log keeps. A ban asks as an alert dialog; while the action is sent the dialog stays; a
 * failure keeps it open with what was typed. The texts come formatted from the feature.
 */
import { consoleLimits } from '@amora/contract';
import { Button, Dialog, Notice, Select, Stack, Text, TextField } from '@amora/ui';
import type { FormEvent, ReactNode } from 'react';

/** The suspensions offered, in days. */
export const suspensionDays = [1, 3, 7, 30] as const;

export interface ActionDialogProps {
  /** Names the form, which the footer's button submits. */
  formId: string;
  title: string;
  /** What the action does, in plain words. */
  effect: string;
  /** How it is undone, for an action that is hard to undo. */
  undo?: string;
  confirmLabel: string;
  /** A suspension or a ban: the confirmation is critical. */
  isDestructive: boolean;
  /** A ban: asked as an alert dialog. */
  isAlert: boolean;
  isPending: boolean;
  /** Why the last try failed; the dialog stays open. */
  failure?: string;
  /** A suspension's duration. */
  days?: {
    label: string;
    value: number;
    onChange: (days: number) => void;
    format: (days: number) => string;
  };
  /** The fields the action needs besides the reason. */
  children?: ReactNode;
  reason: {
    label: string;
    description: string;
    value: string;
    onChange: (reason: string) => void;
    error?: string;
    autoFocus: boolean;
  };
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
}

export function ActionDialog({
  formId,
  title,
  effect,
  undo,
  confirmLabel,
  isDestructive,
  isAlert,
  isPending,
  failure,
  days,
  children,
  reason,
  onCancel,
  onConfirm,
  cancelLabel,
}: ActionDialogProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      role={isAlert ? 'alertdialog' : 'dialog'}
      title={title}
      footer={
        <>
          <Button
            type="submit"
            form={formId}
            variant={isDestructive ? 'critical' : 'primary'}
            isPending={isPending}
          >
            {confirmLabel}
          </Button>
          <Button variant="ghost" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack space="gutter">
          <Text>{effect}</Text>
          {undo && <Text tone="muted">{undo}</Text>}
          {failure && <Notice tone="critical">{failure}</Notice>}
          {days && (
            <Select
              label={days.label}
              items={suspensionDays.map((count) => ({
                id: String(count),
                label: days.format(count),
              }))}
              value={String(days.value)}
              onChange={(value) => days.onChange(Number(value))}
              isDisabled={isPending}
            />
          )}
          {children}
          <TextField
            label={reason.label}
            description={reason.description}
            multiline
            rows={3}
            maxLength={consoleLimits.reasonMaxLength}
            isRequired
            value={reason.value}
            onChange={reason.onChange}
            errorMessage={reason.error}
            isDisabled={isPending}
            autoFocus={reason.autoFocus}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
