import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
/** The encodings a request's Accept-Encoding takes (none refused with q=0), lower case. */
function acceptedEncodings(acceptEncoding: string | undefined) {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
}

export function pickEncoding(
  file: PrecompressedFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.br && accepted.includes('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepted.includes('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.identity };
}

const brotliNow = promisify(brotliCompress);
const gzipNow = promisify(gzip);

/**
 * A page drawn for one request (the booking page and its live slots, decision 474), compressed
 * as the client accepts: brotli at quality 5, a millisecond or two for a page of 70 KB and
 * within a few percent of the build's quality 11, then gzip, then none.
 */
export async function compressForRequest(
  identity: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.includes('br')) {
    const body = await brotliNow(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    return { body, encoding: 'br' };
  }
  if (accepted.includes('gzip')) return { body: await gzipNow(identity), encoding: 'gzip' };
  return { body: identity };
}
