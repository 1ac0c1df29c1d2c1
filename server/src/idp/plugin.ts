import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { isEmailAddress } from '../../../src/contracts/email.ts';
import { NAME_PATTERN } from '../../../src/contracts/users.ts';
import { idpAccounts } from '../db/schema.ts';
import { siteOrigin } from '../env.ts';
import { subjectForEmail } from './keys.ts';
import {
  errorPage,
  pageLanguage,
  signInPage,
  DISPLAY_SCRIPT,
  SCRIPT_PATH,
  STYLESHEET,
  STYLESHEET_PATH,
  type FieldName,
  type MessageKey,
  type PageLanguage,
} from './pages.ts';
import { toStandardRequest } from './provider.ts';

const PREFIX = '/idp';

const uidParams = z.object({ uid: z.string().regex(/^[\w-]{10,64}$/) });
const loginBody = z.object({
  email: z.string().max(254).default(''),
  given_name: z.string().max(50).optional(),
  family_name: z.string().max(50).optional(),
  lang: z.string().max(10).optional(),
});
type LoginBody = z.infer<typeof loginBody>;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Mounts the development identity provider at /idp: oidc-provider answers its own paths
 * (it reads request bodies itself, so this scope parses none), and the sign-in page is ours.
 */
export async function registerLocalIdp(app: FastifyInstance, provider: Provider) {
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.url = toStandardRequest(raw.url!.slice(PREFIX.length) || '/');
      // oidc-provider finds its mount path as the part of originalUrl before url.
      raw.originalUrl = `${PREFIX}${raw.url}`;
      void callback(raw, reply.raw);
    };
    scope.all(`${PREFIX}/*`, { config: { access: 'public' } }, forward);
  });

  app.get(STYLESHEET_PATH, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css').send(STYLESHEET),
  );
  app.get(SCRIPT_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript')
      .send(DISPLAY_SCRIPT),
  );

  const languageFor = (request: FastifyRequest, params: Record<string, unknown>) => {
    const query = request.query as { lang?: string };
    return pageLanguage(
      query.lang,
      params['ui_locales'] as string | undefined,
      request.headers['accept-language'],
    );
  };

  const showSignIn = (
    reply: FastifyReply,
    uid: string,
    language: PageLanguage,
    form: {
      values?: Partial<Record<FieldName, string>>;
      errors?: Partial<Record<FieldName, MessageKey>>;
      askName?: boolean;
    },
  ) => {
    const other = language === 'en' ? 'es' : 'en';
    // 200 even with errors: the page is the answer, and browsers log a 4xx page as an error.
    return sendHtml(
      reply,
      200,
      signInPage(language, {
        action: `${PREFIX}/interaction/${uid}/login`,
        otherLanguageHref: `${PREFIX}/interaction/${uid}?lang=${other}`,
        values: form.values ?? {},
        errors: form.errors ?? {},
        askName: form.askName ?? false,
      }),
    );
  };

  const home = `${siteOrigin(app.env)}/`;

  app.get(`${PREFIX}/interaction/:uid`, async (request, reply) => {
    const params = uidParams.safeParse(request.params);
    let details;
    try {
      if (!params.success) throw new Error('bad uid');
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return sendHtml(reply, 400, errorPage(languageFor(request, {}), home));
    }
    const { prompt, params: authParams, session, grantId } = details;
    if (prompt.name === 'login' || !session?.accountId) {
      return showSignIn(reply, details.uid, languageFor(request, authParams), {});
    }
    // Consent: our own app asks for exactly what it needs; grant it without asking.
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({
          accountId: session.accountId,
          clientId: String(authParams['client_id']),
        });
    if (!grant) return sendHtml(reply, 400, errorPage(languageFor(request, authParams), home));
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const savedGrantId = await grant.save();
    const target = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: grantId ? {} : { grantId: savedGrantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(target, 303);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(`${PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const params = uidParams.safeParse(request.params);
      const body = loginBody.safeParse(request.body ?? {});
      let details;
      try {
        if (!params.success || !body.success) throw new Error('bad request');
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return sendHtml(reply, 400, errorPage(languageFor(request, {}), home));
      }
      const form: LoginBody = body.data;
      const language = pageLanguage(form.lang, details.params['ui_locales'] as string | undefined);
      const email = form.email.trim().toLowerCase();
      if (!email)
        return showSignIn(reply, details.uid, language, { errors: { email: 'emailRequired' } });
      if (!isEmailAddress(email)) {
        return showSignIn(reply, details.uid, language, {
          values: { email: form.email },
          errors: { email: 'emailInvalid' },
        });
      }
      const subject = subjectForEmail(email);
      const { db } = app.database;
      const existing = await db.query.idpAccounts.findFirst({
        where: (accounts, { eq }) => eq(accounts.subject, subject),
      });
      if (!existing) {
        const givenName = (form.given_name ?? '').trim();
        const familyName = (form.family_name ?? '').trim();
        const askingFirstTime = form.given_name === undefined && form.family_name === undefined;
        const errors: Partial<Record<FieldName, MessageKey>> = {};
        if (!askingFirstTime) {
          if (!givenName) errors.given_name = 'givenNameRequired';
          else if (!NAME_PATTERN.test(givenName)) errors.given_name = 'nameLetters';
          if (!familyName) errors.family_name = 'familyNameRequired';
          else if (!NAME_PATTERN.test(familyName)) errors.family_name = 'nameLetters';
        }
        if (askingFirstTime || Object.keys(errors).length > 0) {
          return showSignIn(reply, details.uid, language, {
            values: { email, given_name: givenName, family_name: familyName },
            errors,
            askName: true,
          });
        }
        await db
          .insert(idpAccounts)
          .values({ subject, email, givenName, familyName })
          .onConflictDoNothing();
      }
      const target = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: subject } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(target, 303);
    });
  });
}
