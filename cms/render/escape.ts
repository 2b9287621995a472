/** Text and attribute values for HTML: the five characters that could end a text or an attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/**
 * JSON to put inside a <script> element (JSON-LD, the dehydrated data): `<` never appears raw, so
 * no value can close the element ('</script>') or open a comment ('<!--'); U+2028/9 are escaped
 * for old parsers that treat them as line ends. The result parses back to the same value.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
