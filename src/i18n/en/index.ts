import { auth } from './auth.ts';
import { home } from './home.ts';
import { marketing } from './marketing.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';
import { subscribe } from './subscribe.ts';

export const en = { shell, settings, auth, subscribe, home, marketing };
