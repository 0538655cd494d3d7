/**
 * Pictures and downloads, the slot in embed.js: `toSvg()` and the replay bar's Download
 * buttons (the record as `gonnect.sgf`, the position as `connect6.svg` or `.png`). The
 * SVG writer (src/svg/picture.ts) and the savers load on first use with the records chunk (pictures.ts, records-chunk.ts).
 */
import { valueText } from '../../board/values.js';
import type { DownloadFormat } from '../../vocabulary.js';
import type { PictureSource } from '../../svg/picture.js';
import type { BoardFeature, FeatureHost } from '../core/feature.js';
import { recordsChunk } from './records-feature.js';

export class ExportFeature implements BoardFeature {
  constructor(private readonly host: FeatureHost) {}

  /** The position shown as a standalone SVG document's text (see `toSvg`). */
  async picture(): Promise<string> {
    const source = this.source; // the position at the call, whatever happens while the code loads
    const { pictureSvg } = await recordsChunk.load();
    return pictureSvg(source);
  }

  /** Saves the whole game as an SGF file, or the position shown as a picture. */
  async download(format: DownloadFormat): Promise<void> {
    const text = format === 'sgf' ? this.host.record('sgf') : this.picture();
    const saver = await this.host.load(recordsChunk, true);
    if (saver) await saver.saveDownload(text, this.host.descriptor.kind, format);
  }

  /** What `toSvg()` draws: the position shown, as the board shows it now. */
  private get source(): PictureSource {
    const { host } = this;
    const { values, session } = host;
    const theme = valueText(values.theme);
    const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    return {
      game: session.game.clone(),
      moves: [...session.moves],
      marks: host.reader.marks,
      numbers: host.reader.numbers,
      region: host.reader.region,
      coordinates: !values.noCoordinates,
      theme: dark ? 'dark' : 'light',
      t: host.t,
      sayTurn: Boolean(valueText(values.toPlay)),
    };
  }
}

export const exports = (host: FeatureHost) => new ExportFeature(host);
