import fc from 'fast-check'

/** Any UTF-16 code unit (lone surrogates included), any astral character, and the worst cases often. */
export const anyUnicode = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    fc.constantFrom('\u0000', '\n', '\t', '\u001B', '\uD83D', '\uDC36'),
  ),
  maxLength: 40,
})

/** Percent-encodes every UTF-8 byte, so that NUL and the rest reach the server as they are. */
export function percentEncoded(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('')
}
