import { categories as en } from '../en/categories.ts';
import { categories as sp } from '../sp/categories.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('categories', { en, sp });
