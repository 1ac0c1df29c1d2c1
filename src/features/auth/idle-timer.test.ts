import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, IdleTimer } from './idle-timer.ts';

const IDLE_MS = 15 * 60_000;

function setup(idleMs = IDLE_MS) {
  const onWarn = vi.fn();
  const onIdle = vi.fn();
  const timer = new IdleTimer({ idleMs, onWarn, onIdle });
  timer.start();
  return { timer, onWarn, onIdle };
}

describe('IdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns two minutes before the idle time, not before, then signs out at the idle time', () => {
    const { onWarn, onIdle } = setup();
    vi.advanceTimersByTime(IDLE_MS - 120_000 - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('starts the idle period again on %s', (type) => {
    const { onWarn } = setup();
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(IDLE_MS - 120_000 - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('counts activity at most once a second', () => {
    const { onWarn } = setup();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(500);
    // Within the second after the last counted event: not counted.
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(IDLE_MS - 120_000 - 500);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('ignores activity during the warning: only extend() answers it', () => {
    const { timer, onWarn, onIdle } = setup();
    vi.advanceTimersByTime(IDLE_MS - 120_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.isWarning).toBe(true);
  });

  it('extend() ends the warning and starts a full period again, as often as wanted', () => {
    const { timer, onWarn, onIdle } = setup();
    for (let round = 1; round <= 3; round++) {
      vi.advanceTimersByTime(IDLE_MS - 60_000);
      expect(onWarn).toHaveBeenCalledTimes(round);
      timer.extend();
      expect(timer.isWarning).toBe(false);
    }
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('signs out on time even if the timer fires late (a throttled background tab)', () => {
    const { onIdle } = setup();
    // The clock moves on without the timers running, as in a suspended tab.
    vi.setSystemTime(Date.now() + IDLE_MS + 5000);
    vi.advanceTimersByTime(IDLE_MS - 120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stop() removes the listeners and the timer', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { timer, onWarn, onIdle } = setup();
    timer.stop();
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
    for (const type of ACTIVITY_EVENTS) {
      expect(remove).toHaveBeenCalledWith(type, expect.any(Function), { capture: true });
    }
  });

  it('keeps half of a very short idle time free of the warning', () => {
    const { onWarn } = setup(60_000);
    vi.advanceTimersByTime(29_999);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });
});
