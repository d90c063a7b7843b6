/** The one function of the `hyphen` package's Portuguese entry point (CommonJS) this project uses. */
declare module 'hyphen/pt' {
  const hyphenPt: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphenPt;
}
