// react-speech-recognition 4 ships no types: the parts we use, as its source defines them.
declare module 'react-speech-recognition' {
  export interface ListeningOptions {
    continuous?: boolean;
    language?: string;
  }

  export interface SpeechRecognitionState {
    transcript: string;
    interimTranscript: string;
    finalTranscript: string;
    listening: boolean;
    isMicrophoneAvailable: boolean;
    browserSupportsSpeechRecognition: boolean;
    resetTranscript: () => void;
  }

  export function useSpeechRecognition(): SpeechRecognitionState;

  const SpeechRecognition: {
    startListening(options?: ListeningOptions): Promise<void>;
    stopListening(): Promise<void>;
    abortListening(): Promise<void>;
    getRecognition(): unknown;
    getRecognitionManager(): { listening: boolean };
    browserSupportsSpeechRecognition(): boolean;
    /** docs/POLYFILLS.md: back to the browser's own recognition, made afresh. */
    removePolyfill(): void;
  };
  export default SpeechRecognition;
}
