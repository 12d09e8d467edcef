import {describe, expect, it} from 'vitest';
import {visiblePieces} from './visible';

const shown = (text: string) =>
  visiblePieces(new TextEncoder().encode(text))
    .map((piece) => (piece.mark ? `[${piece.text}]` : piece.text))
    .join('');

describe('visiblePieces', () => {
  it('marks line feeds and still breaks the line there', () => {
    expect(shown('1760432400\nPOST\n')).toBe('1760432400[↵]\nPOST[↵]\n');
  });

  it('marks carriage returns, tabs and spaces; shows other letters as they are', () => {
    expect(shown('{"a":\t"Заказ 1"}\r\n')).toBe('{"a":[→]"Заказ[·]1"}[␍][↵]\n');
  });

  it('draws other control characters with their control pictures', () => {
    expect(shown('a\u0000b\u007f')).toBe('a[␀]b[␡]');
  });
});
