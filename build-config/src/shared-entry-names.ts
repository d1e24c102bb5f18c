// The shared entries' names, apart from the federation config: the release gate (which the site
// server loads) reads them for the typed contracts (decision 045) without loading the bundler.
// Entries that hold state or context. Stateless entries (`/schemas`, `/catalogue`, `/finance`, `/otp`,
// `/kfs` …) are not shared: each app bundles what it uses of them, tree-shaken, so a page evaluates
// its own form's rules and not every product's (Total Blocking Time on form pages;
// docs/decisions/029-less-evaluated-on-form-pages.md).
export const SHARED_ENTRIES = [
  '@platform/shared',
  '@platform/shared/router',
  '@platform/shared/api',
  '@platform/shared/forms',
  '@platform/shared/query',
  '@platform/shared/payments',
  '@platform/shared/i18n',
];
