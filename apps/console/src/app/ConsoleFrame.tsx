/**
 * Around every signed-in page: the top bar (the console's name, the operator and role, the theme,
 * sign-out), the navigation of the pages the operator's role may see, and the page; what waits in
 * the queues is loaded now and every minute. An interruption (offline, a server failure) shows as a banner above it.
 */
import type { ConsoleDashboard, OperatorRole } from '@amora/contract';
import {
  AppShell,
  Badge,
  Button,
  Inline,
  Logo,
  type NavItem,
  Notice,
  Text,
  ThemeToggle,
  TopBar,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import {
  BadgeCheck,
  Flag,
  Image,
  LayoutDashboard,
  LifeBuoy,
  ScrollText,
  Settings,
  Users,
} from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { $operator, allows, signOutPressed } from '../session/model';
import { $interruption, interruptionDismissed } from '../shared/api';
import { wideOnly } from './layout.css';
import { paths } from './paths';
import { $theme, themeChanged } from './preferences';
import { $dashboard, queuesRefreshed } from './queues';

type QueueId = keyof ConsoleDashboard['queues'];

interface Section {
  id: keyof typeof sectionPaths;
  icon: typeof LayoutDashboard;
  roles: readonly OperatorRole[];
  /** The dashboard queue whose waiting entries the entry counts. */
  queue?: QueueId;
}

const sectionPaths = {
  dashboard: paths.dashboard,
  pictures: paths.pictures,
  verifications: paths.verifications,
  reports: paths.reports,
  tickets: paths.tickets,
  members: paths.members,
  audit: paths.audit,
  settings: paths.settings,
} as const;

/** The pages in the order of the work: the queues first, then the look-ups. */
const sections: readonly Section[] = [
  { id: 'dashboard', icon: LayoutDashboard, roles: ['moderator', 'support'] },
  { id: 'pictures', icon: Image, roles: ['moderator'], queue: 'pictures' },
  { id: 'verifications', icon: BadgeCheck, roles: ['moderator'], queue: 'verifications' },
  { id: 'reports', icon: Flag, roles: ['moderator'], queue: 'reports' },
  { id: 'tickets', icon: LifeBuoy, roles: ['support'], queue: 'tickets' },
  { id: 'members', icon: Users, roles: ['moderator', 'support'] },
  { id: 'audit', icon: ScrollText, roles: ['moderator', 'support'] },
  // No role besides admin: the rules of the queue and the people in the console.
  { id: 'settings', icon: Settings, roles: [] },
];

const refreshEveryMs = 60_000;

/** The section a path belongs to: its first segment. */
const activeSection = (pathname: string) => {
  const segment = pathname.split('/').filter(Boolean)[0] ?? 'dashboard';
  return sections.find((section) => section.id === segment)?.id ?? 'dashboard';
};

export function ConsoleFrame() {
  const intl = useIntl();
  const location = useLocation();
  const [operator, dashboard, theme, changeTheme, signOut, refresh, interruption, dismiss] =
    useUnit([
      $operator,
      $dashboard,
      $theme,
      themeChanged,
      signOutPressed,
      queuesRefreshed,
      $interruption,
      interruptionDismissed,
    ]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, refreshEveryMs);
    return () => clearInterval(timer);
  }, [refresh]);
  if (!operator) return null;

  const navItems: NavItem[] = sections
    .filter((section) => allows(operator, section.roles))
    .map((section) => {
      const Icon = section.icon;
      const count = section.queue && dashboard ? dashboard.queues[section.queue].count : 0;
      return {
        id: section.id,
        label: intl.formatMessage({ id: `nav.${section.id}` }),
        href: sectionPaths[section.id],
        icon: <Icon aria-hidden />,
        count,
        countLabel: intl.formatMessage({ id: 'nav.waiting' }, { count }),
      };
    });

  return (
    <AppShell
      topBar={
        <TopBar
          logo={<Logo href={paths.dashboard} size="small" />}
          actions={
            <Inline space="small" alignY="center">
              <span className={wideOnly}>
                <Text size="small" tone="secondary">
                  {intl.formatMessage({ id: 'frame.signedInAs' }, { name: operator.name })}
                </Text>
              </span>
              <Badge tone="neutral">{intl.formatMessage({ id: `role.${operator.role}` })}</Badge>
              <ThemeToggle value={theme} onChange={changeTheme} hideLabel />
              <Button variant="secondary" size="small" onPress={signOut}>
                {intl.formatMessage({ id: 'frame.signOut' })}
              </Button>
            </Inline>
          }
        />
      }
      navItems={navItems}
      tabBarLimit={5}
      activeId={activeSection(location.pathname)}
    >
      {interruption && (
        <Notice tone="warning" onDismiss={dismiss}>
          {intl.formatMessage({ id: `interruption.${interruption}` })}
        </Notice>
      )}
      <Outlet />
    </AppShell>
  );
}
