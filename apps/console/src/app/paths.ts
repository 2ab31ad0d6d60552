/** The console's addresses, below /console (the router's basename). */
export const paths = {
  dashboard: '/',
  pictures: '/pictures',
  verifications: '/verifications',
  reports: '/reports',
  report: (id: string) => `/reports/${encodeURIComponent(id)}`,
  tickets: '/tickets',
  ticket: (id: string) => `/tickets/${encodeURIComponent(id)}`,
  members: '/members',
  member: (id: string) => `/members/${encodeURIComponent(id)}`,
  audit: '/audit',
  settings: '/settings',
} as const;

export const basename = '/console';
