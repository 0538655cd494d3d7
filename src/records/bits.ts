/**
 * Bit streams written as base64url text (RFC 4648 §5: `A`–`Z`, `a`–`z`, `0`–`9`, `-`,
 * `_`; six bits a character, most significant bit first, no `=` padding): the packing of
 * share links. Reading past the end or a bad character is a RecordError `bad-share`.
 */
import { RecordError } from '../notation/records/errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Bits per group of a number (see `writeNumber`). */
const GROUP_BITS = 5;
/** Groups a number may take: numbers up to 2^20 - 1. */
const MAX_GROUPS = 4;

/** Bits needed to write every value below `count`: `bitsFor(170)` is `8`. */
export function bitsFor(count: number): number {
  return Math.max(1, Math.ceil(Math.log2(count)));
}

/** Collects bits and writes them as text: `write(1, 3)` then `toString()` is `'I'` (`001000`). */
export class BitWriter {
  private readonly bits: number[] = [];

  /** Appends `value` (0 ≤ value < 2^width) in `width` bits, most significant first. */
  write(value: number, width: number): void {
    for (let bit = width - 1; bit >= 0; bit--) this.bits.push((value >> bit) & 1);
  }

  /**
   * Appends a whole number in groups of five bits, lowest group first, each group
   * preceded by a bit that says whether another follows: 0–31 take 6 bits, up to 1023 12.
   */
  writeNumber(value: number): void {
    let rest = value;
    do {
      const group = rest & 31;
      rest = Math.floor(rest / 32);
      this.write(rest > 0 ? 1 : 0, 1);
      this.write(group, GROUP_BITS);
    } while (rest > 0);
  }

  /** The bits as base64url text, the last character filled up with zero bits. */
  toString(): string {
    let text = '';
    for (let at = 0; at < this.bits.length; at += 6) {
      let value = 0;
      for (let bit = 0; bit < 6; bit++) value = (value << 1) | (this.bits[at + bit] ?? 0);
      text += ALPHABET[value];
    }
    return text;
  }
}

/** Reads bits back from base64url text: `new BitReader('I').read(3)` is `1`. */
export class BitReader {
  private readonly bits: number[] = [];
  private at = 0;

  /** Throws RecordError `bad-share` for a character outside base64url. */
  constructor(text: string) {
    for (let index = 0; index < text.length; index++) {
      const value = ALPHABET.indexOf(text[index]!);
      if (value < 0) throw new RecordError('bad-share', { token: text[index]!, position: index }, 'not a base64url character');
      for (let bit = 5; bit >= 0; bit--) this.bits.push((value >> bit) & 1);
    }
  }

  /** Reads `width` bits as a number; `bad-share` when the text ends first. */
  read(width: number): number {
    if (this.at + width > this.bits.length) throw new RecordError('bad-share', {}, 'cut short');
    let value = 0;
    for (let bit = 0; bit < width; bit++) value = (value << 1) | this.bits[this.at++]!;
    return value;
  }

  /** Reads a number written by `BitWriter.writeNumber`; `bad-share` past four groups. */
  readNumber(): number {
    let value = 0;
    for (let group = 0; group < MAX_GROUPS; group++) {
      const more = this.read(1);
      value += this.read(GROUP_BITS) * 32 ** group;
      if (more === 0) return value;
    }
    throw new RecordError('bad-share', {}, 'a number too large');
  }

  /** Checks that only the filling of the last character is left: fewer than six bits, all zero. */
  end(): void {
    const rest = this.bits.slice(this.at);
    if (rest.length >= 6 || rest.some((bit) => bit !== 0)) throw new RecordError('bad-share', {}, 'data after the end');
  }
}
