// The stopword package ships no types; only its per-language lists are used.
declare module 'stopword' {
  export const eng: string[];
  export const rus: string[];
}
