/**
 * The browser's password manager through the Credential Management API, where the browser has it
 * (PasswordCredential: Chromium-based browsers over HTTPS or on localhost): a login that worked is
 * offered to it, it may fill the login form, and a logout asks it not to sign anyone in silently.
 * Everywhere else each call does nothing; none ever throws, since the password manager is a
 * convenience only.
 */
import type { EmailLoginPayload } from '@amora/contract';

interface PasswordCredentialData {
  id: string;
  password: string;
  name?: string;
}
/** What the DOM library of TypeScript leaves out of the API. */
interface PasswordCredentialLike extends Credential {
  readonly password?: string;
}
type PasswordCredentialConstructor = new (data: PasswordCredentialData) => PasswordCredentialLike;
interface PasswordCredentialContainer {
  store(credential: Credential): Promise<unknown>;
  get(options: {
    password: true;
    mediation: 'optional';
  }): Promise<PasswordCredentialLike | null | undefined>;
  preventSilentAccess(): Promise<unknown>;
}

/** The API, when the browser has all of it. */
const passwordManager = ():
  | { PasswordCredential: PasswordCredentialConstructor; credentials: PasswordCredentialContainer }
  | undefined => {
  try {
    const scope = globalThis as { PasswordCredential?: unknown; navigator?: Navigator };
    const credentials = scope.navigator?.credentials as
      | Partial<PasswordCredentialContainer>
      | undefined;
    if (
      typeof scope.PasswordCredential !== 'function' ||
      typeof credentials?.store !== 'function' ||
      typeof credentials.get !== 'function' ||
      typeof credentials.preventSilentAccess !== 'function'
    ) {
      return undefined;
    }
    return {
      PasswordCredential: scope.PasswordCredential as PasswordCredentialConstructor,
      credentials: credentials as PasswordCredentialContainer,
    };
  } catch {
    return undefined;
  }
};

/**
 * Offers an e-mail and password that just worked (a login, or a password changed in the
 * settings) to the browser's password manager, which asks the member whether to save them.
 */
export const offerCredential = async ({ userName, password }: EmailLoginPayload) => {
  const manager = passwordManager();
  if (!manager || !userName || !password) return;
  try {
    await manager.credentials.store(
      new manager.PasswordCredential({ id: userName, password, name: userName }),
    );
  } catch {
    // Refused or unsupported here: the member types the password next time.
  }
};

let pendingRequest: Promise<EmailLoginPayload | null> | null = null;

const askFor = async (
  credentials: PasswordCredentialContainer,
): Promise<EmailLoginPayload | null> => {
  try {
    const credential = await credentials.get({ password: true, mediation: 'optional' });
    return credential?.type === 'password' &&
      typeof credential.id === 'string' &&
      typeof credential.password === 'string' &&
      credential.id !== '' &&
      credential.password !== ''
      ? { userName: credential.id, password: credential.password }
      : null;
  } catch {
    return null;
  }
};

/**
 * A login the password manager holds for this site, to fill the login form with (the browser may
 * ask the member to choose one first); null when it has none or the member declines. Requests
 * made while one is under way share its answer.
 */
export const storedCredential = (): Promise<EmailLoginPayload | null> => {
  const manager = passwordManager();
  if (!manager) return Promise.resolve(null);
  if (!pendingRequest) {
    const request = askFor(manager.credentials);
    pendingRequest = request;
    void request.then(() => {
      if (pendingRequest === request) pendingRequest = null;
    });
  }
  return pendingRequest;
};

/** After a logout: the password manager signs nobody in without asking. */
export const preventSilentAccess = async () => {
  const manager = passwordManager();
  if (!manager) return;
  try {
    await manager.credentials.preventSilentAccess();
  } catch {
    // Nothing was signed in silently here then.
  }
};
