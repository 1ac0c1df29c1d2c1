import { payments as en } from '../en/payments.ts';
import { payments as sp } from '../sp/payments.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('payments', { en, sp });
