/**
 * The pieces of `npm run multi-instance` (scripts/multi-instance.ts): instances of the built server
 * as child processes, and nginx in front of them as a foreground process with a generated
 * configuration, its pid, logs and temporary files in one directory.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serverArgs, serverEnv } from '../serve'

export type Instance = { name: string; port: number; url: string; child: ChildProcess; pid: number }

/**
 * Starts the production server (cms/server.ts, the built storefront and back office) on `port` and
 * resolves once /healthz answers. A start stalled in Payload's loader (exit 13, see
 * scripts/serve.ts) is retried.
 */
export async function startInstance(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
  startLimitMs = 180_000,
): Promise<Instance> {
  const failures: string[] = []
  const args = await serverArgs()
  for (let attempt = 1; attempt <= 5; attempt++) {
    const log = join(logDir, `${name}.log`)
    const child = spawn(process.execPath, args, {
      // A heap ceiling the environment's NODE_OPTIONS sets stays (scripts/serve.ts leaves it out of the flags).
      env: serverEnv({
        ...env,
        PORT: String(port),
        NODE_ENV: 'production',
        NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (d: Buffer) => {
      output = (output + d.toString()).slice(-20_000)
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
    const url = `http://127.0.0.1:${port}`
    const ready = await Promise.race([waitFor(`${url}/healthz`, startLimitMs), exited.then(() => false)])
    writeFileSync(log, output)
    if (ready === true) {
      child.on('exit', () => writeFileSync(log, output))
      return { name, port, url, child, pid: child.pid! }
    }
    child.kill('SIGKILL')
    failures.push(`attempt ${attempt}: exit ${await exited}: ${output.trim().split('\n').slice(-5).join(' | ')}`)
  }
  throw new Error(`Instance ${name} did not start:\n${failures.join('\n')}`)
}

/** Resolves true once `url` answers 200, false after `ms`. */
export async function waitFor(url: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((r) => setTimeout(r, 300))
  }
  return false
}

/** Resident memory of a process, in MB, from /proc. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN
}

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' })
      return candidate
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  throw new Error('nginx is not installed: apt-get install -y nginx')
}

/**
 * nginx in the foreground (`daemon off`), round-robin over the instances. It names the instance
 * that answered in X-Upstream (so the script can tell where each request went), keeps connections
 * to the instances open, and passes a request on to the next instance when one cannot be reached:
 * for POSTs only when nothing was sent yet (nginx's default), so a write is never made twice.
 */
export function startNginx(dir: string, port: number, upstreams: number[]): ChildProcess {
  mkdirSync(join(dir, 'tmp'), { recursive: true })
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  upstream kala {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://kala;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  )
  return spawn(nginxBinary(), ['-c', conf, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] })
}
