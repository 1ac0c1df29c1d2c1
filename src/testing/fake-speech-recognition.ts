/**
 * A stand-in for the browser's SpeechRecognition (no microphone in tests): installed on
 * `window` before the app loads, it answers each start() with the next queued utterance,
 * as Chrome does, an interim result first and then the final one; or with a queued error
 * ('not-allowed', 'network'...). Self-contained (no imports, no closures over module
 * values) so Playwright can inject it as an init script too.
 *
 * Queue with `window.__speech.push({ text: 'print in Spanish' })` or `{ error: 'network' }`;
 * `window.__speechLang` holds the language the last recognition was started in.
 */
export function installFakeSpeechRecognition(): void {
  type Utterance = { text: string } | { error: string };
  const target = window as unknown as {
    SpeechRecognition?: unknown;
    __speech: Utterance[];
    __speechLang?: string;
  };
  type Handler = ((event: unknown) => void) | null;

  class FakeSpeechRecognition {
    continuous = false;
    interimResults = false;
    lang = '';
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    private listeners: Record<string, ((event: unknown) => void)[]> = {};
    private running = false;

    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    }

    removeEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((item) => item !== listener);
    }

    private emit(type: 'result' | 'error' | 'end', event: unknown) {
      const property = { result: this.onresult, error: this.onerror, end: this.onend }[type];
      property?.(event);
      for (const listener of this.listeners[type] ?? []) listener(event);
    }

    start() {
      this.running = true;
      target.__speechLang = this.lang;
      const utterance = target.__speech.shift();
      const result = (text: string, isFinal: boolean) => {
        const alternative = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal });
        return { resultIndex: 0, results: [alternative] };
      };
      setTimeout(() => {
        if (!this.running) return;
        if (!utterance) return;
        if ('error' in utterance) {
          this.emit('error', { error: utterance.error });
        } else {
          const words = utterance.text.split(' ');
          this.emit('result', result(words.slice(0, Math.ceil(words.length / 2)).join(' '), false));
          this.emit('result', result(utterance.text, true));
        }
        this.running = false;
        this.emit('end', {});
      }, 20);
    }

    stop() {
      if (!this.running) return;
      this.running = false;
      setTimeout(() => this.emit('end', {}), 0);
    }

    abort() {
      this.stop();
    }
  }

  target.__speech = [];
  target.SpeechRecognition = FakeSpeechRecognition;
}
