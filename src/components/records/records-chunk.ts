/**
 * The chunk of this folder: what goes into a board and out of it, loaded on first use, once
 * for every board: reading and writing records (record-io.ts, record-reading.ts), share
 * links (share-links.ts) and pictures with the downloads (pictures.ts). It brings the record
 * formats (src/records) and the SVG writer (src/svg/picture.ts) with it, so a board that
 * never reads, writes, shares or saves a game never loads them.
 *
 * One chunk rather than three: as more chunks, Rolldown 1.2.19 split src/vocabulary.ts and
 * src/board/values.ts out of embed.js into files of their own (one more request before any
 * board could draw; `npm run size` fails on that). DEVELOPERS.md says more.
 */
export { readSet, setEntry, writeRecord, type BoardRecord, type BoardRecordFormat, type BoardSet, type GameToWrite } from './record-io.js';
export { RecordReading } from './record-reading.js';
export { readLink, share, shareLink, type LinkedGame } from './share-links.js';
export { pictureSvg, saveDownload, saveFile } from './pictures.js';
