import { organizations as en } from '../en/organizations.ts';
import { organizations as sp } from '../sp/organizations.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('organizations', { en, sp });
