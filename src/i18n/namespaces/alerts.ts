import { alerts as en } from '../en/alerts.ts';
import { alerts as sp } from '../sp/alerts.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('alerts', { en, sp });
