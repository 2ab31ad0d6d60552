/**
 * /mobile, where app and ad traffic lands (spec 01 section 2): the landing's sign-up card on the
 * brand panel, fading in after 100 ms (the layout's own animation), store badges behind their
 * switch, and the legal links.
 */
import { Inline, Link, Logo, MobileRegisterLayout, Stack, StoreBadges } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import type { MessageId } from '../../i18n/catalogue';
import { $configuration } from '../../session/model';
import { drawnMembers } from '../../shared/drawings';
import { $stores } from '../../shared/platform';
import { SignUpCard } from '../visitor/SignUpCard';

const images = [drawnMembers[4], drawnMembers[0], drawnMembers[1]];

const legalLinks: [MessageId, string][] = [
  ['page.imprint', paths.imprint],
  ['page.privacy', paths.privacy],
  ['page.terms', paths.terms],
  ['page.support', paths.support],
];

export function MobileRegister() {
  const intl = useIntl();
  const [configuration, stores] = useUnit([$configuration, $stores]);
  return (
    <MobileRegisterLayout
      header={
        <>
          <Logo tone="onBrand" href={paths.home} />
          <Link href={paths.login} tone="inherit" variant="standalone">
            <FormattedMessage id="nav.login" />
          </Link>
        </>
      }
      title={intl.formatMessage({ id: 'landing.cta.title' })}
      subtitle={intl.formatMessage({ id: 'mobile.subtitle' })}
      images={images}
      footer={
        <Stack space="gutter" align="center">
          {configuration?.features.appStoreBadges && <StoreBadges stores={stores} />}
          <nav aria-label={intl.formatMessage({ id: 'mobile.legal' })}>
            <Inline space="gutter" align="center">
              {legalLinks.map(([label, href]) => (
                <Link key={href} href={href} tone="neutral" size="small" variant="standalone">
                  <FormattedMessage id={label} />
                </Link>
              ))}
            </Inline>
          </nav>
        </Stack>
      }
    >
      <SignUpCard elevated={false} />
    </MobileRegisterLayout>
  );
}
