// pnpm release publish <app|--all> [--version V] | rollback <app> [--to V] | status
// The store folder is RELEASE_DIR (default .release at the repo root) or --store DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, defaultStoreDir, isApp, makeLive, publishApp, type AppName } from './publish';
import { metricsKey, readMetrics } from './error-budget';
import { checkVersion, GateRefusedError } from './go-live';
import { formatGateReport } from './gate';
import { ReleaseStore } from './store';
import { DEFAULT_PREVIEW_HOURS, describeAreas, MAX_PREVIEW_HOURS, PREVIEW_PATH, previewSecret, signPreview } from './preview';

const USAGE = `usage:
  pnpm release publish <app> [--version <v>]   build <app> and make it live as a new version
  pnpm release publish --all                   publish every app (unchanged ones are kept)
  pnpm release rollback <app> [--to <v>]       make what was live before (or the named version) live
  pnpm release canary <app> <v> --percent <n>  serve published version <v> to n % of visitors (sticky per browser)
  pnpm release promote <app>                   make the canary live for everyone
  pnpm release abort <app>                     send everyone back to the live version
  pnpm release status                          what is live, canaries, views and error rates, the history
  pnpm release preview <app> <v> [<app> <v>…]  a link that shows one browser the live site with these areas at these versions
apps: ${APPS.join(', ')}
options: --store <dir> (default: $RELEASE_DIR or .release)
         --force "<reason>"  make a version live although the compatibility gate refuses it
         --hours <n>         how long a preview link works (default ${DEFAULT_PREVIEW_HOURS}, at most ${MAX_PREVIEW_HOURS})
         --site <url>        the site the preview link opens (default: $SITE_URL or http://localhost:$PORT, 8080)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function requireApp(name: string | undefined): AppName {
  if (!name) fail('name an app');
  if (!isApp(name)) fail(`unknown app "${name}"`);
  return name;
}

export function formatStatus(store: ReleaseStore): string {
  const metrics = readMetrics(store.dir);
  const health = (app: string, version: string) => {
    const m = metrics[metricsKey(app, version)];
    if (!m || m.views === 0) return 'no views yet';
    const retried = m.retried ? `; ${m.retried.recovered} loaded after retrying, ${m.retried.failed} failed after retrying (${m.retried.retries} retries)` : '';
    return `${m.views} views, ${m.errors} failed (${((m.errors / m.views) * 100).toFixed(1)} %)${retried}`;
  };
  const lines: string[] = ['app              live                     published'];
  for (const app of APPS) {
    const live = store.liveVersion(app) ?? '-';
    const published =
      store
        .versions(app)
        .map((v) => v.version)
        .join(', ') || '-';
    lines.push(`${app.padEnd(16)} ${live.padEnd(24)} ${published}`);
  }
  lines.push('', 'traffic (visitors who opened each area version since it went live):');
  for (const app of APPS) {
    const live = store.liveVersion(app);
    if (!live || app === 'shell') continue;
    const canary = store.canaryOf(app);
    const share = canary ? `${100 - canary.percent} %` : '100 %';
    lines.push(`  ${app.padEnd(15)} live   ${live.padEnd(20)} ${share.padStart(5)}  ${health(app, live)}`);
    if (canary) lines.push(`  ${app.padEnd(15)} canary ${canary.version.padEnd(20)} ${`${canary.percent} %`.padStart(5)}  ${health(app, canary.version)}`);
  }
  lines.push('', 'history (time, app, from → to):');
  const history = store.history();
  if (history.length === 0) lines.push('  (none)');
  for (const entry of history) {
    const why = entry.reason ? `  ${entry.reason}` : '';
    lines.push(`  ${entry.time}  ${entry.app.padEnd(15)} ${(entry.from ?? '-').padEnd(20)} → ${entry.to}  (${entry.action})${why}`);
  }
  return lines.join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      to: { type: 'string' },
      store: { type: 'string' },
      all: { type: 'boolean' },
      force: { type: 'string' },
      percent: { type: 'string' },
      hours: { type: 'string' },
      site: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, appArg] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const store = new ReleaseStore(values.store ? path.resolve(values.store) : defaultStoreDir());
  const log = (line: string) => console.log(line);
  switch (command) {
    case 'publish': {
      const apps = values.all ? [...APPS] : [requireApp(appArg)];
      if (values.all && values.version) fail("--version names one app's version; publish apps one by one");
      for (const app of apps) {
        const result = await publishApp(store, app, { version: values.version, force: values.force, log, contracts: true });
        console.log(
          result.madeLive
            ? `${app}: ${result.previous ?? '(none)'} → ${result.version} is live${result.created ? '' : ' (already in the store)'}`
            : `${app}: ${result.version} is already live, nothing changed`,
        );
      }
      break;
    }
    case 'rollback': {
      const app = requireApp(appArg);
      const plan = store.rollbackPlan(app, values.to);
      const entry = makeLive(store, app, plan.version, 'rollback', { force: values.force, reason: plan.reason, contracts: true });
      console.log(`${app}: ${entry.from} → ${entry.to} is live (${plan.reason})`);
      break;
    }
    case 'canary': {
      const app = requireApp(appArg);
      const version = positionals[2];
      if (!version) fail('name the published version to run as a canary');
      if (values.percent === undefined) fail('say how many visitors get it: --percent <1-99>');
      // A canary meets the same gate as a version going live: it is live for its visitors.
      const report = checkVersion(store, app, version, { contracts: true });
      if (report.problems.length > 0 && values.force === undefined) throw new GateRefusedError(formatGateReport(report));
      const entry = store.startCanary(app, version, Number(values.percent), values.force ? `forced past the gate: ${values.force}` : undefined);
      console.log(`${app}: ${entry.to} serves ${values.percent} % of visitors; ${entry.from} the rest`);
      break;
    }
    case 'promote': {
      const app = requireApp(appArg);
      const canary = store.canaryOf(app);
      if (!canary) fail(`${app} has no canary to promote`);
      const entry = makeLive(store, app, canary.version, 'promote', {
        force: values.force,
        reason: `canary at ${canary.percent} % since ${canary.since}`,
        contracts: true,
      });
      console.log(`${app}: ${entry.from} → ${entry.to} is live for everyone`);
      break;
    }
    case 'abort': {
      const app = requireApp(appArg);
      const entry = store.abortCanary(app, 'aborted by hand');
      console.log(`${app}: canary ${entry.from} stopped; everyone gets ${entry.to}`);
      break;
    }
    case 'status':
      console.log(formatStatus(store));
      break;
    case 'preview': {
      const pairs = positionals.slice(1);
      if (pairs.length === 0 || pairs.length % 2 !== 0) fail('name each area and its published version: preview <app> <version> [<app> <version>…]');
      const areas: Record<string, string> = {};
      for (let i = 0; i < pairs.length; i += 2) {
        const app = requireApp(pairs[i]);
        if (app === 'shell') fail('the shell is not previewed: it serves every area (publish it, the gate checks every live remote)');
        areas[app] = pairs[i + 1]!;
      }
      const hours = values.hours === undefined ? DEFAULT_PREVIEW_HOURS : Number(values.hours);
      if (!(hours > 0 && hours <= MAX_PREVIEW_HOURS)) fail(`--hours must be more than 0 and at most ${MAX_PREVIEW_HOURS}`);
      // The same gate as going live: a preview shows what going live would, or nothing.
      const refusals: string[] = [];
      for (const [app, version] of Object.entries(areas)) {
        if (!store.versions(app).some((v) => v.version === version)) {
          refusals.push(`${app} ${version} is not in the release store: publish it first (pnpm release publish ${app} --version ${version})`);
          continue;
        }
        const report = checkVersion(store, app, version, { contracts: true });
        if (report.problems.length > 0) refusals.push(formatGateReport(report));
      }
      if (refusals.length > 0) throw new GateRefusedError(`no preview link:\n${refusals.join('\n')}`);
      const expiresAt = Date.now() + hours * 3_600_000;
      const token = signPreview({ kind: 'published', areas, expiresAt }, previewSecret(store.dir));
      const site = (values.site ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
      console.log(`Preview of ${describeAreas(areas)} (this browser only, until ${new Date(expiresAt).toISOString()}):`);
      console.log(`${site}${PREVIEW_PATH}?t=${token}`);
      break;
    }
    default:
      fail(`unknown command "${command}"`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
