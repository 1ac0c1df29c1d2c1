import { mySurveys as en } from '../en/my-surveys.ts';
import { mySurveys as sp } from '../sp/my-surveys.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('mySurveys', { en, sp });
