/** The frames the screens sit in: the landing bar, the auth frame, the message page, the footer. */
import {
  AuthLayout,
  Box,
  ButtonLink,
  Footer,
  Inline,
  LanguagePicker,
  Logo,
  Text,
  ThemeToggle,
  TopBar,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../app/paths';
import { $locale, $theme, localeChosen, themeChosen } from '../preferences/model';
import { $configuration } from '../session/model';
import { drawnMembers } from '../shared/drawings';
import { $stores } from '../shared/platform';
import { messageCard, page } from './layout.css';

const authImages = [drawnMembers[1], drawnMembers[0], drawnMembers[4]];

/** The landing bar: logo and a button to log in (or register, on the login screen). */
export function VisitorTopBar({ action = 'login' }: { action?: 'login' | 'register' }) {
  return (
    <TopBar
      logo={<Logo href={paths.home} />}
      elevateOnScroll
      actions={
        <ButtonLink
          variant="outline"
          size="small"
          href={action === 'login' ? paths.login : paths.register}
        >
          <FormattedMessage id={action === 'login' ? 'nav.login' : 'nav.register'} />
        </ButtonLink>
      }
    />
  );
}

/** Language picker and theme toggle, beside the copyright. */
function Preferences() {
  const [locale, theme, chooseLocale, chooseTheme] = useUnit([
    $locale,
    $theme,
    localeChosen,
    themeChosen,
  ]);
  return (
    <Inline space="small" alignY="center">
      <LanguagePicker value={locale} onChange={chooseLocale} />
      <ThemeToggle value={theme} onChange={chooseTheme} />
    </Inline>
  );
}

export function SiteFooter() {
  const [configuration, stores] = useUnit([$configuration, $stores]);
  const features = configuration?.features;
  return (
    <Footer
      year={new Date().getFullYear()}
      instagramHref="https://www.instagram.com/amora"
      twitterHref={features?.twitterLink ? 'https://twitter.com/amora' : undefined}
      showAppBadges={Boolean(features?.appStoreBadges)}
      stores={stores}
      utilities={<Preferences />}
    />
  );
}

/** The auth frame of login, password and e-mail screens. */
export function VisitorFrame({
  children,
  action = 'register',
}: {
  children: ReactNode;
  action?: 'login' | 'register';
}) {
  const intl = useIntl();
  return (
    <AuthLayout
      visualTitle={intl.formatMessage({ id: 'auth.visualTitle' })}
      visualSubtitle={intl.formatMessage({ id: 'auth.visualSubtitle' })}
      visualImages={authImages}
      header={
        <>
          <Logo href={paths.home} />
          <ButtonLink
            variant="ghost"
            size="small"
            href={action === 'login' ? paths.login : paths.register}
          >
            <FormattedMessage id={action === 'login' ? 'nav.login' : 'nav.register'} />
          </ButtonLink>
        </>
      }
    >
      {children}
    </AuthLayout>
  );
}

/** A centred message card below the landing bar (error, placeholders, newsletter). */
export function MessagePage({ children, topBar }: { children: ReactNode; topBar?: ReactNode }) {
  return (
    <Box background="background" UNSAFE_className={page}>
      {topBar ?? <VisitorTopBar />}
      <Box as="main" paddingX="gutter" paddingY="xxxlarge" display="flex" justifyContent="center">
        <Box
          background="surface"
          borderRadius="xlarge"
          boxShadow="medium"
          padding={{ mobile: 'large', tablet: 'xlarge' }}
          UNSAFE_className={messageCard}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** An error or notice above a form. */
export function FormNotice({
  tone = 'critical',
  children,
}: {
  tone?: 'critical' | 'info';
  children: ReactNode;
}) {
  return (
    <Box
      role={tone === 'critical' ? 'alert' : 'status'}
      background={tone === 'critical' ? 'brandSoft' : 'secondarySoft'}
      borderRadius="standard"
      paddingX="gutter"
      paddingY="medium"
    >
      <Text
        as="span"
        size="small"
        weight="medium"
        tone={tone === 'critical' ? 'critical' : 'neutral'}
      >
        {children}
      </Text>
    </Box>
  );
}
