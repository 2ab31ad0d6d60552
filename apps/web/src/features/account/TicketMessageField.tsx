/** The message of a new ticket or of a reply: multi-line, as long as the server takes. */
import { limits } from '@amora/contract';
import { TextField } from '@amora/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useProblemText } from '../profile/problemText';

export function TicketMessageField<Values extends FieldValues & { message: string }>({
  control,
  label,
  rows,
  problem,
}: {
  control: Control<Values>;
  label: string;
  rows: number;
  /** The server's refusal of the last send, if any. */
  problem: string | null;
}) {
  const problemText = useProblemText('account');
  return (
    <Controller
      control={control}
      name={'message' as Path<Values>}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          multiline
          rows={rows}
          maxLength={limits.ticketMessageMaxLength}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={problemText(fieldState.error?.message ?? problem)}
          isInvalid={Boolean(fieldState.error || problem)}
        />
      )}
    />
  );
}
