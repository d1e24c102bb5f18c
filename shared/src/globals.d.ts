// Build-time constants every app gets from the shared Rspack config.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** A remote's route table, aliased by its prerender build (shared/src/prerender/server-entry.tsx). */
declare module '@prerender/routes' {
  export const routes: import('react-router').RouteObject[];
}
