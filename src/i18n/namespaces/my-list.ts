import { myList as en } from '../en/my-list.ts';
import { myList as sp } from '../sp/my-list.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('myList', { en, sp });
