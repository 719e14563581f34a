// nginx for the scripts that run one beside the site (the bench's static baseline, the rolling
// restart rehearsal): Debian's binary, in the foreground, every file it writes under `root`.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** The nginx binary, or undefined when it is not installed (Debian: apt-get install nginx). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/**
 * A whole nginx.conf: no daemon, its pid, error log and temporary files under `root` (made here),
 * no access log; `http` is what goes inside the http block (upstreams, servers, settings).
 */
export async function nginxConfig({ root, workers = 'auto', http }) {
  const tmp = path.join(root, 'nginx-tmp');
  await mkdir(tmp, { recursive: true });
  return `worker_processes ${workers};
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp};
  proxy_temp_path ${tmp};
  fastcgi_temp_path ${tmp};
  uwsgi_temp_path ${tmp};
  scgi_temp_path ${tmp};
${http}
}
`;
}
