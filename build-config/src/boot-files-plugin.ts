import { createHash } from 'node:crypto';
import { rspack, type Compiler } from '@rspack/core';

/**
 * Emits `boot-files.json` for the host: the files its entry loads before anything renders (the
 * `./bootstrap` chunk group), with their integrity, so the
 * site server can preload them in the HTML instead of the browser discovering them only once
 * main.js has run.
 */
export class BootFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const main = compilation.entrypoints.get('main');
        if (!main) return;
        const files = new Set<string>();
        const initial = new Set(main.getFiles());
        // The entry's async children: ./bootstrap and the chunks split from it. Not the shared-library
        // fallbacks below them: which copy of a library loads is decided at run time (loaded-first),
        // and a preload the page does not use is bandwidth taken from the one it needs.
        for (const group of main.childrenIterable) group.getFiles().forEach((file) => files.add(file));
        const list = [...files].filter((file) => !initial.has(file) && /\.(js|css)$/.test(file)).sort();
        const { RawSource } = compiler.webpack.sources;
        const integrityOf = (file: string) => {
          const source = compilation.getAsset(file)?.source.buffer();
          return source ? `sha256-${createHash('sha256').update(source).digest('base64')}` : undefined;
        };
        compilation.emitAsset(
          'boot-files.json',
          new RawSource(
            JSON.stringify(
              list.map((file) => ({ file, integrity: integrityOf(file) })),
              null,
              2,
            ),
          ),
        );
      });
    });
  }
}
