import { account as en } from '../en/account.ts';
import { account as sp } from '../sp/account.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('account', { en, sp });
