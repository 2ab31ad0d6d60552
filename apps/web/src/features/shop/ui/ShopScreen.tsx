/**
 * /shop (spec 02 section 2): tabs coins, booster, daily reward and bonus code; `?tab=` opens one
 * (links from the news and the banners). Today's event gift and premium are a step away.
 */
import { ButtonLink, Inline, PageHeader, Stack, Tab, TabList, TabPanel, Tabs } from '@amora/ui';
import { CalendarCheck, Coins, Crown, Rocket, Smartphone, Ticket } from 'lucide-react';
import type { Key } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import { BonusCodePanel } from './BonusCodePanel';
import { CoinsTab } from './CoinsTab';
import { DailyRewardPanel } from './DailyRewardPanel';
import { EventBannerSlot } from './EventBannerSlot';
import { StarsPanel } from './StarsPanel';
import { TurboRocketPanel } from './TurboRocketPanel';
import { WheelPanel } from './WheelPanel';

const shopTabs = ['coins', 'booster', 'daily', 'bonus'] as const;
type ShopTab = (typeof shopTabs)[number];
const isShopTab = (key: Key | null): key is ShopTab => shopTabs.some((tab) => tab === key);

export function ShopScreen() {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const requested = query.get('tab');
  const tab: ShopTab = isShopTab(requested) ? requested : 'coins';
  return (
    <MemberFrame active="shop">
      <PageHeader
        title={intl.formatMessage({ id: 'shop.title' })}
        subtitle={intl.formatMessage({ id: 'shop.subtitle' })}
        actions={
          <ButtonLink
            href={paths.shopPremium}
            variant="secondary"
            size="small"
            icon={<Crown size={16} />}
          >
            <FormattedMessage id="shop.premium.link" />
          </ButtonLink>
        }
      />
      <Stack space="large">
        <EventBannerSlot />
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) =>
            setQuery(key === 'coins' ? {} : { tab: String(key) }, { replace: true })
          }
        >
          <TabList aria-label={intl.formatMessage({ id: 'shop.tabs.label' })}>
            <Tab id="coins" icon={<Coins size={18} />}>
              <FormattedMessage id="shop.tab.coins" />
            </Tab>
            <Tab id="booster" icon={<Rocket size={18} />}>
              <FormattedMessage id="shop.tab.booster" />
            </Tab>
            <Tab id="daily" icon={<CalendarCheck size={18} />}>
              <FormattedMessage id="shop.tab.daily" />
            </Tab>
            <Tab id="bonus" icon={<Ticket size={18} />}>
              <FormattedMessage id="shop.tab.bonus" />
            </Tab>
          </TabList>
          <TabPanel id="coins">
            <CoinsTab />
          </TabPanel>
          <TabPanel id="booster">
            <Stack space="large">
              <TurboRocketPanel />
              <StarsPanel />
            </Stack>
          </TabPanel>
          <TabPanel id="daily">
            <Stack space="large">
              <DailyRewardPanel />
              <WheelPanel />
            </Stack>
          </TabPanel>
          <TabPanel id="bonus">
            <BonusCodePanel />
          </TabPanel>
        </Tabs>
        <Inline space="small" align="center">
          <ButtonLink
            href={paths.appShop}
            variant="ghost"
            size="small"
            icon={<Smartphone size={16} />}
          >
            <FormattedMessage id="page.appShop" />
          </ButtonLink>
        </Inline>
      </Stack>
    </MemberFrame>
  );
}
