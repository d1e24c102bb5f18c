// nginx in front of the API processes and site servers (pnpm start:cluster, pnpm bench:api cluster).
// Debian's package, installed when missing; run in the foreground from a folder of our own
// (configuration, pid, logs, temp files), so it needs no system configuration and leaves none.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

function findNginx(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  return CANDIDATES.find((path) => existsSync(path));
}

/** The nginx binary; installs Debian's package (apt-get, as root or through sudo) when there is none. */
export function ensureNginx(log: (line: string) => void = console.log): string {
  const found = findNginx();
  if (found) return found;
  log('› nginx is not installed: apt-get install -y nginx');
  const root = process.getuid?.() === 0;
  const aptGet = (...args: string[]) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  // A fresh machine may have no package lists yet: update once and try again.
  if (aptGet('install', '-y', '--no-install-recommends', 'nginx') !== 0) {
    aptGet('update');
    aptGet('install', '-y', '--no-install-recommends', 'nginx');
  }
  const installed = findNginx();
  if (!installed) throw new Error('nginx could not be installed (apt-get install -y nginx failed); install it and run again');
  return installed;
}

export interface ProxyServer {
  /** Where nginx listens (127.0.0.1). */
  port: number;
  /** Path prefix → upstream ports. A prefix other than "/" is stripped before passing on. */
  routes: Array<{ prefix: string; upstreams: number[] }>;
}

/** An nginx.conf for `servers`, every file it writes kept under `dir`. */
export function nginxConfig(dir: string, servers: ProxyServer[]): string {
  const upstreams: string[] = [];
  const blocks = servers.map((server) => {
    const locations = server.routes.map((route) => {
      const name = `u${server.port}_${upstreams.length}`;
      upstreams.push(
        `  upstream ${name} {\n${route.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 64;\n  }`,
      );
      const target = route.prefix === '/' ? `http://${name}` : `http://${name}/`;
      return `    location ${route.prefix} {
      proxy_pass ${target};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The API trusts one proxy hop (TRUST_PROXY=1): this one, which appends the client's address.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request whose upstream did not answer at all goes to the other one; nginx never resends
      # a POST that reached an upstream (a retry is the client's, with its Idempotency-Key).
      proxy_next_upstream error timeout;
      proxy_read_timeout 60s;
    }`;
    });
    return `  server {
    listen 127.0.0.1:${server.port};
    # Two documents of 5 MB each (PUT /api/upload-docs) plus the form.
    client_max_body_size 12m;
${locations.join('\n')}
  }`;
  });
  const tmp = join(dir, 'tmp');
  return `# Written by api/cluster/nginx.ts; regenerated on every start.
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${upstreams.join('\n')}
${blocks.join('\n')}
}
`;
}

/** Writes the configuration, checks it (nginx -t) and runs nginx in the foreground. */
export function startNginx(binary: string, dir: string, servers: ProxyServer[]): ChildProcess {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, servers));
  const check = spawnSync(binary, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${conf}:\n${check.stderr}`);
  return spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
