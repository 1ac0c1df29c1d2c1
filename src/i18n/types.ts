/** The Spanish dictionary must have exactly the English one's shape, with strings at the leaves. */
export type DictionaryShape<T> = {
  [K in keyof T]: T[K] extends string ? string : DictionaryShape<T[K]>;
};

/** Every dotted key of a dictionary, e.g. "shell.skipLink". */
export type DictionaryKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : DictionaryKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
