/**
 * Pictures in an S3-compatible bucket (S3_URL): a fake S3 server (s3rver) on a free port holds
 * the bucket, the pictures go through the real routes, and the bucket holds their files, not the
 * disk. The access rules are the same as on disk (test/routes/media.test.ts has them all).
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@amora/contract';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amoraApp, serverOptions } from '../../src/app';
import { createBackup } from '../../src/backup';
import { ConfigError } from '../../src/config';
import { mediaHref } from '../../src/media/pictures';
import {
  createPostgresDatabase,
  createTestApp,
  insertUser,
  pictureBase64,
  testConfig,
  testDatabase,
} from '../helpers';
import { type MemberServer, startMemberServer } from '../routes/user/support';
import { pgliteTemplate } from '../support/pgliteTemplate';

const bucket = 'amora-pictures';
let s3: S3rver;
let s3Folder: string;
let env: Record<string, string>;
let client: S3Client;
let server: MemberServer;

beforeAll(async () => {
  s3Folder = await mkdtemp(path.join(tmpdir(), 'amora-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  env = {
    S3_URL: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    // s3rver's own keys: it checks the requests' signatures.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  client = new S3Client({
    endpoint: env.S3_URL,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  server = await startMemberServer(env);
});
afterAll(async () => {
  await server?.close();
  client?.destroy();
  await s3?.close();
  await rm(s3Folder, { recursive: true, force: true });
});

const keyOf = (href: string) => /\/v1\/media\/([0-9a-f-]{36})/.exec(href)?.[1] ?? '';

/** The object keys of a picture's three variants, as the image store names them. */
const objectsOf = (key: string) =>
  ['blurred', 'full', 'thumbnail'].map((variant) => `${key.slice(0, 2)}/${key}.${variant}.webp`);

const objectsInBucket = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
    .map((object) => object.Key ?? '')
    .sort();

const objectBytes = async (key: string) => {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
};

/** Every picture file under a data folder: none, when the pictures are in the bucket. */
const picturesOnDisk = async (dataDir: string) =>
  (await readdir(dataDir, { recursive: true })).filter((name) => name.endsWith('.webp'));

/** A member with a public profile picture and a private picture. */
const gallery = async () => {
  const { user, browser: owner } = await server.member();
  await owner.api.user.uploadImage({ body: { image: await pictureBase64() } });
  const withPrivate = (await owner.api.user.uploadImage({
    body: { image: await pictureBase64(), isPrivate: true, price: 20 },
  })) as User;
  const [profile, secret] = withPrivate.images.items;
  return {
    user,
    owner,
    publicKey: keyOf(profile?.href ?? ''),
    privateKey: keyOf(secret?.href ?? ''),
    privateId: secret?.id ?? '',
  };
};

/**
 * Another server on the same bucket: on PostgreSQL also on the same database, as two instances
 * run; the in-memory PGlite database cannot be shared, so there it has one of its own.
 */
const secondServer = async () => {
  if (testDatabase === 'pglite') return createTestApp({ env });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-test-'));
  const config = await testConfig(dataDir, env);
  const app = Fastify(serverOptions(false, config.trustProxy));
  await app.register(amoraApp, { config, database: server.database });
  await app.ready();
  return {
    app,
    inject: app.inject.bind(app),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

describe('pictures in an S3 bucket', () => {
  it('keeps every variant of an upload in the bucket and none on the disk', async () => {
    const { publicKey, privateKey } = await gallery();
    const objects = await objectsInBucket();
    expect(objects).toEqual(
      expect.arrayContaining([...objectsOf(publicKey), ...objectsOf(privateKey)]),
    );
    expect(await picturesOnDisk(server.config.dataDir)).toEqual([]);
  });

  it('serves the bytes from the bucket by the access rules', async () => {
    const { owner, publicKey, privateKey } = await gallery();
    const [privateFull = ''] = objectsOf(privateKey).filter((key) => key.endsWith('.full.webp'));

    const own = await owner.fetch(mediaHref(privateKey));
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.equals(await objectBytes(privateFull))).toBe(true);
    expect(Number(own.headers.get('content-length'))).toBe(bytes.length);

    const { browser: stranger } = await server.member({ coins: 100 });
    expect((await stranger.fetch(mediaHref(privateKey))).status).toBe(403);
    expect((await stranger.fetch(mediaHref(privateKey, 'thumbnail'))).status).toBe(403);
    expect((await server.visitor().fetch(mediaHref(publicKey, 'thumbnail'))).status).toBe(200);

    const again = await owner.fetch(mediaHref(privateKey), {
      headers: { 'if-none-match': own.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('removes a deleted picture from the bucket', async () => {
    const { owner, privateKey, privateId } = await gallery();
    expect(await objectsInBucket()).toEqual(expect.arrayContaining(objectsOf(privateKey)));
    await owner.api.user.deleteImage({ params: { id: privateId } });
    const left = await objectsInBucket();
    for (const object of objectsOf(privateKey)) expect(left).not.toContain(object);
    expect((await owner.fetch(mediaHref(privateKey))).status).toBe(404);
  });

  it('lets a second server on the same bucket serve and remove what the first stored', async () => {
    const { publicKey } = await gallery();
    const second = await secondServer();
    try {
      if (testDatabase === 'pglite') {
        // Each PGlite server has a database of its own: the second gets the picture's row by hand.
        const member = await insertUser(second.app);
        await second.app.pictures.attach(second.app.db, member.id, {
          key: publicKey,
          width: 64,
          height: 48,
        });
      }
      const served = await second.inject({ method: 'GET', url: mediaHref(publicKey) });
      expect(served.statusCode).toBe(200);
      const first = await server.visitor().fetch(mediaHref(publicKey));
      expect(served.rawPayload.equals(Buffer.from(await first.arrayBuffer()))).toBe(true);

      await second.app.pictures.discard(publicKey);
      expect((await server.visitor().fetch(mediaHref(publicKey))).status).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('leaves the bucket out of a backup', async () => {
    const dataDir = path.join(s3Folder, 'backed-up');
    const postgres = testDatabase === 'postgres' ? await createPostgresDatabase() : undefined;
    const databaseUrl = postgres?.location.url;
    try {
      const config = await testConfig(dataDir, {
        ...env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const app = Fastify(serverOptions(false, config.trustProxy));
      // The backup reads the embedded database from DATA_DIR/db, so it lies on disk here.
      const database = postgres
        ? undefined
        : ({
            kind: 'pglite',
            dataDir: path.join(dataDir, 'db'),
            template: await pgliteTemplate(),
          } as const);
      await app.register(amoraApp, { config, database });
      await app.ready();
      const member = await insertUser(app);
      const { fileKey } = await app.pictures.add(app.db, member.id, await pictureBase64());
      await app.close();
      // Pictures left from before the bucket: the server no longer reads them, nor does the backup.
      await mkdir(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', 'ab', 'earlier.full.webp'), 'earlier');

      const { manifest } = await createBackup(
        { dataDir, databaseUrl, picturesBucket: bucket },
        { into: path.join(s3Folder, 'backups') },
      );
      expect(Object.keys(manifest.files).filter((file) => file.startsWith('uploads/'))).toEqual([]);
      expect(await objectsInBucket()).toEqual(expect.arrayContaining(objectsOf(fileKey)));
    } finally {
      await postgres?.drop();
    }
  });

  it('refuses a half-configured bucket at start-up, naming what is missing', async () => {
    const { S3_SECRET_ACCESS_KEY: _left, ...withoutSecret } = env;
    await expect(testConfig(s3Folder, withoutSecret)).rejects.toThrow(
      new ConfigError('S3_SECRET_ACCESS_KEY must be set together with S3_URL'),
    );
  });
});
