import { marketing as en } from '../en/marketing.ts';
import { marketing as sp } from '../sp/marketing.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('marketing', { en, sp });
