import { commands as en } from '../en/commands.ts';
import { commands as sp } from '../sp/commands.ts';
import { registerNamespace } from '../translate.ts';

registerNamespace('commands', { en, sp });
