/** The warning comes this long before the idle sign-out (accessibility bar, item 13). */
export const IDLE_WARNING_MS = 2 * 60_000;
/** Activity is counted at most this often: a key held down or a wheel spin is one event. */
export const ACTIVITY_THROTTLE_MS = 1000;

export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

export interface IdleTimerOptions {
  idleMs: number;
  warningMs?: number;
  onWarn: () => void;
  onIdle: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Signs the user out after a period without keyboard, pointer, wheel or touch activity, with a
 * warning first. Times are compared with the clock when a timer fires, so a tab the browser
 * slowed down in the background still signs out on time. While the warning is shown only an
 * explicit extend() counts: pressing Tab inside the warning must not dismiss it by itself.
 */
export class IdleTimer {
  private lastActivity = 0;
  private warning = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private readonly warningMs: number;
  private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>;

  constructor(private readonly options: IdleTimerOptions) {
    // A very short idle time (a token of a few minutes) still leaves half of it without a
    // warning, rather than warning the moment the user signs in.
    this.warningMs = Math.min(options.warningMs ?? IDLE_WARNING_MS, options.idleMs / 2);
    this.target = options.target ?? window;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    for (const type of ACTIVITY_EVENTS) {
      this.target.addEventListener(type, this.onActivity, { capture: true, passive: true });
    }
    this.extend();
  }

  stop(): void {
    this.running = false;
    for (const type of ACTIVITY_EVENTS) {
      this.target.removeEventListener(type, this.onActivity, { capture: true });
    }
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Starts the idle period again and ends any warning. */
  extend(): void {
    if (!this.running) return;
    this.lastActivity = Date.now();
    this.warning = false;
    this.schedule();
  }

  get isWarning(): boolean {
    return this.warning;
  }

  private readonly onActivity = () => {
    if (this.warning) return;
    if (Date.now() - this.lastActivity < ACTIVITY_THROTTLE_MS) return;
    this.extend();
  };

  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    const due = this.warning
      ? this.lastActivity + this.options.idleMs
      : this.lastActivity + this.options.idleMs - this.warningMs;
    this.timer = setTimeout(this.tick, Math.max(0, due - Date.now()));
  }

  private readonly tick = () => {
    this.timer = null;
    if (!this.running) return;
    const idleFor = Date.now() - this.lastActivity;
    if (idleFor >= this.options.idleMs) {
      this.stop();
      this.options.onIdle();
      return;
    }
    if (!this.warning && idleFor >= this.options.idleMs - this.warningMs) {
      this.warning = true;
      this.options.onWarn();
    }
    this.schedule();
  };
}
