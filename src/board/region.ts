/**
 * Reading `region`: the part of the board a drawing shows, written as two opposite
 * corners in any order (`"A1-G7"`, `"g7-a1"`, `"C3 - J9"`). Absent or empty, the whole
 * board. The rules still see the whole board; only the drawing and the keyboard grid
 * keep to the region.
 */
import { NotationError, parsePoint } from '../notation/point.js';
import { fail } from './errors.js';
import { valueText } from './values.js';
import type { Region } from './geometry.js';

/** Two corners joined by a dash, spaces allowed around it. */
const REGION_PATTERN = /^\s*(\S+?)\s*-\s*(\S+)\s*$/;

/** The region `value` names on a board of `size`, or null for the whole board; throws FaultError naming `region`. */
export function parseRegion(value: unknown, size: number): Region | null {
  const text = valueText(value) ?? '';
  if (!text.trim()) return null;
  const match = REGION_PATTERN.exec(text);
  if (!match) fail('region', 'bad-region', text);
  const [a, b] = [match[1]!, match[2]!].map((corner) => {
    try {
      return parsePoint(corner, size);
    } catch (error) {
      if (error instanceof NotationError) fail('region', error.code, corner);
      throw error;
    }
  }) as [{ col: number; row: number }, { col: number; row: number }];
  return {
    left: Math.min(a.col, b.col),
    bottom: Math.min(a.row, b.row),
    right: Math.max(a.col, b.col),
    top: Math.max(a.row, b.row),
  };
}

/** Whether a region read for one size still fits a board of `size`. */
export function regionFits(region: Region, size: number): boolean {
  return region.right < size && region.top < size;
}
