export interface AppBuildOptions {
  /** The app's folder (where package.json and src/ live). */
  appDir: string;
  role: 'host' | 'remote';
  /** Module Federation exposes, remotes only. */
  exposes?: Record<string, string>;
  /** Dev server port for `rspack serve` (standalone work on one app). */
  devPort?: number;
}
