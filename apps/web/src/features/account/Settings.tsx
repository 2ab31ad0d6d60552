/**
 * /settings (story Screens/Account/Settings): display (language, theme), e-mail, password,
 * notifications, privacy (who may write, usage statistics), blocked users, and the account itself.
 */
import { LanguagePicker, PageHeader, Stack, ThemeToggle } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MemberFrame } from '../../app/MemberFrame';
import { $locale, $theme, themeChosen } from '../../preferences/model';
import { $user } from '../../session/model';
import { AccountSection } from './AccountSection';
import { BlockedUsersSection } from './BlockedUsersSection';
import { EmailSection } from './EmailSection';
import { languageChosen, settingsLeft, settingsOpened } from './model';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';
import { Section } from './Section';

export function Settings() {
  const intl = useIntl();
  const [user, locale, theme, chooseLanguage, chooseTheme, opened, left] = useUnit([
    $user,
    $locale,
    $theme,
    languageChosen,
    themeChosen,
    settingsOpened,
    settingsLeft,
  ]);
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  return (
    <MemberFrame active="profile">
      <PageHeader title={intl.formatMessage({ id: 'account.settings.title' })} />
      <Stack space="large">
        <Section title={intl.formatMessage({ id: 'account.display.title' })}>
          <LanguagePicker value={locale} onChange={chooseLanguage} />
          <ThemeToggle value={theme} onChange={chooseTheme} />
        </Section>
        {user && <EmailSection currentEmail={user.email} />}
        <PasswordSection />
        {user && <NotificationsSection user={user} />}
        {user && <PrivacySection user={user} />}
        <BlockedUsersSection />
        <AccountSection />
      </Stack>
    </MemberFrame>
  );
}
