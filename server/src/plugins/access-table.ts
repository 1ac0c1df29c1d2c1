import type { RouteAccess } from './auth.ts';

// docs/access-levels.md, written from the API's own description: each route's access level is
// its `config.access` (openapi.ts copies it into the document as `x-access`). The OpenAPI test
// regenerates the table and fails when the file differs; `npm run docs:access` rewrites it.

interface Operation {
  summary?: string;
  'x-access'?: RouteAccess;
}

export interface DescribedApi {
  paths: Record<string, Record<string, Operation>>;
}

const LEVELS: Record<RouteAccess, string> = {
  public: 'public: anyone, no token',
  'signed-in': 'signed-in: a valid token of a user who has signed in here',
  subscriber: 'subscriber: a signed-in user with an active or trial subscription, or an admin',
  admin:
    'admin: an operator (users.is_admin, set at sign-in from the roles claim: ADMIN_EMAILS ' +
    'with the local sign-in, a role with Auth0; docs/sign-in.md). Everyone else gets 403. An ' +
    "admin also passes every `subscriber` check, and the survey-answer routes let an admin read another user's answers (`userId`); every write elsewhere is the caller's own.",
};

const ORDER: RouteAccess[] = ['public', 'signed-in', 'subscriber', 'admin'];

export function accessTableMarkdown(document: DescribedApi): string {
  const rows = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'] ?? 'subscriber',
        summary: (operation.summary ?? '').replace(/\|/g, '\\|'),
      })),
    )
    .sort(
      (a, b) =>
        ORDER.indexOf(a.access) - ORDER.indexOf(b.access) ||
        a.path.localeCompare(b.path, 'en') ||
        a.method.localeCompare(b.method, 'en'),
    );
  const counts = ORDER.map(
    (level) => `${rows.filter((row) => row.access === level).length} ${level}`,
  ).join(', ');
  return [
    '# Who may call each API route',
    '',
    "<!-- Generated from the routes' own `config.access` by `npm run docs:access`; the OpenAPI",
    '     test fails when this file and the routes disagree. Do not edit by hand. -->',
    '',
    'Levels (server/src/plugins/auth.ts; a route that names none is `subscriber`, so a forgotten',
    'setting fails closed):',
    '',
    ...ORDER.map((level) => `- ${LEVELS[level]}`),
    '',
    'With Stripe configured, `POST /api/v1/webhooks/stripe` is added: public, and only a body',
    "carrying Stripe's signature is read (it is not in the default description this table is",
    'written from); `POST /api/v1/sandbox/confirm` exists only with the sandbox.',
    '',
    '`GET /category` and `GET /cities` stay open to signed-in users without a subscription',
    '(decided in issue 26, tested in catalog.test.ts and geography.test.ts): category titles',
    'and place names are not the paid content, the page for a lapsed subscription may show what',
    'a plan gives, and the profile forms look places up before anyone has paid.',
    '',
    `${rows.length} routes: ${counts}.`,
    '',
    '| Access | Method | Path | What it does |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.access} | ${row.method} | \`${row.path}\` | ${row.summary} |`),
    '',
  ].join('\n');
}
