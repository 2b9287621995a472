/** The first non-empty line of a test's error, without the terminal's colour codes, for CI's digests. */
export const firstLine = (message = ''): string =>
  message
    // eslint-disable-next-line no-control-regex -- reports keep the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? ''
