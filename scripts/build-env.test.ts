import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publicSiteUrlOf } from '@contract/public-site-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnv } from './build-env';

/** The build reads the environment the server will start with, so both link to one address. */
describe("the build's environment", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'build-env-'));
    await writeFile(path.join(dir, '.env'), 'PORT=5100\nHOST=127.0.0.1\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("takes PORT from ./.env as the server's start does, so the pages link to :5100", () => {
    expect(publicSiteUrlOf(buildEnv(dir, {}))).toBe('http://127.0.0.1:5100');
  });

  it('lets the environment win over ./.env, as at the start (PORT=5200 npm start)', () => {
    expect(publicSiteUrlOf(buildEnv(dir, { PORT: '5200' }))).toBe('http://127.0.0.1:5200');
  });

  it('is the default address without a .env or a PORT', () => {
    expect(publicSiteUrlOf(buildEnv(path.join(dir, 'none'), {}))).toBe('http://127.0.0.1:3000');
  });
});
