/**
 * Just enough PNG and ICO handling for the brand images: read a PNG's size, and carry a text
 * chunk (tEXt) with the hash of the markup an image was drawn from, so a test can tell when a
 * committed image no longer matches its source.
 */
import { crc32 } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
  /** Offset of the chunk's length field in the file. */
  offset: number;
}

function chunksOf(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG file');
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length), offset });
    offset += 12 + length;
  }
  return chunks;
}

export function pngSize(png: Buffer): { width: number; height: number } {
  const header = chunksOf(png)[0];
  if (header?.type !== 'IHDR') throw new Error('PNG without IHDR');
  return { width: header.data.readUInt32BE(0), height: header.data.readUInt32BE(4) };
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The PNG with a tEXt chunk `keyword=text` right after its header. */
export function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const header = chunksOf(png)[0];
  if (header?.type !== 'IHDR') throw new Error('PNG without IHDR');
  const afterHeader = header.offset + 12 + header.data.length;
  const textChunk = chunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, afterHeader), textChunk, png.subarray(afterHeader)]);
}

export function readTextChunk(png: Buffer, keyword: string): string | undefined {
  for (const { type, data } of chunksOf(png)) {
    if (type !== 'tEXt') continue;
    const separator = data.indexOf(0);
    if (data.toString('latin1', 0, separator) === keyword) {
      return data.toString('latin1', separator + 1);
    }
  }
  return undefined;
}

/** An .ico holding one PNG image (valid in every browser since Windows Vista's format). */
export function icoFromPng(png: Buffer): Buffer {
  const { width, height } = pngSize(png);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6);
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

/** The PNG inside an .ico made by icoFromPng. */
export function pngFromIco(ico: Buffer): Buffer {
  if (ico.readUInt16LE(2) !== 1 || ico.readUInt16LE(4) < 1) throw new Error('not an icon file');
  const size = ico.readUInt32LE(14);
  const offset = ico.readUInt32LE(18);
  return ico.subarray(offset, offset + size);
}
