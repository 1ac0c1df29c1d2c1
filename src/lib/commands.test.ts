import { describe, expect, it } from 'vitest';
import {
  canRun,
  onCommandRun,
  registerIntentHandler,
  runIntent,
  type CommandRun,
} from './commands.ts';

describe('the command bus', () => {
  it('runs the newest handler for an intent, and the one before once it is gone', async () => {
    const page = registerIntentHandler('print', () => ({ ok: true, message: 'page' }));
    const dialog = registerIntentHandler('print', (intent) => ({
      ok: true,
      message: `dialog ${intent.language}`,
    }));
    expect(await runIntent({ type: 'print', language: 'sp' }, 'typed')).toEqual({
      ok: true,
      message: 'dialog sp',
    });
    dialog();
    expect(await runIntent({ type: 'print', language: 'en' }, 'typed')).toMatchObject({
      message: 'page',
    });
    page();
    expect(canRun('print')).toBe(false);
    expect(await runIntent({ type: 'print', language: 'en' }, 'typed')).toBeNull();
  });

  it('records every run with its source', async () => {
    const runs: CommandRun[] = [];
    const stop = onCommandRun((run) => runs.push(run));
    const off = registerIntentHandler('help', async () => ({ ok: true, message: '' }));
    await runIntent({ type: 'help' }, 'voice');
    await runIntent({ type: 'help' }, 'keyboard');
    off();
    stop();
    expect(runs.map((run) => run.source)).toEqual(['voice', 'keyboard']);
  });
});
