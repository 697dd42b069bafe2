import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** A file held in memory with its build-time .br and .gz variants, ready to answer requests. */
export interface PrecompressedFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

export async function loadPrecompressed(file: string): Promise<PrecompressedFile> {
  const identity = await readFile(file);
  return precompressedOf(
    identity,
    await readOptional(`${file}.br`),
    await readOptional(`${file}.gz`),
  );
}

/** A page drawn in memory (server/site/live-pages.ts), with its ETag. */
export function precompressedOf(identity: Buffer, br?: Buffer, gzip?: Buffer): PrecompressedFile {
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}), etag };
}

/** Picks the smallest encoding the client accepts: brotli, then gzip, then none. */
export function pickEncoding(
  file: PrecompressedFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (file.br && accepted.includes('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepted.includes('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.identity };
}
