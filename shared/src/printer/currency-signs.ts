// The cedi (₵) and naira (₦) signs on a thermal printer. No code page an ESC/POS printer carries has
// either sign (README.md, "Why ₵ and ₦ are drawn"), so the receipt defines both as the printer's
// own characters (ESC &, 12 × 24 dots: Font A, the font every receipt is printed in) and prints
// each one with the user-defined set switched on around it (ESC % 1 … ESC % 0); the rest of the
// receipt stays text in code page 437.

const ESC = 0x1b;

/** Font A's cell: 12 dots wide, 24 dots (3 bytes) tall. */
const GLYPH_WIDTH = 12;
const GLYPH_BYTES_TALL = 3;

/** Where the two signs are defined in the user-defined set: `$` and `%`, side by side as ESC & needs. */
const CEDI_CODE = 0x24;
const NAIRA_CODE = 0x25;

// Each sign as the printer draws it: 24 rows of 12 dots, `#` a dot printed.
const CEDI_ROWS = [
  '............',
  '............',
  '......#.....',
  '......#.....',
  '....#####...',
  '...##.#.##..',
  '..##..#..##.',
  '..##..#.....',
  '.##...#.....',
  '.##...#.....',
  '.##...#.....',
  '.##...#.....',
  '.##...#.....',
  '.##...#.....',
  '.##...#.....',
  '..##..#.....',
  '..##..#..##.',
  '...##.#.##..',
  '....#####...',
  '......#.....',
  '......#.....',
  '............',
  '............',
  '............',
];

const NAIRA_ROWS = [
  '............',
  '............',
  '............',
  '............',
  '.##......##.',
  '.###.....##.',
  '.###.....##.',
  '.####....##.',
  '.##.##...##.',
  '############',
  '.##..##..##.',
  '.##..##..##.',
  '.##...##.##.',
  '############',
  '.##....####.',
  '.##....####.',
  '.##.....###.',
  '.##.....###.',
  '.##......##.',
  '............',
  '............',
  '............',
  '............',
  '............',
];

/** A glyph as ESC & wants it: column by column, 3 bytes a column, the top dot the high bit. */
export function glyphColumns(rows: readonly string[]): number[] {
  const bytes: number[] = [];
  for (let x = 0; x < GLYPH_WIDTH; x++) {
    for (let band = 0; band < GLYPH_BYTES_TALL; band++) {
      let byte = 0;
      for (let bit = 0; bit < 8; bit++) if (rows[band * 8 + bit]?.[x] === '#') byte |= 0x80 >> bit;
      bytes.push(byte);
    }
  }
  return bytes;
}

/** ESC & 3 c1 c2 [12 columns]…: defines ₵ at CEDI_CODE and ₦ at NAIRA_CODE (Font A). ESC @ forgets them. */
export const DEFINE_CURRENCY_SIGNS: readonly number[] = [
  ESC, 0x26, GLYPH_BYTES_TALL, CEDI_CODE, NAIRA_CODE,
  GLYPH_WIDTH, ...glyphColumns(CEDI_ROWS),
  GLYPH_WIDTH, ...glyphColumns(NAIRA_ROWS),
];

/** The signs the printer has no code page for, and the bytes that print each one. */
export const CURRENCY_SIGN_BYTES: Readonly<Record<string, readonly number[]>> = {
  '₵': [ESC, 0x25, 1, CEDI_CODE, ESC, 0x25, 0],
  '₦': [ESC, 0x25, 1, NAIRA_CODE, ESC, 0x25, 0],
};

/** Text cut where a sign the printer draws itself stands: text pieces and signs, in order. */
export function splitAtCurrencySigns(text: string): Array<{ text: string } | { sign: string }> {
  const pieces: Array<{ text: string } | { sign: string }> = [];
  let run = '';
  for (const char of text) {
    if (CURRENCY_SIGN_BYTES[char]) {
      if (run) pieces.push({ text: run });
      pieces.push({ sign: char });
      run = '';
    } else run += char;
  }
  if (run) pieces.push({ text: run });
  return pieces;
}
