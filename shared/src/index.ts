// @platform/shared: the one library every app uses. Heavier parts have their own entries
// (`@platform/shared/api`, `/forms`, `/schemas`) so a page loads only what it uses.
export { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export { paths, mainNavigation, footerLinks, BRAND, type NavItem } from './config/paths';
export {
  session,
  sessionStore,
  useSession,
  readSessionFromStorage,
  SESSION_KEYS,
  SHIFT_SESSION_KEY,
  shiftSessionUntil,
  shiftRefreshDue,
  type SessionState,
  type TokenName,
} from './session/session-store';
export { roleFromAccessToken, type Role } from './session/roles';
export { mobileOfFlowToken } from './session/flow-token';
export { REFRESH_PATH, SESSION_OVER, SIGN_OUT_EVERYWHERE_PATH } from './session/shift-paths';
export { notify, NotificationHost, NOTIFY_AUTO_CLOSE_MS } from './notify/notify';
// A success answer kept on a page, in the reader's language; its table is fetched on first use.
export { useApiSuccessText, type SuccessAnswer } from './notify/success-on-page';
export { spinner, FullScreenSpinner } from './ui/spinner';
export { Page, Card, DetailsList } from './ui/page';
export { GrievanceContact } from './ui/grievance-contact';
export { GRIEVANCE_OFFICER } from './config/grievance';
export { useSecondsUntil } from './ui/countdown';
export { SiteLayout } from './layout/site-layout';
export { SiteFrame } from './layout/site-frame';
export { frameTexts } from './layout/frame-texts';
export { getErrorMessage } from './ui/error-message';
export { saveFile } from './ui/save-file';
export type { AreaRouteModule, AppRouteObject } from './routing/area-module';
export {
  parseReleaseManifest,
  routeTitle,
  ACCESS_LEVELS,
  type Access,
  type OwnedRoute,
  type RemoteRelease,
  type ReleaseManifest,
} from './routing/release-manifest';
export { applyPageMeta, usePageMeta, collectPageMeta, DEFAULT_DESCRIPTION, type PageMeta } from './seo/page-meta';
export { Breadcrumbs, type Crumb } from './ui/breadcrumbs';
export { PRERENDERED, enablePrerenderedControls } from './prerender/markers';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  languageStore,
  setLanguage,
  onLanguageChosen,
  currentLanguage,
  useLanguage,
  isLanguage,
  localDateFormat,
  type Language,
} from './i18n/language';
export { LanguageSwitch } from './i18n/language-switch';
export { ACCOUNT_LANGUAGE_PATH } from './i18n/account-language-path';
export { defineCoreTexts, fillIn } from './i18n/core-texts';
// The API's catalogued failure codes: plain data, read by the API client's translated texts (an
// entry of its own, which reaches core files only through the package name).
export { API_ERROR_MESSAGES, isCataloguedErrorCode } from './contracts/error-codes';
export type { TextTree, Translation, TextKey, Translations } from './i18n/text-tree';
