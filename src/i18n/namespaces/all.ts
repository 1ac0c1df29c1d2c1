// Every namespace at once: for tests and tools, never for the app (it loads them per route).
import './home.ts';
import './marketing.ts';
import { home as enHome } from '../en/home.ts';
import { en as enCore } from '../en/index.ts';
import { marketing as enMarketing } from '../en/marketing.ts';
import { home as spHome } from '../sp/home.ts';
import { sp as spCore } from '../sp/index.ts';
import { marketing as spMarketing } from '../sp/marketing.ts';

export const allEnglish = { ...enCore, home: enHome, marketing: enMarketing };
export const allSpanish = { ...spCore, home: spHome, marketing: spMarketing };
