// Every namespace at once: for tests and tools, never for the app (it loads them per route).
import './account.ts';
import './admin.ts';
import './alerts.ts';
import './categories.ts';
import './commands.ts';
import './core.ts';
import './dashboard.ts';
import './home.ts';
import './marketing.ts';
import './my-list.ts';
import './my-surveys.ts';
import './organizations.ts';
import './payments.ts';
import './search.ts';
import './surveys.ts';
import { account as enAccount } from '../en/account.ts';
import { admin as enAdmin } from '../en/admin.ts';
import { alerts as enAlerts } from '../en/alerts.ts';
import { categories as enCategories } from '../en/categories.ts';
import { commands as enCommands } from '../en/commands.ts';
import { dashboard as enDashboard } from '../en/dashboard.ts';
import { home as enHome } from '../en/home.ts';
import { en as enCore } from '../en/index.ts';
import { marketing as enMarketing } from '../en/marketing.ts';
import { myList as enMyList } from '../en/my-list.ts';
import { mySurveys as enMySurveys } from '../en/my-surveys.ts';
import { organizations as enOrganizations } from '../en/organizations.ts';
import { payments as enPayments } from '../en/payments.ts';
import { search as enSearch } from '../en/search.ts';
import { surveys as enSurveys } from '../en/surveys.ts';
import { account as spAccount } from '../sp/account.ts';
import { admin as spAdmin } from '../sp/admin.ts';
import { alerts as spAlerts } from '../sp/alerts.ts';
import { categories as spCategories } from '../sp/categories.ts';
import { commands as spCommands } from '../sp/commands.ts';
import { dashboard as spDashboard } from '../sp/dashboard.ts';
import { home as spHome } from '../sp/home.ts';
import { sp as spCore } from '../sp/index.ts';
import { marketing as spMarketing } from '../sp/marketing.ts';
import { myList as spMyList } from '../sp/my-list.ts';
import { mySurveys as spMySurveys } from '../sp/my-surveys.ts';
import { organizations as spOrganizations } from '../sp/organizations.ts';
import { payments as spPayments } from '../sp/payments.ts';
import { search as spSearch } from '../sp/search.ts';
import { surveys as spSurveys } from '../sp/surveys.ts';

export const allEnglish = {
  ...enCore,
  account: enAccount,
  admin: enAdmin,
  alerts: enAlerts,
  categories: enCategories,
  commands: enCommands,
  dashboard: enDashboard,
  home: enHome,
  marketing: enMarketing,
  myList: enMyList,
  mySurveys: enMySurveys,
  organizations: enOrganizations,
  payments: enPayments,
  search: enSearch,
  surveys: enSurveys,
};
export const allSpanish = {
  ...spCore,
  account: spAccount,
  admin: spAdmin,
  alerts: spAlerts,
  categories: spCategories,
  commands: spCommands,
  dashboard: spDashboard,
  home: spHome,
  marketing: spMarketing,
  myList: spMyList,
  mySurveys: spMySurveys,
  organizations: spOrganizations,
  payments: spPayments,
  search: spSearch,
  surveys: spSurveys,
};
