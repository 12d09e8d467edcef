/**
 * A signed string as a person can compare it byte by byte: the characters
 * that print as nothing get a visible mark. A line feed is marked and still
 * breaks the line, so the string keeps its shape; letters outside ASCII are
 * shown as they are, since they are what the reader typed.
 */

export type VisiblePiece = {text: string; mark: boolean};

const MARKS: Record<string, string> = {
  '\n': '↵',
  '\r': '␍',
  '\t': '→',
  ' ': '·',
};

/** U+2400 and on: the Control Pictures block draws C0 controls (␀ ␁ …) and DEL (␡). */
function controlPicture(char: string): string | null {
  const code = char.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '␡';
  return null;
}

/** The bytes as UTF-8 text in runs of plain text and marks; a line feed's mark is followed by a real line break. */
export function visiblePieces(bytes: Uint8Array): VisiblePiece[] {
  const text = new TextDecoder().decode(bytes);
  const pieces: VisiblePiece[] = [];
  let plain = '';
  for (const char of text) {
    const mark = MARKS[char] ?? controlPicture(char);
    if (mark === null) {
      plain += char;
      continue;
    }
    if (plain) pieces.push({text: plain, mark: false});
    plain = '';
    pieces.push({text: mark, mark: true});
    if (char === '\n') pieces.push({text: '\n', mark: false});
  }
  if (plain) pieces.push({text: plain, mark: false});
  return pieces;
}
