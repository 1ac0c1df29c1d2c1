import { search as en } from '../en/search.ts';
import { search as sp } from '../sp/search.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('search', { en, sp });
