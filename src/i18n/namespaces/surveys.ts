import { surveys as en } from '../en/surveys.ts';
import { surveys as sp } from '../sp/surveys.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('surveys', { en, sp });
