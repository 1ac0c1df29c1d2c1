import { home as en } from '../en/home.ts';
import { home as sp } from '../sp/home.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('home', { en, sp });
