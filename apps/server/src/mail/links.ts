/**
 * The web app's routes that mails link to (spec 01 section 2), with the query parameters those
 * screens read: uid and t on /confirmemail and /reset-password, also email on
 * /confirmemailchange, t on /unsubscribe/{id}, userId and token (a transient login) on a chat.
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

/**
 * A chat in the web app with a transient login (spec 01 section 2: on a path containing
 * "messages", userId and token in the query sign the member in, then the same path is shown):
 * /messages/{dialogId}, or /messages/{partnerId}?new for a partner not written to yet.
 */
export function chatLoginLink(
  publicUrl: string,
  chat: { dialogId: string } | { partnerId: string },
  { userId, token }: EmailLinkParams,
): string {
  const login = { userId, token };
  return 'dialogId' in chat
    ? appLink(publicUrl, `/messages/${encodeURIComponent(chat.dialogId)}`, login)
    : appLink(publicUrl, `/messages/${encodeURIComponent(chat.partnerId)}`, { new: '', ...login });
}

/** The app's home, where a welcome mail leads. */
export function homeLink(publicUrl: string): string {
  return appLink(publicUrl, '/', {});
}

/** The member's support requests with their answers (/tickets; the app asks to log in first). */
export function ticketsLink(publicUrl: string): string {
  return appLink(publicUrl, '/tickets', {});
}

/**
 * The support page open to everyone (/support): what the support helps with and its address.
 * Where a mail points who may not be able to log in (a changed address, a closed account).
 */
export function supportLink(publicUrl: string): string {
  return appLink(publicUrl, '/support', {});
}

/** The member's own profile with their pictures and their verification (/profile). */
export function ownProfileLink(publicUrl: string): string {
  return appLink(publicUrl, '/profile', {});
}

/** The terms of use (/agb), which hold the rules every member agreed to. */
export function termsLink(publicUrl: string): string {
  return appLink(publicUrl, '/agb', {});
}

/** `publicUrl` may carry a path (https://example.com/amora/) and may end with a slash or not. */
function appLink(publicUrl: string, route: string, query: Record<string, string>): string {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${route}`;
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.toString();
}
