/**
 * A member's records, one tab at a time; the chosen tab is kept in the address (`?tab=ledger`)
 * so a link or a reload opens it again.
 */
import type { ConsoleMember } from '@amora/contract';
import { Tab, TabList, TabPanel, Tabs } from '@amora/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  HistoryTab,
  LedgerTab,
  PaymentsTab,
  PicturesTab,
  ProfileTab,
  ReportsTab,
  SessionsTab,
} from './tabs';

export const memberTabs = [
  'profile',
  'pictures',
  'ledger',
  'payments',
  'sessions',
  'reports',
  'history',
] as const;
export type MemberTab = (typeof memberTabs)[number];

const isTab = (value: string | null): value is MemberTab => memberTabs.includes(value as MemberTab);

const counts = (member: ConsoleMember): Partial<Record<MemberTab, number>> => ({
  pictures: member.pictures.length,
  ledger: member.ledger.length,
  payments: member.payments.length,
  sessions: member.sessions.length,
  reports: member.reports.length,
  history: member.audit.length,
});

export function MemberTabs({ member }: { member: ConsoleMember }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: MemberTab = isTab(requested) ? requested : 'profile';
  const count = counts(member);
  const panels: Record<MemberTab, ReactElement> = {
    profile: <ProfileTab member={member} />,
    pictures: <PicturesTab member={member} />,
    ledger: <LedgerTab member={member} />,
    payments: <PaymentsTab member={member} />,
    sessions: <SessionsTab member={member} />,
    reports: <ReportsTab member={member} />,
    history: <HistoryTab member={member} />,
  };
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) =>
        setSearchParams(key === 'profile' ? {} : { tab: String(key) }, { replace: true })
      }
    >
      <TabList aria-label={intl.formatMessage({ id: 'member.tabs' })}>
        {memberTabs.map((tab) => (
          <Tab key={tab} id={tab}>
            {intl.formatMessage({ id: `member.tab.${tab}` })}
            {count[tab] !== undefined && ` (${intl.formatNumber(count[tab])})`}
          </Tab>
        ))}
      </TabList>
      {memberTabs.map((tab) => (
        <TabPanel key={tab} id={tab}>
          {panels[tab]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
