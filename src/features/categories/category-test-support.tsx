import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { Route, Switch } from 'wouter';
import type { z } from 'zod';
import type {
  Category,
  GuideContent,
  GuideSection,
  GuideSubCategoriesResponse,
  SubCategory,
} from '../../contracts/catalog.ts';
import type { Organization } from '../../contracts/organizations.ts';
import type { StoredAnswer, Survey } from '../../contracts/surveys.ts';
import type { TrialSearchResponse, TrialStudyResponse } from '../../contracts/trials.ts';
import type { User } from '../../contracts/users.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { SessionContext, useSession } from '../../lib/session.tsx';
import { renderSignedIn } from '../../testing/render-signed-in.tsx';
import { makeUser } from '../../testing/users.ts';
import CategoryPage from './category-page.tsx';
import OrganizationMapPage from './organization-map-page.tsx';
import OrganizationSearchPage from './organization-search-page.tsx';

// A small category as the API serves it: two guides (one with state laws), four kinds of help.

export const CATEGORY: Category = {
  id: 5,
  title: 'Getting around',
  title_sp: 'Cómo desplazarse',
  description: 'Travel.',
  description_sp: 'Viajes.',
  urls: '/images/categories/getting-around.svg',
};

function sub(id: number, title: string, titleSp: string): SubCategory {
  return {
    id,
    title,
    title_sp: titleSp,
    category_title: CATEGORY.title,
    category_title_sp: CATEGORY.title_sp,
    category_image: CATEGORY.urls,
  };
}

export const GUIDES: GuideSubCategoriesResponse = {
  intro: {
    category_title: CATEGORY.title,
    category_title_sp: CATEGORY.title_sp,
    intro_content_en: 'Ways to travel safely and on your own.',
    intro_content_sp: 'Formas de viajar con seguridad y por su cuenta.',
  },
  data: [
    sub(13, 'The white cane', 'El bastón blanco'),
    sub(16, 'White cane laws by state', 'Leyes del bastón blanco por estado'),
  ],
};

export const HELP: SubCategory[] = [
  sub(36, 'Peer support groups', 'Grupos de apoyo entre pares'),
  sub(35, 'National organizations', 'Organizaciones nacionales'),
  sub(44, 'Blind Low Vision survey', 'Encuesta de ceguera y baja visión'),
  sub(45, 'Vision rehabilitation services', 'Servicios de rehabilitación visual'),
  sub(48, 'Clinical trials', 'Ensayos clínicos'),
];

const STATES = ['Alabama', 'Alaska', 'Texas'];

function stateSection(state: string, language: Language): GuideSection {
  return {
    title: state,
    uitype: 'section',
    content: [
      {
        type: 'para',
        content:
          language === 'en'
            ? `${state} has a white cane law.`
            : `${state} tiene una ley del bastón blanco.`,
      },
      {
        type: 'para',
        content:
          language === 'en'
            ? 'Last verified: November 21, 2026.'
            : 'Última verificación: 21 de noviembre de 2026.',
      },
    ],
    enableDropdown: true,
    dropdownOptions: STATES,
  };
}

function content(subCategoryId: number, withStates: boolean): GuideContent {
  const sections = (language: Language): GuideSection[] => [
    {
      title: language === 'en' ? 'Using a cane' : 'Cómo usar el bastón',
      uitype: 'section',
      content: [
        {
          type: 'para',
          content:
            language === 'en'
              ? 'A white cane tells drivers you are blind.'
              : 'El bastón blanco les dice a los conductores que usted es ciego.',
        },
        {
          type: 'link',
          content: 'https://nfb.org/',
          displayText:
            language === 'en'
              ? 'National Federation of the Blind'
              : 'Federación Nacional de Ciegos',
        },
      ],
    },
    {
      title: language === 'en' ? 'Who teaches it' : 'Quién lo enseña',
      uitype: 'section-list',
      content: [
        {
          type: 'para',
          content:
            language === 'en'
              ? 'Orientation and mobility specialists'
              : 'Especialistas en orientación y movilidad',
        },
        {
          type: 'para',
          content: language === 'en' ? 'Your state agency' : 'La agencia de su estado',
        },
      ],
    },
    ...(withStates ? STATES.map((state) => stateSection(state, language)) : []),
  ];
  return {
    id: subCategoryId * 10,
    pdf_en: `guide-${subCategoryId * 10}-en.pdf`,
    pdf_sp: `guide-${subCategoryId * 10}-sp.pdf`,
    content_en: sections('en'),
    content_sp: sections('sp'),
    reviewed_at: '2026-11-21',
  };
}

export function organization(overrides: Partial<Organization>): Organization {
  return {
    id: 1,
    organization: 'Philadelphia Peer Group',
    address_1: '3535 Market St',
    address_2: 'nan',
    city: 'Philadelphia',
    state: 'PA',
    zip_code: '19104',
    phone: '215 555 1234',
    tollfree: null,
    tty: null,
    website: 'https://peer.example.org',
    latitude: 39.95,
    longitude: -75.19,
    location_approximate: false,
    distance: 1.5,
    category_id: 5,
    category_name: 'Getting around',
    sub_category_id: 36,
    sub_category_name: 'Peer support groups',
    profit_organization_type: 'Non-Profit',
    service_area: 'local',
    source: 'Test',
    source_url: null,
    verified_at: null,
    ...overrides,
  };
}

export const ORGANIZATIONS: Organization[] = [
  organization({}),
  organization({
    id: 2,
    organization: 'Delaware Valley Guide Dogs',
    address_1: null,
    address_2: null,
    city: 'Wilmington',
    state: 'DE',
    zip_code: null,
    phone: '1-800-GUIDE',
    tollfree: '888-657-7323',
    website: null,
    distance: 27.456,
    verified_at: '2026-10-02',
  }),
];

export const STUDY: TrialStudyResponse = {
  NCT_number: 'NCT00000001',
  contact_name: 'Sample Study Coordinator',
  contact_email: 'glaucoma-study@example.org',
  contact_phone: '215-555-0101',
  start_date: '2026-03-02',
  study_description: [
    'Sample listing for testing.',
    'Participants use one eye drop every evening.',
  ],
  eligibility_criteria:
    'Inclusion Criteria:\n\n* Adults 40 years or older\n* Early open-angle glaucoma\n\nExclusion Criteria:\n\n* Eye surgery in the past 3 months',
  URL: 'https://clinicaltrials.gov/study/NCT00000001',
  title: 'Sample Study of an Eye Drop for Glaucoma',
  nearest_site: {
    facility: 'Sample Eye Research Center',
    city: 'Philadelphia',
    state: 'Pennsylvania',
    zip: '19104',
    distance_miles: 0.85,
  },
};

export function trialsAnswer(studies: TrialStudyResponse[], isSample = true): TrialSearchResponse {
  return {
    results: [{ studies }],
    source: isSample ? 'sample' : 'clinicaltrials.gov',
    is_sample: isSample,
    search_terms: ['glaucoma'],
    retrieved_at: '2026-11-21T00:00:00.000Z',
  };
}

/** Survey 2 as the API serves it: two questions. */
export const BLV_SURVEY: Survey = {
  id: 2,
  title: 'Blind Low Vision survey',
  title_sp: 'Encuesta de ceguera y baja visión',
  elements: [
    {
      questions: [
        {
          id: 21,
          name: 'question21',
          type: 'radiogroup',
          title: 'How hard is it to read print?',
          title_sp: '¿Qué tan difícil le es leer letra impresa?',
          choices: [
            { value: 'no difficulty', text: 'No difficulty', text_sp: 'Ninguna dificultad' },
            {
              value: 'moderate difficulty',
              text: 'Moderate difficulty',
              text_sp: 'Dificultad moderada',
            },
          ],
        },
        {
          id: 27,
          name: 'question27',
          type: 'checkbox',
          title: 'What helps you get around?',
          title_sp: '¿Qué le ayuda a desplazarse?',
          choices: [
            { value: 'white cane', text: 'A white cane', text_sp: 'Un bastón blanco' },
            { value: 'phone app', text: 'A phone app', text_sp: 'Una aplicación del teléfono' },
          ],
        },
      ],
    },
  ],
};

export const BLV_ANSWERS: StoredAnswer[] = [
  {
    question_id: 21,
    question_text_en: 'How hard is it to read print?',
    question_text_sp: '¿Qué tan difícil le es leer letra impresa?',
    choice_text: 'Moderate difficulty',
    choice_text_sp: 'Dificultad moderada',
    answer: 'moderate difficulty',
  },
  {
    question_id: 27,
    question_text_en: 'What helps you get around?',
    question_text_sp: '¿Qué le ayuda a desplazarse?',
    choice_text: 'A white cane',
    choice_text_sp: 'Un bastón blanco',
    answer: 'white cane',
  },
  {
    question_id: 27,
    question_text_en: 'What helps you get around?',
    question_text_sp: '¿Qué le ayuda a desplazarse?',
    choice_text: 'A phone app',
    choice_text_sp: 'Una aplicación del teléfono',
    answer: 'phone app',
  },
];

export const PAID_USER = makeUser({
  subscription_status: 'active',
  profile_incomplete: 0,
  zipcode: '19104',
  dob: '1980-01-15',
  is_veteran: 1,
});

export interface Answers {
  categories?: Category[] | Error;
  guides?: GuideSubCategoriesResponse | Error;
  help?: SubCategory[] | Error;
  content?: Error;
  organizations?: Organization[] | Error | ((body: Record<string, unknown>) => Organization[]);
  trials?: TrialSearchResponse | Error | Promise<TrialSearchResponse>;
  /** The stored survey-2 answers; what save-answers stores replaces them. */
  blvAnswers?: StoredAnswer[];
  saveAnswers?: Error;
  /** What POST /trial-watches throws; by default it saves the watch asked for. */
  watch?: Error;
}

/**
 * A page of a list as the server cuts it (issue 40): `page_size` (default 25) after the
 * cursor, which here is simply the number of rows already sent (the client never reads it).
 */
export function page<T>(rows: T[], body: Record<string, unknown>) {
  const size = typeof body.page_size === 'number' ? body.page_size : 25;
  const start = typeof body.cursor === 'string' ? Number(body.cursor.replace('after-', '')) : 0;
  const data = rows.slice(start, start + size);
  const end = start + data.length;
  return { data, total: rows.length, next: end < rows.length ? `after-${end}` : null };
}

/**
 * The API as the page sees it. Every answer goes through the schema the page asked for, so a
 * fixture that drifts from the contract fails here rather than passing unseen.
 */
export function categoryApi(answers: Answers = {}, user: User = PAID_USER) {
  let stored = answers.blvAnswers ?? [];
  return vi.fn(async (path: string, options: { schema: z.ZodType; body?: unknown }) => {
    const answer = (value: unknown) => {
      if (value instanceof Error) throw value;
      return options.schema.parse(value);
    };
    if (path === '/api/v1/category') return answer({ data: answers.categories ?? [CATEGORY] });
    // The Save toggles on cards read the person's list (issue 38): empty here.
    if (path === '/api/v1/my-list') return answer({ items: [], shares: [] });
    if (path === `/api/v1/subcategory/guides/${CATEGORY.id}`)
      return answer(answers.guides ?? GUIDES);
    if (path === `/api/v1/subcategory/org/${CATEGORY.id}`)
      return answer({ data: answers.help ?? HELP });
    const contentMatch = /^\/api\/v1\/content\/5\/(\d+)$/.exec(path);
    if (contentMatch) {
      const id = Number(contentMatch[1]);
      return answer(answers.content ?? { data: content(id, id === 16) });
    }
    if (path === '/api/v1/organizations') {
      const found = answers.organizations ?? ORGANIZATIONS;
      if (found instanceof Error) throw found;
      const body = options.body as Record<string, unknown>;
      return answer(page(typeof found === 'function' ? found(body) : found, body));
    }
    if (path.startsWith('/api/v1/organization-counts?')) {
      // What the lists would hold, kind by kind, as the server counts them.
      const found = answers.organizations ?? ORGANIZATIONS;
      if (found instanceof Error) throw found;
      const all = typeof found === 'function' ? found({}) : found;
      const bySub = new Map<number, number>();
      for (const item of all)
        bySub.set(item.sub_category_id, (bySub.get(item.sub_category_id) ?? 0) + 1);
      return answer({
        data: [...bySub].map(([id, count]) => ({ sub_cat_id: id, count })),
        total: new Set(all.map((item) => item.id)).size,
      });
    }
    if (path === '/api/v1/search/orgnaization') {
      // Names or cities containing the text, as the server answers (contract fields added).
      const q = (options.body as { q: string }).q.toLowerCase();
      const found = answers.organizations ?? ORGANIZATIONS;
      if (found instanceof Error) throw found;
      const all =
        typeof found === 'function' ? found(options.body as Record<string, unknown>) : found;
      return answer(
        page(
          all
            .filter((item) => `${item.organization} ${item.city ?? ''}`.toLowerCase().includes(q))
            .map((item) => ({
              ...item,
              name: item.organization,
              sub_cat_id: item.sub_category_id,
              sub_category_title: item.sub_category_name,
              sub_category_title_sp: 'Grupos de apoyo entre pares',
              cat_id: CATEGORY.id,
              cat_title: CATEGORY.title,
              cat_title_sp: CATEGORY.title_sp,
              cat_image: CATEGORY.urls,
            })),
          options.body as Record<string, unknown>,
        ),
      );
    }
    if (path === '/api/v1/search/orgnaization/content') {
      // The selected organisation first, then the others.
      const body = options.body as { org_id: number; miles: number };
      const found = answers.organizations ?? ORGANIZATIONS;
      const all =
        found instanceof Error ? found : typeof found === 'function' ? found(body) : found;
      if (all instanceof Error) throw all;
      const selected = all.filter((item) => item.id === body.org_id);
      return answer({
        data: [
          ...selected.map((item) => ({
            ...item,
            outside_radius: (item.distance ?? 0) > body.miles,
          })),
          ...all.filter((item) => item.id !== body.org_id),
        ],
      });
    }
    if (path === `/api/v1/survey/questions/${BLV_SURVEY.id}`) return answer({ data: BLV_SURVEY });
    if (path === '/api/v1/getSurveyAnswerBySurveyIdAndUserId') return answer({ data: stored });
    if (path === '/api/v1/save-answers') {
      if (answers.saveAnswers) throw answers.saveAnswers;
      stored = BLV_ANSWERS;
      return answer({
        data: { submission_id: 1, survey_id: 2, user_id: user.user_id, answer_count: 3 },
      });
    }
    if (path === `/api/v1/edit-user/${user.user_id}`) {
      return answer({ data: { ...user, ...(options.body as object) } });
    }
    if (path === '/api/v1/finish-blv-survey') {
      if (answers.saveAnswers) throw answers.saveAnswers;
      stored = BLV_ANSWERS;
      return answer({
        data: {
          submission_id: 1,
          survey_id: 2,
          answer_count: 3,
          already_finished: false,
          user: { ...user, blv_survey_completed: 1 },
        },
      });
    }
    if (path === '/api/v1/clinical-trails-search') {
      return answer(await (answers.trials ?? trialsAnswer([STUDY])));
    }
    if (path === '/api/v1/trial-watches') {
      if (answers.watch) throw answers.watch;
      return answer({
        ...(options.body as object),
        id: 1,
        is_paused: false,
        created_at: '2026-11-28T10:00:00.000Z',
        last_run_at: null,
      });
    }
    // Another category's lists: the server's 404 for a category the user cannot see.
    if (/^\/api\/v1\/subcategory\/(guides|org)\/\d+$/.test(path)) {
      throw new ApiRequestError(404, {
        code: 'not_found',
        details: [],
        message: 'Not found.',
        statusCode: 404,
        timestamp: new Date(0).toISOString(),
      });
    }
    throw new Error(`Unexpected API request in a test: ${path}`);
  });
}

/** The organisation search page, with the same API double. */
export function renderOrganizationSearch(
  path: string,
  { language = 'en', answers = {} }: { language?: Language; answers?: Answers } = {},
) {
  const request = categoryApi(answers, PAID_USER);
  return renderSignedIn(<OrganizationSearchPage />, {
    user: PAID_USER,
    request,
    language,
    path,
  });
}

/** The organisation map screens (both routes), with the same API double. */
export function renderOrganizationMap(
  path: string,
  { language = 'en', answers = {} }: { language?: Language; answers?: Answers } = {},
) {
  return renderSignedIn(
    <Switch>
      <Route path="/client/organization/search/:orgId/:zipCode">
        <OrganizationMapPage />
      </Route>
      <Route path="/client/organization-detail">
        <OrganizationMapPage />
      </Route>
    </Switch>,
    { user: PAID_USER, request: categoryApi(answers, PAID_USER), language, path },
  );
}

export function renderCategory(
  path: string,
  {
    language = 'en',
    user = PAID_USER,
    answers = {},
    statefulSession = false,
  }: { language?: Language; user?: User; answers?: Answers; statefulSession?: boolean } = {},
) {
  const request = categoryApi(answers, user);
  const page = (
    <Route path="/client/organization/:categoryId">
      <CategoryPage />
    </Route>
  );
  const rendered = renderSignedIn(
    statefulSession ? <UpdatableUser initial={user}>{page}</UpdatableUser> : page,
    { user, request, language, path },
  );
  return rendered;
}

/** The session as the app holds it: `updateUser` changes the user the page sees. */
function UpdatableUser({ initial, children }: { initial: User; children: ReactNode }) {
  const outer = useSession();
  const [user, setUser] = useState(initial);
  return (
    <SessionContext value={{ ...outer, state: { status: 'signed-in', user }, updateUser: setUser }}>
      {children}
    </SessionContext>
  );
}
