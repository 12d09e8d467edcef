import zlib from 'zlib';
import {describe, expect, it} from 'vitest';
import {readPng, withText} from './png';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 3×2 greyscale PNG, written by hand. */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(3, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth; colour type 0 (greyscale), the rest 0
  const rows = Buffer.from([0, 10, 20, 30, 0, 40, 50, 60]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('readPng', () => {
  it('reads the size from IHDR', () => {
    expect(readPng(tinyPng())).toEqual({width: 3, height: 2, text: {}});
  });

  it('refuses what is not a PNG or is damaged', () => {
    expect(() => readPng(Buffer.from('GIF89a'))).toThrow(/signature/);
    const damaged = tinyPng();
    damaged[20] = 9; // inside IHDR's data: its CRC no longer matches
    expect(() => readPng(damaged)).toThrow(/IHDR at byte 8 has a wrong CRC/);
    expect(() => readPng(tinyPng().subarray(0, 40))).toThrow(/runs past the end|truncated/);
  });
});

describe('withText', () => {
  it('adds Latin-1 and UTF-8 text that reads back, keeping the image', () => {
    const png = withText(tinyPng(), {Software: 'npm run social-cards', Description: 'Выплаты'});
    expect(readPng(png)).toEqual({
      width: 3,
      height: 2,
      text: {Software: 'npm run social-cards', Description: 'Выплаты'},
    });
    expect(png.includes(zlib.deflateSync(Buffer.from([0, 10, 20, 30, 0, 40, 50, 60])))).toBe(true);
  });

  it('replaces text with the same keyword instead of adding a second', () => {
    const once = withText(tinyPng(), {Comment: 'first', Other: 'kept'});
    const twice = withText(once, {Comment: 'later'});
    expect(readPng(twice).text).toEqual({Comment: 'later', Other: 'kept'});
    // Same keyword, value of the same length: one chunk replaced, none added.
    expect(twice.length).toBe(once.length);
  });

  it('refuses a keyword PNG cannot hold', () => {
    expect(() => withText(tinyPng(), {'': 'x'})).toThrow(/keyword/);
    expect(() => withText(tinyPng(), {Описание: 'x'})).toThrow(/keyword/);
  });
});
