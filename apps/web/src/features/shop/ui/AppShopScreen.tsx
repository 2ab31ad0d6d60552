/**
 * /appshop: coins and premium in the apps, bought with the App Store or Google Play account
 * (the apps' own purchases; a browser cannot make them), and the way to the browser's shop.
 */
import { ButtonLink, PageHeader, StoreBadges, Text } from '@amora/ui';
import { Smartphone } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import { Panel } from './Panel';

export function AppShopScreen() {
  const intl = useIntl();
  return (
    <MemberFrame active="shop">
      <PageHeader
        title={intl.formatMessage({ id: 'page.appShop' })}
        subtitle={intl.formatMessage({ id: 'shop.app.subtitle' })}
      />
      <Panel icon={<Smartphone size={40} />} title={intl.formatMessage({ id: 'shop.app.title' })}>
        <Text tone="muted" align="center">
          <FormattedMessage id="shop.app.description" />
        </Text>
        <StoreBadges align="center" />
        <ButtonLink href={paths.shop} variant="outline">
          <FormattedMessage id="shop.app.webShop" />
        </ButtonLink>
      </Panel>
    </MemberFrame>
  );
}
