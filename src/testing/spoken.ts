import { virtual } from '@guidepup/virtual-screen-reader';

/** How many phrases the virtual screen reader has spoken that contain `text`. */
export async function timesSpoken(text: string): Promise<number> {
  return (await virtual.spokenPhraseLog()).filter((phrase) => phrase.includes(text)).length;
}
