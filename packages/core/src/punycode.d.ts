/** The punycode package ships no types; kurz uses its decoder only. */
declare module 'punycode/punycode.js' {
  const punycode: { decode(input: string): string };
  export default punycode;
}
