/**
 * The little of PNG the social cards need: the size from IHDR, and text
 * chunks, so each card carries its alt text and a fingerprint of what it was
 * drawn from (see `template.ts`), which the unit tests compare with the
 * current sources.
 */
import zlib from 'zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PngInfo = {
  width: number;
  height: number;
  /** tEXt (Latin-1) and uncompressed iTXt (UTF-8) chunks by keyword. */
  text: Record<string, string>;
};

type Chunk = {type: string; data: Buffer; start: number; end: number};

/** The chunks of a PNG, each checked against its CRC; IHDR first. */
function chunksOf(png: Buffer): [Chunk, ...Chunk[]] {
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    throw new Error('Not a PNG file: the signature is missing.');
  }
  const chunks: Chunk[] = [];
  let offset = SIGNATURE.length;
  while (offset < png.length) {
    if (offset + 12 > png.length) {
      throw new Error(`PNG truncated at byte ${offset}.`);
    }
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) {
      throw new Error(`PNG chunk ${type} at byte ${offset} runs past the end of the file.`);
    }
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) {
      throw new Error(`PNG chunk ${type} at byte ${offset} has a wrong CRC.`);
    }
    chunks.push({type, data, start: offset, end});
    offset = end;
  }
  const [header, ...rest] = chunks;
  if (header?.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') {
    throw new Error('PNG does not start with IHDR or does not end with IEND.');
  }
  return [header, ...rest];
}

function textOf(chunk: Chunk): [string, string] | null {
  const keywordEnd = chunk.data.indexOf(0);
  if (keywordEnd < 1) {
    return null;
  }
  const keyword = chunk.data.toString('latin1', 0, keywordEnd);
  if (chunk.type === 'tEXt') {
    return [keyword, chunk.data.toString('latin1', keywordEnd + 1)];
  }
  // iTXt: keyword, compression flag, method, language tag, translated keyword, text.
  const compressed = chunk.data[keywordEnd + 1] === 1;
  const languageEnd = chunk.data.indexOf(0, keywordEnd + 3);
  const translatedEnd = chunk.data.indexOf(0, languageEnd + 1);
  if (compressed || languageEnd < 0 || translatedEnd < 0) {
    return null;
  }
  return [keyword, chunk.data.toString('utf8', translatedEnd + 1)];
}

export function readPng(png: Buffer): PngInfo {
  const chunks = chunksOf(png);
  const header = chunks[0].data;
  const text: Record<string, string> = {};
  for (const chunk of chunks) {
    if (chunk.type === 'tEXt' || chunk.type === 'iTXt') {
      const entry = textOf(chunk);
      if (entry) {
        text[entry[0]] = entry[1];
      }
    }
  }
  return {width: header.readUInt32BE(0), height: header.readUInt32BE(4), text};
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A text chunk: tEXt when the value is Latin-1, else an uncompressed UTF-8 iTXt. */
function textChunk(keyword: string, value: string): Buffer {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) {
    throw new Error(`PNG text keyword "${keyword}" must be 1 to 79 printable ASCII characters.`);
  }
  const key = Buffer.from(keyword, 'latin1');
  if (/^[\x20-\x7e\n]*$/.test(value)) {
    return chunk('tEXt', Buffer.concat([key, Buffer.from([0]), Buffer.from(value, 'latin1')]));
  }
  // Keyword, no compression, method 0, empty language tag and translated keyword.
  const header = Buffer.from([0, 0, 0, 0, 0]);
  return chunk('iTXt', Buffer.concat([key, header, Buffer.from(value, 'utf8')]));
}

/**
 * The PNG with these text chunks right after IHDR, and any earlier text
 * chunks with the same keywords dropped.
 */
export function withText(png: Buffer, text: Record<string, string>): Buffer {
  const [header, ...rest] = chunksOf(png);
  const kept = rest.filter((each) => {
    const entry = each.type === 'tEXt' || each.type === 'iTXt' ? textOf(each) : null;
    return !entry || !(entry[0] in text);
  });
  const bytesOf = (each: Chunk) => png.subarray(each.start, each.end);
  const added = Object.entries(text).map(([keyword, value]) => textChunk(keyword, value));
  return Buffer.concat([SIGNATURE, bytesOf(header), ...added, ...kept.map(bytesOf)]);
}
