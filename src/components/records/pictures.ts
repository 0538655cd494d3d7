/**
 * Pictures and downloads, the part of the records chunk (records-chunk.ts) that export-feature.ts uses: the
 * picture of the position shown (`toSvg`: src/svg/picture.ts) and the replay bar's
 * downloads (the record as `gonnect.sgf`, the picture as `connect6.svg` or `.png`).
 */
import type { DownloadFormat, GameKind } from '../../vocabulary.js';
import { saveBlob, savePicture } from './picture-export.js';

export { pictureSvg } from '../../svg/picture.js';

/** Saves a record's text as a file the browser downloads: `saveFile(sgf, 'connect6.sgf')`. */
export function saveFile(text: string, name: string): void {
  saveBlob(new Blob([text], { type: 'application/x-go-sgf' }), name);
}

/** Saves a download of the replay bar: the record (`gonnect.sgf`) or a picture (`connect6.svg`, `connect6.png`) of `text`. */
export async function saveDownload(text: Promise<string>, kind: GameKind, format: DownloadFormat): Promise<void> {
  const name = `${kind}.${format}`;
  if (format === 'sgf') return saveFile(await text, name);
  return savePicture(await text, name, format);
}
