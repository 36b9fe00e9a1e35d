/**
 * Before the deployment tests: a container engine (scripts/containers.sh) and the image built from
 * docker/Dockerfile, once for all files. The build's time is printed; it is most of the tier's.
 */
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { IMAGE, ROOT, type Engine } from './engine';

function parse(lines: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of lines.split('\n')) {
    const m = /^([A-Z_]+)=(?:'(.*)'|(.*))$/.exec(line.trim());
    if (m) vars[m[1]!] = m[2] ?? m[3] ?? '';
  }
  return vars;
}

export default function setup(project: TestProject) {
  const vars = parse(
    execFileSync('bash', ['scripts/containers.sh'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const engine: Engine = {
    cli: vars.CONTAINER_CLI!,
    compose: vars.COMPOSE!.split(' '),
    env: vars.DOCKER_HOST ? { DOCKER_HOST: vars.DOCKER_HOST } : {},
  };
  const started = Date.now();
  // podman writes OCI images by default, which have no HEALTHCHECK; compose waits on it.
  const format = engine.cli === 'podman' ? ['--format', 'docker'] : [];
  execFileSync(engine.cli, ['build', ...format, '-q', '-f', 'docker/Dockerfile', '-t', IMAGE, '.'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const size = execFileSync(engine.cli, ['image', 'inspect', IMAGE, '--format', '{{.Size}}'], {
    encoding: 'utf8',
  }).trim();
  console.log(
    `deploy: image ${IMAGE} built in ${((Date.now() - started) / 1000).toFixed(0)} s with ${engine.cli}, ${(Number(size) / 1e6).toFixed(0)} MB`,
  );
  project.provide('engine', engine);
}
