/** Push and e-mail notifications (on the account) and the newsletter (subscribed or not). */
import type { User } from '@amora/contract';
import { Switch } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import {
  $newsletter,
  $newsletterSaving,
  newsletterToggled,
  preferencesChanged,
  savePreferencesFx,
} from './model';
import { Section } from './Section';

export function NotificationsSection({ user }: { user: User }) {
  const intl = useIntl();
  const [newsletter, isNewsletterSaving, isSaving, toggleNewsletter, change] = useUnit([
    $newsletter,
    $newsletterSaving,
    savePreferencesFx.pending,
    newsletterToggled,
    preferencesChanged,
  ]);
  return (
    <Section title={intl.formatMessage({ id: 'account.notifications.title' })}>
      <Switch
        isSelected={user.pushPreference}
        isDisabled={isSaving}
        onChange={(pushPreference) => change({ pushPreference })}
        description={intl.formatMessage({ id: 'account.notifications.pushHint' })}
      >
        {intl.formatMessage({ id: 'account.notifications.push' })}
      </Switch>
      <Switch
        isSelected={user.emailPushPreference}
        isDisabled={isSaving}
        onChange={(emailPushPreference) => change({ emailPushPreference })}
        description={intl.formatMessage({ id: 'account.notifications.emailHint' })}
      >
        {intl.formatMessage({ id: 'account.notifications.email' })}
      </Switch>
      <Switch
        isSelected={newsletter ?? false}
        isDisabled={newsletter === null || isNewsletterSaving}
        onChange={toggleNewsletter}
        description={intl.formatMessage({ id: 'account.notifications.newsletterHint' })}
      >
        {intl.formatMessage({ id: 'account.notifications.newsletter' })}
      </Switch>
    </Section>
  );
}
