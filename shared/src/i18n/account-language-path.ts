// Where a signed-in person's language is kept on the server (PUT, contract setAccountLanguage in
// contracts/auth.ts), in a module without dependencies: the contract and the one API client both
// read it, and the client must not pull the contracts' schemas into every page.
export const ACCOUNT_LANGUAGE_PATH = '/auth/language';
