/**
 * The sandbox sign-in's authorize page, answering like a provider's OAuth redirect: the browser
 * arrives with client_id, redirect_uri and state, the person enters the name and address the
 * provider would know, and is sent back to redirect_uri with the provider's fragment
 * (`access_token` for Google and Facebook, Facebook's with `user_id`; `id_token` and `code` for
 * Apple) or with `error=access_denied` when they cancel. Only addresses of this site are accepted
 * as redirect_uri, so the page cannot hand a token to another site. Apple's identity token
 * carries the `nonce` of the authorize request, as Apple's does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sandboxPage, sandboxPageSupport, sendPage } from '../../http/sandbox-page';
import { SOCIAL_SANDBOX_PATH, type SocialSandbox } from './sandbox.ts';
import type { SocialProfile, SocialProvider } from './types.ts';

export interface SocialSandboxPagesOptions {
  sandbox: SocialSandbox;
  /** The site's address; redirect_uri must be on its origin. */
  publicUrl: string;
}

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};
const genders = ['female', 'male', 'other'] as const;
const stylesheetHref = `${SOCIAL_SANDBOX_PATH}/page.css`;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AuthorizeRoute {
  Params: { provider: string };
  Querystring: Record<string, string | undefined>;
  Body: Record<string, string | undefined>;
}

const isProvider = (name: string): name is SocialProvider => name in providerNames;

function authorizePage(
  provider: SocialProvider,
  request: { redirectUri: string; state: string; nonce: string },
  form: { name?: string; email?: string; error?: string } = {},
) {
  const name = providerNames[provider];
  const hidden = (field: string, value: string) =>
    `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
  return sandboxPage(
    stylesheetHref,
    `Sign in with ${name} (sandbox)`,
    `<h1>Sign in with ${name}</h1>
<p class="muted">A simulated ${name} account: nothing is sent to ${name}.</p>
${form.error ? `<p role="alert">${escapeHtml(form.error)}</p>` : ''}
<form method="post" action="${SOCIAL_SANDBOX_PATH}/${provider}/authorize">
${hidden('redirect_uri', request.redirectUri)}
${hidden('state', request.state)}
${hidden('nonce', request.nonce)}
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required value="${escapeHtml(form.name ?? '')}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(form.email ?? '')}">
<label for="gender">Gender</label>
<select id="gender" name="gender">${genders.map((gender) => `<option value="${gender}">${gender}</option>`).join('')}</select>
<div class="choices">
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export async function socialSandboxPages(
  app: FastifyInstance,
  { sandbox, publicUrl }: SocialSandboxPagesOptions,
) {
  const origin = new URL(publicUrl).origin;
  sandboxPageSupport(app, stylesheetHref);

  /** The redirect_uri when it is an address of this site. */
  const ownAddress = (value: string | undefined) => {
    if (!value) return undefined;
    try {
      const url = new URL(value);
      return url.origin === origin ? url : undefined;
    } catch {
      return undefined;
    }
  };
  const refuse = (reply: Parameters<typeof sendPage>[0], message: string) =>
    sendPage(
      reply,
      400,
      sandboxPage(stylesheetHref, 'Sandbox sign-in', `<h1>Sandbox sign-in</h1>\n<p>${message}</p>`),
    );

  app.get<AuthorizeRoute>(`${SOCIAL_SANDBOX_PATH}/:provider/authorize`, async (request, reply) => {
    const { provider } = request.params;
    const redirect = ownAddress(request.query.redirect_uri);
    if (!isProvider(provider)) return refuse(reply, 'Unknown provider.');
    if (!redirect) return refuse(reply, 'redirect_uri must be an address of this site.');
    return sendPage(
      reply,
      200,
      authorizePage(provider, {
        redirectUri: redirect.href,
        state: request.query.state ?? '',
        nonce: request.query.nonce ?? '',
      }),
    );
  });

  app.post<AuthorizeRoute>(`${SOCIAL_SANDBOX_PATH}/:provider/authorize`, async (request, reply) => {
    const { provider } = request.params;
    const body = request.body ?? {};
    const redirect = ownAddress(body.redirect_uri);
    if (!isProvider(provider)) return refuse(reply, 'Unknown provider.');
    if (!redirect) return refuse(reply, 'redirect_uri must be an address of this site.');
    const state = body.state ?? '';
    const nonce = body.nonce ?? '';
    const fragment = new URLSearchParams();
    if (body.decision !== 'allow') {
      fragment.set('error', 'access_denied');
    } else {
      const name = body.name?.trim() ?? '';
      const email = body.email?.trim() ?? '';
      if (name === '' || !emailPattern.test(email)) {
        return sendPage(
          reply,
          400,
          authorizePage(
            provider,
            { redirectUri: redirect.href, state, nonce },
            { name, email, error: 'Enter a name and a valid e-mail address.' },
          ),
        );
      }
      const gender = genders.find((item) => item === body.gender) as SocialProfile['gender'];
      const token = sandbox.issue(provider, {
        name,
        email,
        gender,
        ...(provider === 'apple' && nonce ? { nonce } : {}),
      });
      if (provider === 'apple') {
        fragment.set('code', randomBytes(16).toString('hex'));
        fragment.set('id_token', token);
      } else {
        fragment.set('access_token', token);
        fragment.set('token_type', 'bearer');
        fragment.set('expires_in', '3600');
        if (provider === 'facebook') fragment.set('user_id', sandbox.subjectOf(provider, email));
      }
    }
    fragment.set('state', state);
    redirect.hash = fragment.toString();
    return reply.redirect(redirect.href, 303);
  });
}
