// The words of a question or a sentence that name no topic: "how do I", "what do I do", "can
// my", "I need help", "cómo", "qué hago", "me pueden", "necesito ayuda". Guide search counts
// them for little (QUESTION_WORD_FACTOR), so the words that tell the guides apart decide the
// order. Written folded, as searchWords() gives them: lower case, no accents, no apostrophes
// ("don't" is typed "dont", or split into "don" and "t").
//
// Most such words are already stop words of one of the two languages and are dropped before
// this list is read ("how", "what", "my", "can", "do", "como", "que", "mi"). Words every guide
// is about ("blind", "ciego", "vision loss") are not here: they are found in so many guides
// that their rarity (wordRarity) already makes them count for little. "See", "veo" and "ver" are
// here because "I can't see…", "no veo…" starts half the situations people describe: the
// words after them decide.

export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  // English
  'able',
  'anymore',
  'anyone',
  'anything',
  'best',
  'cannot',
  'cant',
  'dont',
  'find',
  'get',
  'getting',
  'go',
  'going',
  'got',
  'help',
  'helps',
  'im',
  'ive',
  'know',
  'like',
  'need',
  'needs',
  'please',
  'really',
  'see',
  'someone',
  'something',
  'still',
  'tell',
  'thing',
  'things',
  'use',
  'want',
  'way',
  'ways',
  'wont',
  // Spanish
  'algo',
  'alguien',
  'ayuda',
  'ayudar',
  'ayudarme',
  'buscar',
  'busco',
  'cosas',
  'debo',
  'encontrar',
  'favor',
  'hacer',
  'hago',
  'manera',
  'mejor',
  'necesito',
  'puede',
  'pueden',
  'puedo',
  'quiero',
  'saber',
  'ser',
  'siendo',
  'sirve',
  'tengo',
  'veo',
  'ver',
  'todavia',
  'ya',
]);
