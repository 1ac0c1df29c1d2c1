import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, ListBoxItem } from 'react-aria-components';
import SpeechRecognition, { useSpeechRecognition } from 'react-speech-recognition';
import { SelectField } from '../../components/ui/select-field.tsx';
import { SwitchField } from '../../components/ui/switch-field.tsx';
import type { Language, TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { runAndSay, useIntentHandler, type Intent } from '../../lib/commands.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { useInterpreter, type Choice } from './command-layer.tsx';
import { chosenIndex } from './parse-command.ts';

/** Recognition errors we explain (the library reports only 'not-allowed' itself). */
const PROBLEMS: Record<string, TranslationKey> = {
  'not-allowed': 'commands.voice.denied',
  'service-not-allowed': 'commands.voice.denied',
  'audio-capture': 'commands.voice.denied',
  network: 'commands.voice.network',
  'no-speech': 'commands.voice.noSpeech',
};

export interface VoiceControlProps {
  /** Voice was turned on with Ctrl+Shift+V: start listening at once. */
  listenAtOnce: boolean;
  onTurnOff: () => void;
}

type HeardLanguage = 'page' | Language;
const HEARD_LANGUAGE_KEY = 'voiceLanguage';
const READ_ALOUD_KEY = 'voiceReadAloud';
const SPEECH_TAG: Record<Language, string> = { en: 'en-US', sp: 'es-US' };

function readHeardLanguage(): HeardLanguage {
  const stored = readStored(HEARD_LANGUAGE_KEY);
  return stored === 'en' || stored === 'sp' ? stored : 'page';
}

/**
 * Optional read-aloud of answers with the browser's own voice, in the page's language, for
 * people who speak commands without a screen reader. Off until chosen; Stop reading (or
 * "stop listening") cuts it short.
 */
function useReadAloud(language: Language) {
  const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  const [enabled, setEnabledState] = useState(() => readStored(READ_ALOUD_KEY) === 'on');
  const [speaking, setSpeaking] = useState(false);
  const stop = () => {
    synthesis?.cancel();
    setSpeaking(false);
  };
  // Any key stops the browser's voice, Escape first among them: a person who starts to type
  // or move does not want to be talked over.
  useEffect(() => {
    if (!speaking) return undefined;
    const onKeyDown = () => {
      synthesis?.cancel();
      setSpeaking(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [speaking, synthesis]);
  return {
    supported: !!synthesis,
    enabled,
    speaking,
    stop,
    setEnabled: (on: boolean) => {
      setEnabledState(on);
      writeStored(READ_ALOUD_KEY, on ? 'on' : 'off');
      if (!on) stop();
    },
    read: (text: string) => {
      if (!synthesis || !enabled) return;
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = SPEECH_TAG[language];
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      synthesis.speak(utterance);
    },
  };
}

/**
 * Voice commands, once the user has turned them on: push to talk (the button or
 * Ctrl+Shift+V), one utterance at a time, in the interface's language (en-US, es-US) or the
 * one chosen apart. The browser turns speech into text; our parser turns the final text into
 * a command, run as a typed one would be. What is being heard shows on screen, outside any
 * live region; only the outcome is said. Loaded when voice is first turned on, with its library.
 */
export default function VoiceControl({ listenAtOnce, onTurnOff }: VoiceControlProps) {
  const { t, language } = useI18n();
  const {
    interimTranscript,
    finalTranscript,
    listening,
    browserSupportsSpeechRecognition,
    isMicrophoneAvailable,
  } = useSpeechRecognition();
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  // Someone may speak one language while reading the page in the other.
  const [heardLanguage, setHeardLanguage] = useState<HeardLanguage>(readHeardLanguage);
  const spokenLanguage = heardLanguage === 'page' ? language : heardLanguage;
  const recognitionLanguage = SPEECH_TAG[spokenLanguage];
  const speech = useReadAloud(language);
  const interpretHere = useInterpreter(true);
  /** The utterance already run: a new language or render must not run it again. */
  const handled = useRef('');
  /** Choices just offered (places, commands): "the second one" picks one. */
  const [choices, setChoices] = useState<Choice[] | null>(null);

  const say = (key: TranslationKey) => {
    setProblem(key);
    announce(t(key), 'assertive');
  };

  /**
   * A refused microphone leaves the speech library's recognition deaf (its handlers emptied)
   * for the rest of the page's life, so "allow it, then try again" would do nothing until a
   * reload. The next start gives the library a new recognition first, through its public
   * `removePolyfill` (the browser's own recognition, made afresh).
   */
  const deaf = useRef(!isMicrophoneAvailable);
  /** Counts new recognitions, so that the error listener below moves to the current one. */
  const [recognitionMade, setRecognitionMade] = useState(0);
  const start = useCallback(() => {
    if (deaf.current) {
      deaf.current = false;
      SpeechRecognition.removePolyfill();
      setRecognitionMade((count) => count + 1);
    }
    void SpeechRecognition.startListening({ continuous: false, language: recognitionLanguage });
  }, [recognitionLanguage]);

  const listen = () => {
    setProblem(null);
    if (!navigator.onLine) return say('commands.voice.offline');
    start();
  };
  const stop = () => void SpeechRecognition.stopListening();

  // Every failure is explained from the recognition's own error event, a refused microphone
  // included: the library's isMicrophoneAvailable never turns true again once false.
  useEffect(() => {
    const recognition = SpeechRecognition.getRecognition() as EventTarget | null;
    const onError = (event: Event) => {
      const code = (event as Event & { error?: string }).error ?? '';
      // The library empties its handlers on this one (see `deaf`).
      if (code === 'not-allowed') deaf.current = true;
      const key = PROBLEMS[code] ?? 'commands.voice.failed';
      setProblem(key);
      announce(t(key), 'assertive');
    };
    recognition?.addEventListener('error', onError);
    return () => recognition?.removeEventListener('error', onError);
  }, [t, recognitionMade]);

  useEffect(() => {
    if (listenAtOnce) start();
    // Once, when voice is turned on by the shortcut.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Ctrl+Shift+V: start listening, or stop when already listening.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.key.toLowerCase() !== 'v') {
        return;
      }
      event.preventDefault();
      if (SpeechRecognition.getRecognitionManager().listening) {
        void SpeechRecognition.stopListening();
      } else {
        setProblem(null);
        start();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [start]);

  const runSpoken = async (intent: Intent) => {
    const said = await runAndSay(intent, 'voice');
    if (said) speech.read(said);
  };

  // Understood in the language spoken; answered in the page's.
  const hear = async (text: string) => {
    const offered = choices;
    setChoices(null);
    const index = offered ? chosenIndex(text, spokenLanguage) : null;
    const choice = index !== null ? offered?.[index - 1] : undefined;
    if (choice?.intent) return runSpoken(choice.intent);
    if (choice) {
      const say = t('commands.sayPhrase', { phrase: choice.phrase ?? choice.label });
      announce(say, 'polite');
      return speech.read(say);
    }
    const meaning = await interpretHere(text, spokenLanguage);
    if ('intent' in meaning) return runSpoken(meaning.intent);
    const refused = 'refusal' in meaning;
    const say = refused ? meaning.refusal : meaning.question;
    announce(say, refused ? 'assertive' : 'polite');
    speech.read(say);
    setChoices(meaning.choices?.length ? meaning.choices : null);
  };

  // The final words of an utterance are the command, run once: the transcript stays the same
  // while the page's language or the listening language changes, and those must not run it
  // again. It stays on screen until the next utterance starts (starting clears it).
  useEffect(() => {
    const text = finalTranscript.trim();
    if (!text) {
      handled.current = '';
      return;
    }
    if (text === handled.current) return;
    handled.current = text;
    void hear(text);
    // hear reads the latest choices and settings; the guard above runs it once per utterance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finalTranscript]);
  const heard = interimTranscript || finalTranscript;

  useIntentHandler('stop-listening', () => {
    stop();
    speech.stop();
    return { ok: true, message: t('commands.voice.stopped') };
  });

  const message = browserSupportsSpeechRecognition ? problem : 'commands.voice.unsupported';

  return (
    <section className="voice-control" aria-labelledby="voice-control-title">
      <h2 id="voice-control-title" className="voice-control-title">
        {t('commands.voice.region')}
      </h2>
      {browserSupportsSpeechRecognition ? (
        <Button
          className="button button-primary"
          aria-keyshortcuts="Control+Shift+V"
          onPress={listening ? stop : listen}
        >
          {listening ? t('commands.voice.stop') : t('commands.voice.listen')}
        </Button>
      ) : null}
      <Button className="button" onPress={onTurnOff}>
        {t('commands.voice.off')}
      </Button>
      {speech.speaking ? (
        <Button className="button" onPress={speech.stop}>
          {t('commands.voice.stopReading')}
        </Button>
      ) : null}
      <SelectField
        label={t('commands.voice.recognitionLanguage')}
        selectedKey={heardLanguage}
        onSelectionChange={(key) => {
          const next = key as HeardLanguage;
          setHeardLanguage(next);
          writeStored(HEARD_LANGUAGE_KEY, next);
        }}
      >
        <ListBoxItem id="page" className="menu-item">
          {t('commands.voice.sameAsPage')}
        </ListBoxItem>
        <ListBoxItem id="en" className="menu-item" lang="en">
          {t('commands.voice.english')}
        </ListBoxItem>
        <ListBoxItem id="sp" className="menu-item" lang="es">
          {t('commands.voice.spanish')}
        </ListBoxItem>
      </SelectField>
      {speech.supported ? (
        <SwitchField
          isSelected={speech.enabled}
          label={t('commands.voice.readAloud')}
          hint={t('commands.voice.readAloudHint')}
          onChange={speech.setEnabled}
        />
      ) : null}
      {choices ? (
        <ol className="voice-choices" aria-label={t('commands.choices')}>
          {choices.map((choice) => (
            <li key={choice.label}>{choice.label}</li>
          ))}
        </ol>
      ) : null}
      <p className="voice-transcript">
        {listening && !heard ? t('commands.voice.listening') : null}
        {heard ? t('commands.voice.heard', { text: heard }) : null}
      </p>
      {message ? <p className="message message-error">{t(message)}</p> : null}
      <p className="hint">{t('commands.voice.shortcut')}</p>
      <p className="hint">{t('commands.voice.privacy')}</p>
    </section>
  );
}
