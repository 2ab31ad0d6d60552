/**
 * The bonus code tab (spec 02 sections 5 and 8): a 5-digit code, redeemed once per member for
 * free coins; the server's refusal (unknown, already redeemed) is shown at the field.
 */
import { BonusCodeParams } from '@amora/contract';
import { Button, Stack, Text, TextField } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Ticket } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { $bonusCode, bonusCodeReset, bonusCodeSubmitted } from '../model/rewards';
import { Panel } from './Panel';
import { useShopErrorText } from './texts';

export function BonusCodePanel() {
  const intl = useIntl();
  const errorText = useShopErrorText();
  const [state, submit, reset] = useUnit([$bonusCode, bonusCodeSubmitted, bonusCodeReset]);
  const {
    control,
    handleSubmit,
    reset: clearForm,
  } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    mode: 'onTouched',
    resolver: valibotResolver(BonusCodeParams),
  });
  useEffect(() => reset, [reset]);
  return (
    <Panel icon={<Ticket size={40} />} title={intl.formatMessage({ id: 'shop.bonus.title' })}>
      {state.status === 'redeemed' ? (
        <Stack space="gutter" align="center">
          <Text weight="strong" tone="success" align="center">
            <FormattedMessage id="shop.bonus.redeemed" values={{ coins: state.result.reward }} />
          </Text>
          <Button
            variant="outline"
            onPress={() => {
              clearForm();
              reset();
            }}
          >
            <FormattedMessage id="shop.bonus.another" />
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={handleSubmit(submit)}>
          <Stack space="gutter">
            <Controller
              control={control}
              name="code"
              render={({ field, fieldState }) => (
                <TextField
                  label={intl.formatMessage({ id: 'shop.bonus.label' })}
                  description={intl.formatMessage({ id: 'shop.bonus.hint' })}
                  inputMode="numeric"
                  maxLength={5}
                  name={field.name}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    if (state.status === 'refused') reset();
                  }}
                  onBlur={field.onBlur}
                  errorMessage={
                    errorText(fieldState.error?.message) ??
                    (state.status === 'refused' ? errorText(state.code) : undefined)
                  }
                />
              )}
            />
            <Button type="submit" size="large" fullWidth isPending={state.status === 'redeeming'}>
              <FormattedMessage id="shop.bonus.submit" />
            </Button>
          </Stack>
        </form>
      )}
    </Panel>
  );
}
