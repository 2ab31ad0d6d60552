/**
 * The picture auto-approve rule as a choice of two, saved as soon as it is chosen; who changed it
 * last and when, or that it never was.
 */
import { type PictureAutoApproveRule, pictureAutoApproveRules } from '@amora/contract';
import { Card, Notice, Radio, RadioGroup, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { $ruleFailure, $ruleSaving, $savingRule, $settings, ruleChanged } from './model';

export function AutoApproveRule() {
  const intl = useIntl();
  const [settings, saving, savingRule, failure, change] = useUnit([
    $settings,
    $ruleSaving,
    $savingRule,
    $ruleFailure,
    ruleChanged,
  ]);
  if (!settings) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card title={t('settings.rule.title')}>
      <Stack space="gutter">
        {failure && (
          <Notice tone="critical">
            {t('settings.rule.failed')} {t(`error.${failure}`)}
          </Notice>
        )}
        <RadioGroup
          label={t('settings.rule.label')}
          variant="card"
          value={savingRule ?? settings.pictureAutoApprove}
          onChange={(value) => change(value as PictureAutoApproveRule)}
          isDisabled={saving}
        >
          {pictureAutoApproveRules.map((rule) => (
            <Radio key={rule} value={rule} description={t(`settings.rule.${rule}.description`)}>
              {t(`settings.rule.${rule}`)}
            </Radio>
          ))}
        </RadioGroup>
        <Text size="small" tone="muted">
          {saving
            ? t('settings.rule.saving')
            : settings.changedBy && settings.changedAt
              ? t('settings.rule.changed', {
                  name: settings.changedBy.name,
                  time: intl.formatDate(settings.changedAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })
              : t('settings.rule.never')}
        </Text>
      </Stack>
    </Card>
  );
}
