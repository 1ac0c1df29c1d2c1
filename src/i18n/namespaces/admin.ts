import { admin as en } from '../en/admin.ts';
import { admin as sp } from '../sp/admin.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('admin', { en, sp });
