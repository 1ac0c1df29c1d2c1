import { en } from '../en/index.ts';
import { sp } from '../sp/index.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('core', { en, sp });
