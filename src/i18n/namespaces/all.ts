// Every namespace at once: for tests and tools, never for the app (it loads them per route).
import './account.ts';
import './home.ts';
import './marketing.ts';
import { account as enAccount } from '../en/account.ts';
import { home as enHome } from '../en/home.ts';
import { en as enCore } from '../en/index.ts';
import { marketing as enMarketing } from '../en/marketing.ts';
import { account as spAccount } from '../sp/account.ts';
import { home as spHome } from '../sp/home.ts';
import { sp as spCore } from '../sp/index.ts';
import { marketing as spMarketing } from '../sp/marketing.ts';

export const allEnglish = { ...enCore, account: enAccount, home: enHome, marketing: enMarketing };
export const allSpanish = { ...spCore, account: spAccount, home: spHome, marketing: spMarketing };
