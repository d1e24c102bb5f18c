// Formatting for every workspace, checked by `pnpm test` (prettier --check; `pnpm format` writes).
// The long line width matches how the code was written: one statement or element per line where
// it fits, rather than arguments broken one per line.
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
};
