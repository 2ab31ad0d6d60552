/**
 * The migrated, empty embedded database every PGlite test app starts from. Building it (initdb,
 * then the migrations) takes seconds, and every test file runs in a process of its own, so a run
 * builds it once (the default export, the globalSetup of the projects on PGlite) and each file
 * loads the tarball it wrote. Outside such a run (the e2e setup, the benchmarks) the process
 * builds its own.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';

/** The tarball of this run's template, set by the global setup for the test processes. */
const templateVariable = 'AMORA_PGLITE_TEMPLATE';

const buildTemplate = async () => {
  const connection = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await connection.migrate();
    if (!connection.dump) throw new Error('PGlite can dump its data');
    return await connection.dump();
  } finally {
    await connection.close();
  }
};

let template: Promise<Blob> | undefined;

/** The template as PGlite loads it, read or built once per process. */
export const pgliteTemplate = () => {
  const file = process.env[templateVariable];
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : buildTemplate();
  return template;
};

/** Vitest globalSetup: one template for the whole run, however many projects list this setup. */
export default async function buildRunTemplate() {
  if (process.env[templateVariable]) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'amora-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, new Uint8Array(await (await buildTemplate()).arrayBuffer()));
  process.env[templateVariable] = file;
  return async () => {
    delete process.env[templateVariable];
    await rm(folder, { recursive: true, force: true });
  };
}
