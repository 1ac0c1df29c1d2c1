import type { account as en } from '../en/account.ts';
import type { DictionaryShape } from '../types.ts';

export const account: DictionaryShape<typeof en> = {
  placeholder: 'Cuenta',
};
