/**
 * A record file opened into the editor (the file picker, a file dropped on the panel): its
 * first game, read as a board reads a record (at most 1 MB and 100,000 nodes, in slices so
 * that the page stays responsive), as an {@link EditorState}. A problem's lines become the
 * tree's moves, as when a problem board is made editable.
 */
import { inSlices, loadRecordTreeSteps, MAX_RECORD_LENGTH, MAX_RECORD_NODES } from '../../records/index.js';
import type { GameKind } from '../../vocabulary.js';
import { boardTree, problemTree } from '../core/record-tree.js';
import { linesTree, type EditorState } from './editor-state.js';

/** Why a file cannot be opened: it is no record this board reads, or one of another size. */
export type Refusal = { refused: 'unreadable' } | { refused: 'otherSize'; size: number };

/** The file's first game as the editor's content (the region kept), or why not. */
export async function openRecordFile(file: File, kind: GameKind, size: number, region: string | null): Promise<EditorState | Refusal> {
  if (file.size > MAX_RECORD_LENGTH) return { refused: 'unreadable' };
  const [loaded] = await inSlices(loadRecordTreeSteps(await file.text(), kind, undefined, { maxNodes: MAX_RECORD_NODES }));
  if (!loaded) return { refused: 'unreadable' };
  const { tree } = loaded;
  const start = loaded.game.clone();
  while (start.undo());
  if (start.size !== size) return { refused: 'otherSize', size: start.size };
  const problem = tree.goal ? problemTree(tree) : null;
  const { black, white, toPlay } = start.setup;
  return {
    black,
    white,
    toPlay: toPlay === 'black' ? null : toPlay,
    region,
    goal: tree.goal ?? null,
    within: tree.within ?? 1,
    tree: problem ? linesTree(start, problem.notes.solution ?? '', problem) : boardTree(tree),
    path: [],
  };
}
