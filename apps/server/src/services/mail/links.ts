/**
 * The web app's routes that mails link to (spec 01 section 2), with the query parameters those
 * screens read: uid and t on /confirmemail and /reset-password, also email on
 * /confirmemailchange, t on /unsubscribe/{id}.
 */
export interface EmailLinkParams {
  userId: string;
  token: string;
}

export function confirmEmailLink(publicUrl: string, { userId, token }: EmailLinkParams): string {
  return appLink(publicUrl, '/confirmemail', { uid: userId, t: token });
}

export function confirmEmailChangeLink(
  publicUrl: string,
  { userId, token, newEmail }: EmailLinkParams & { newEmail: string },
): string {
  return appLink(publicUrl, '/confirmemailchange', { uid: userId, t: token, email: newEmail });
}

export function passwordResetLink(publicUrl: string, { userId, token }: EmailLinkParams): string {
  return appLink(publicUrl, '/reset-password', { uid: userId, t: token });
}

export function unsubscribeLink(publicUrl: string, { userId, token }: EmailLinkParams): string {
  return appLink(publicUrl, `/unsubscribe/${encodeURIComponent(userId)}`, { t: token });
}

/** The app's home, where a welcome mail leads. */
export function homeLink(publicUrl: string): string {
  return appLink(publicUrl, '/', {});
}

/** `publicUrl` may carry a path (https://example.com/amora/) and may end with a slash or not. */
function appLink(publicUrl: string, route: string, query: Record<string, string>): string {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${route}`;
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.toString();
}
