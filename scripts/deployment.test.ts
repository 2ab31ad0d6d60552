// Keeps the deployment recipe honest where no container can be built (issue 20): the Dockerfile
// copies what the build produces to where the server looks for it and installs every package
// the server's bundle leaves external; compose.yaml starts instances that the server's own
// configuration accepts in production; the proxy pins the hub to one instance and lets its
// WebSockets and event streams through.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  type Config,
  loadConfig,
  parseEnvironment,
  productionProblems,
} from '../apps/server/src/config.ts';
import { APPLE_ROOT_CERTIFICATE_FILE } from '../apps/server/src/payments/providers/addresses.ts';

const repository = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(repository, file), 'utf8');
const serverPackage = path.join(repository, 'apps/server');
const serverManifest = JSON.parse(read('apps/server/package.json')) as {
  name: string;
  dependencies: Record<string, string>;
};

// --- The Dockerfile, as stages of instructions

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

const parseDockerfile = (text: string): Stage[] => {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name = String(stages.length)] = args.split(/\s+/);
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
};

const stageNamed = (stages: Stage[], name: string) => {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`the Dockerfile has no stage ${name}`);
  return stage;
};

/** The stage and its ancestors' instructions, the ancestors' first. */
const inheritedInstructions = (stages: Stage[], stage: Stage): Instruction[] => {
  const parent = stages.find((candidate) => candidate.name === stage.from);
  return [...(parent ? inheritedInstructions(stages, parent) : []), ...stage.instructions];
};

const baseImageOf = (stages: Stage[], stage: Stage): string => {
  const parent = stages.find((candidate) => candidate.name === stage.from);
  return parent ? baseImageOf(stages, parent) : stage.from;
};

interface Copy {
  from: string | undefined;
  source: string;
  destination: string;
}

const copiesOf = (stage: Stage): Copy[] =>
  stage.instructions
    .filter((instruction) => instruction.keyword === 'COPY')
    .map((instruction) => {
      const words = instruction.args.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const [source = '', destination = ''] = words.filter((word) => !word.startsWith('--'));
      return { from, source, destination };
    });

/** Where each instruction's relative paths point: the WORKDIR in force when it runs. */
const withWorkdirs = (instructions: Instruction[]) => {
  let workdir = '/';
  return instructions.map((instruction) => {
    if (instruction.keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, instruction.args);
    return { ...instruction, workdir };
  });
};

const dockerfile = parseDockerfile(read('Dockerfile'));
const runtime = dockerfile.at(-1) as Stage;
const runtimeInstructions = withWorkdirs(runtime.instructions);
const runtimeCopies = runtimeInstructions
  .filter((instruction) => instruction.keyword === 'COPY')
  .map((instruction) => {
    const [copy] = copiesOf({ ...runtime, instructions: [instruction] }) as [Copy];
    return { ...copy, destination: path.posix.resolve(instruction.workdir, copy.destination) };
  });
const finalWorkdir = runtimeInstructions.at(-1)?.workdir ?? '/';
const lastOf = (keyword: string) =>
  runtimeInstructions.filter((instruction) => instruction.keyword === keyword).at(-1);

/** The build stage's working folder is the repository's root. */
const buildStage = stageNamed(dockerfile, 'build');
const buildRoot =
  withWorkdirs(inheritedInstructions(dockerfile, buildStage)).at(-1)?.workdir ?? '/';
/** Where the server package sits in the runtime image: the folder its dist/ is copied into. */
const runtimeServerPackage = path.posix.dirname(
  runtimeCopies.find((copy) => copy.source === path.posix.join(buildRoot, 'apps/server/dist'))
    ?.destination ?? '/nowhere/dist',
);

/** Whether a copy puts `file` (absolute, in the runtime image) into the image. */
const copiedInto = (file: string) =>
  runtimeCopies.some(
    (copy) => file === copy.destination || file.startsWith(`${copy.destination}/`),
  );

interface BundleModule {
  packageRoot: string;
  entryPoints: Record<string, string>;
  bundleOptions: { outdir: string } & Record<string, unknown>;
  externalPackages: (metafile: unknown) => string[];
}
const bundle = (await import(
  pathToFileURL(path.join(serverPackage, 'scripts/bundle.mjs')).href
)) as BundleModule;
const { allocatorEnvironment } = (await import(
  pathToFileURL(path.join(repository, 'scripts/allocator.mjs')).href
)) as { allocatorEnvironment: Record<string, string> };
const builtServerFiles = Object.keys(bundle.entryPoints).map((entry) =>
  path.posix.join(bundle.bundleOptions.outdir, `${entry}.js`),
);

/** The server's defaults for the web app and the console, relative to its package. */
const defaultDistFolders = async () => {
  const config: Config = await loadConfig({ SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' });
  return {
    web: path.relative(serverPackage, config.webDist),
    console: path.relative(serverPackage, config.consoleDist),
  };
};

describe('Dockerfile', () => {
  test('builds on Node 20 with the pinned pnpm and the frozen lockfile, and builds every app it ships', () => {
    expect(baseImageOf(dockerfile, buildStage)).toBe('node:20-bookworm-slim');
    const runs = inheritedInstructions(dockerfile, buildStage)
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => instruction.args);
    // The version comes from package.json, so the two cannot drift apart.
    expect(runs.some((run) => /npm install .*pnpm@.*packageManager/.test(run))).toBe(true);
    expect(runs.some((run) => /pnpm install .*--frozen-lockfile/.test(run))).toBe(true);
    expect(runs).toContain('pnpm run build');

    // The root build script's filters select each workspace folder whose dist is shipped.
    const rootBuild = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts.build as string;
    const filters = [...rootBuild.matchAll(/--filter\s+'?\.\/([^'\s]+)'?/g)].map(
      ([, filter]) => new RegExp(`^${(filter as string).replaceAll('*', '[^/]+')}$`),
    );
    const shippedDists = runtimeCopies
      .filter((copy) => copy.from === 'build' && copy.source.endsWith('/dist'))
      .map((copy) => path.posix.relative(buildRoot, path.posix.dirname(copy.source)));
    expect(shippedDists.sort()).toEqual(['apps/console', 'apps/server', 'apps/web']);
    for (const folder of [...shippedDists, 'tokens', 'packages/ui']) {
      expect(
        filters.some((filter) => filter.test(folder)),
        `${folder} is built by npm run build`,
      ).toBe(true);
    }
  });

  test('copies from the build stage only files of the repository or folders the build produces', async () => {
    const dists = await defaultDistFolders();
    const produced = [
      path.posix.join('apps/server', bundle.bundleOptions.outdir),
      path.posix.join('apps/server', dists.web),
      path.posix.join('apps/server', dists.console),
    ].map((folder) => path.posix.normalize(folder));
    for (const copy of runtimeCopies.filter((candidate) => candidate.from === 'build')) {
      const inRepository = path.posix.relative(buildRoot, copy.source);
      expect(
        produced.includes(inRepository) || existsSync(path.join(repository, inRepository)),
        `COPY --from=build ${copy.source}`,
      ).toBe(true);
    }
  });

  test('puts the web app, the console and the certificates where the server looks for them', async () => {
    const dists = await defaultDistFolders();
    expect(runtimeServerPackage).not.toBe('/nowhere');
    for (const folder of [dists.web, dists.console, APPLE_ROOT_CERTIFICATE_FILE]) {
      const inImage = path.posix.resolve(runtimeServerPackage, folder);
      expect(copiedInto(inImage), `${inImage} is in the image`).toBe(true);
    }
  });

  test('runs a built entry point as a non-root user in production, with a health check', () => {
    const cmd = JSON.parse(lastOf('CMD')?.args ?? '[]') as string[];
    expect(cmd[0]).toBe('node');
    expect(finalWorkdir).toBe(runtimeServerPackage);
    expect(builtServerFiles).toContain(cmd[1]);
    expect(cmd[1]).toBe(path.posix.join(bundle.bundleOptions.outdir, 'server.js'));

    // The stage's last USER is the one the container runs as.
    const user = lastOf('USER')?.args ?? 'root';
    expect(['root', '0', '']).not.toContain(user.split(':')[0]);

    const environment = runtimeInstructions
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(environment).toMatch(/\bNODE_ENV=production\b/);
    const port = /\bPORT=(\d+)/.exec(environment)?.[1];
    expect(lastOf('EXPOSE')?.args).toBe(port);
    expect(lastOf('HEALTHCHECK')?.args).toContain('/healthz');
  });

  test('runs the server with the allocator settings npm start uses', () => {
    const environment = runtimeInstructions
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    for (const [name, value] of Object.entries(allocatorEnvironment)) {
      expect(environment).toMatch(new RegExp(`\\b${name}=${value}\\b`));
    }
  });

  test('installs every package the bundled server imports, from production dependencies only', async () => {
    const require = createRequire(path.join(serverPackage, 'package.json'));
    const esbuild = (await import(pathToFileURL(require.resolve('esbuild')).href)) as {
      build: (options: object) => Promise<{ metafile: unknown }>;
    };
    const { metafile } = await esbuild.build({ ...bundle.bundleOptions, write: false });
    const external = bundle.externalPackages(metafile);
    expect(external).toEqual(expect.arrayContaining(['sharp', '@electric-sql/pglite', 'argon2']));
    // A --prod install brings "dependencies" only: an external import from devDependencies would
    // be missing in the image.
    for (const name of external) {
      expect(serverManifest.dependencies, `${name} in apps/server dependencies`).toHaveProperty([
        name,
      ]);
    }

    const nodeModules = runtimeCopies.filter((copy) => copy.source.endsWith('/node_modules'));
    expect(nodeModules.length).toBeGreaterThan(0);
    for (const copy of nodeModules) {
      const stage = stageNamed(dockerfile, copy.from ?? '');
      const installs = stage.instructions.filter(
        (instruction) => instruction.keyword === 'RUN' && /pnpm install/.test(instruction.args),
      );
      expect(installs.map((instruction) => instruction.args)).toEqual([
        expect.stringMatching(
          new RegExp(`--frozen-lockfile .*--prod .*--filter ${serverManifest.name}$`),
        ),
      ]);
    }
    // Both the virtual store and the server package's links into it.
    expect(nodeModules.map((copy) => copy.destination).sort()).toEqual(
      [
        path.posix.resolve(runtimeServerPackage, '../../node_modules'),
        path.posix.join(runtimeServerPackage, 'node_modules'),
      ].sort(),
    );
  });
});

// --- compose.yaml

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
/** deploy/example.env, the .env an operator starts from. */
const exampleEnvironment = new Map(
  read('deploy/example.env')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const compose = parseYaml(
  // What docker compose fills in from .env.
  read('compose.yaml').replace(/\$\{(\w+)[^}]*\}/g, (_, name: string) => {
    const value = exampleEnvironment.get(name);
    if (value === undefined) throw new Error(`deploy/example.env does not name ${name}`);
    return value;
  }),
  { merge: true },
) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);
const appServices = services.filter(([, service]) => service.build !== undefined);
const serviceWithImage = (prefix: string) =>
  services.find(([, service]) => service.image?.startsWith(prefix))?.[0];

describe('compose.yaml', () => {
  test('runs two instances of the image on PostgreSQL and Redis', () => {
    expect(appServices.length).toBeGreaterThanOrEqual(2);
    const postgres = serviceWithImage('postgres:');
    const redis = serviceWithImage('redis:7');
    expect(postgres).toBeDefined();
    expect(redis).toBeDefined();
    for (const [, service] of appServices) {
      const environment = service.environment ?? {};
      expect(new URL(environment.DATABASE_URL ?? '').hostname).toBe(postgres);
      expect(new URL(environment.REDIS_URL ?? '').hostname).toBe(redis);
    }
  });

  test('gives every instance a configuration the server accepts in production', () => {
    for (const [name, service] of appServices) {
      const environment = parseEnvironment(service.environment ?? {});
      expect(environment.NODE_ENV, name).toBe('production');
      expect(productionProblems(environment), name).toEqual([]);
      expect(environment.METRICS_TOKEN, name).toBeDefined();
      expect(environment.SECRET, name).toBeDefined();
    }
  });

  test('believes X-Forwarded-For from the proxy only', () => {
    const proxyAddresses = services.flatMap(([, service]) =>
      service.image?.startsWith('nginx') && service.networks && !Array.isArray(service.networks)
        ? Object.values(service.networks).flatMap((network) => network?.ipv4_address ?? [])
        : [],
    );
    expect(proxyAddresses.length).toBe(1);
    for (const [, service] of appServices) {
      expect(service.environment?.TRUST_PROXY).toBe(proxyAddresses[0]);
    }
  });

  test('shares one uploads volume between the instances, under DATA_DIR', () => {
    const mounts = appServices.map(([, service]) => {
      const uploads = `${service.environment?.DATA_DIR}/uploads`;
      return service.volumes?.find((volume) => volume.endsWith(`:${uploads}`));
    });
    expect(mounts[0]).toBeDefined();
    expect(new Set(mounts).size).toBe(1);
  });
});

// --- deploy/nginx.conf

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

const parseNginx = (text: string): Directive[] => {
  const tokens = text.replace(/#.*$/gm, '').match(/"[^"]*"|'[^']*'|[{};]|[^\s{};]+/g) ?? [];
  let position = 0;
  const parseBlock = (): Directive[] => {
    const directives: Directive[] = [];
    while (position < tokens.length && tokens[position] !== '}') {
      const words: string[] = [];
      while (!['{', ';', '}'].includes(tokens[position] ?? '}')) {
        words.push((tokens[position++] as string).replace(/^["']|["']$/g, ''));
      }
      const [name = '', ...args] = words;
      if (tokens[position++] === '{') {
        directives.push({ name, args, block: parseBlock() });
        position++;
      } else {
        directives.push({ name, args });
      }
    }
    return directives;
  };
  return parseBlock();
};

const nginxFile = (
  services.find(([, service]) => service.image?.startsWith('nginx'))?.[1].volumes ?? []
)
  .map((volume) => volume.split(':'))
  .find(([, target]) => target === '/etc/nginx/nginx.conf')?.[0];
const nginx = parseNginx(nginxFile ? read(nginxFile) : '');
const http = nginx.find((directive) => directive.name === 'http')?.block ?? [];
const upstreams = new Map(
  http
    .filter((directive) => directive.name === 'upstream')
    .map((directive) => [directive.args[0], directive.block ?? []]),
);
const servers = http.filter((directive) => directive.name === 'server');
const locations = servers.flatMap((server) =>
  (server.block ?? [])
    .filter((directive) => directive.name === 'location')
    .map((location) => ({ server: server.block ?? [], location })),
);
const named = (block: Directive[], name: string) =>
  block.filter((directive) => directive.name === name);

/** A directive as nginx applies it in a location: the innermost level that sets it wins. */
const effective = (levels: Directive[][], name: string) =>
  levels.map((level) => named(level, name)).find((found) => found.length > 0) ?? [];
const headersOf = (levels: Directive[][]) =>
  Object.fromEntries(
    effective(levels, 'proxy_set_header').map((directive) => [
      directive.args[0]?.toLowerCase(),
      directive.args[1],
    ]),
  );
const seconds = (value = '0') => {
  const [, amount = '0', unit = 's'] = /^(\d+)(ms|s|m|h|d)?$/.exec(value) ?? [];
  return Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400 }[unit as 's'];
};

describe('deploy/nginx.conf', () => {
  test('is the proxy compose.yaml runs', () => {
    expect(nginxFile).toBe('./deploy/nginx.conf');
  });

  test('sends to both instances on the port the image listens on', () => {
    const port = /\bPORT=(\d+)/.exec(
      runtimeInstructions.map((instruction) => instruction.args).join(' '),
    )?.[1];
    expect(upstreams.size).toBeGreaterThan(0);
    for (const [name, upstream] of upstreams) {
      const targets = named(upstream, 'server').map((server) => server.args[0]);
      expect(targets.sort(), `upstream ${name}`).toEqual(
        appServices.map(([service]) => `${service}:${port}`).sort(),
      );
    }
  });

  test('tells the instances who connected and over which scheme, everywhere', () => {
    const proxied = locations.filter(
      ({ location }) => named(location.block ?? [], 'proxy_pass').length,
    );
    expect(proxied.length).toBeGreaterThan(0);
    for (const { server, location } of proxied) {
      const headers = headersOf([location.block ?? [], server, http]);
      expect(headers['x-forwarded-for'], location.args.join(' ')).toMatch(/^\$/);
      expect(headers['x-forwarded-proto'], location.args.join(' ')).toBe('$scheme');
    }
  });

  test('passes the hub’s WebSocket upgrades and streams its events unbuffered on one instance', () => {
    const hub = locations.find(({ location }) => location.args.at(-1) === '/v1/chat/hub');
    expect(hub).toBeDefined();
    const levels = [hub?.location.block ?? [], hub?.server ?? [], http];
    expect(effective(levels, 'proxy_http_version')[0]?.args).toEqual(['1.1']);
    const headers = headersOf(levels);
    expect(headers.upgrade).toBe('$http_upgrade');
    // Either "upgrade" itself or a map from $http_upgrade that gives it.
    const connection = headers.connection ?? '';
    const connectionMap = named(http, 'map').find(
      (map) => map.args[0] === '$http_upgrade' && map.args[1] === connection,
    );
    expect(
      connection === 'upgrade' ||
        named(connectionMap?.block ?? [], 'default')[0]?.args[0] === 'upgrade',
    ).toBe(true);
    expect(effective(levels, 'proxy_buffering')[0]?.args).toEqual(['off']);
    expect(seconds(effective(levels, 'proxy_read_timeout')[0]?.args[0])).toBeGreaterThanOrEqual(
      300,
    );

    // Sticky: every request of one hub connection reaches the same instance.
    const upstreamName = effective(levels, 'proxy_pass')[0]?.args[0]?.replace(/^https?:\/\//, '');
    const upstream = upstreams.get(upstreamName) ?? [];
    expect(named(upstream, 'hash').length + named(upstream, 'ip_hash').length).toBe(1);
  });
});
