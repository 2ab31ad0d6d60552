/**
 * The console's routes below /console. Every page needs an operator: without one the sign-in
 * shows in place of the page (RootLayout), so a deep link opens after signing in.
 */
import type { RouteObject } from 'react-router';
import { AuditLog } from '../features/audit/AuditLog';
import { Dashboard } from '../features/dashboard/Dashboard';
import { MemberDetail } from '../features/members/MemberDetail';
import { Members } from '../features/members/Members';
import { Pictures } from '../features/moderation/Pictures';
import { Verifications } from '../features/moderation/Verifications';
import { Settings } from '../features/settings/Settings';
import { TicketDetail } from '../features/tickets/TicketDetail';
import { TicketQueue } from '../features/tickets/TicketQueue';
import { ConsoleFrame } from './ConsoleFrame';
import { NotFound } from './NotFound';
import { RootLayout } from './RootLayout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <ConsoleFrame />,
        children: [
          { index: true, element: <Dashboard /> },
          { path: 'pictures', element: <Pictures /> },
          { path: 'verifications', element: <Verifications /> },
          { path: 'reports', element: <TicketQueue kind="reports" /> },
          { path: 'reports/:id', element: <TicketDetail kind="reports" /> },
          { path: 'tickets', element: <TicketQueue kind="requests" /> },
          { path: 'tickets/:id', element: <TicketDetail kind="requests" /> },
          { path: 'members', element: <Members /> },
          { path: 'members/:id', element: <MemberDetail /> },
          { path: 'audit', element: <AuditLog /> },
          { path: 'settings', element: <Settings /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
