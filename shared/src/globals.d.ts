// Build-time constants every app gets from the shared Rspack config.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
