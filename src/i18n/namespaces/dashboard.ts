import { dashboard as en } from '../en/dashboard.ts';
import { dashboard as sp } from '../sp/dashboard.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('dashboard', { en, sp });
