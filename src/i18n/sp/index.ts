// Strings every page needs (the shell), loaded in the page's language before the app starts.
// Page strings live in namespaces that load with their routes: see ../namespaces/.
import { auth } from './auth.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';
import { subscribe } from './subscribe.ts';

import type { en } from '../en/index.ts';
import type { DictionaryShape } from '../types.ts';

export const sp: DictionaryShape<typeof en> = { shell, settings, auth, subscribe };
