// The area's own route table, as `dev-area-hot-routes.ts` imports it in a dev:area build (an alias).
declare module 'dev-area-routes' {
  export const routes: unknown[];
}
