/**
 * The editor (`edit`), loaded on first use: the board becomes an editor of its own
 * position. A point tool acts on a click or Enter on a point (editor-state.ts says how);
 * Alternate plays moves by the rules, building the game's tree with its variations (the
 * session does that, and the editor hears the move). Every edit is one {@link EditorState}
 * on the undo list; the board shows the state (its setup, its tree at the node shown) and
 * the live region says what changed. With a goal, each edit is checked in the worker
 * (`checkProblem`), the next edit cancelling the check, and the status line says what it
 * found. `toHtml()` writes the snippet (snippet.ts); the `edit` event carries it after each
 * edit by the reader.
 */
import type { ReactiveController } from 'lit';
import type { PlacedMark } from '../../board/attributes.js';
import type { Geometry } from '../../board/geometry.js';
import { parseRegion } from '../../board/region.js';
import { valueText, wholeNumber } from '../../board/values.js';
import type { BoardGame } from '../../engine/game.js';
import { SetupError } from '../../engine/types.js';
import type { Translate } from '../../i18n/i18n.js';
import { parseMarks } from '../../notation/marks.js';
import { GAME_GOALS, type Goal } from '../../vocabulary.js';
import { addStyles } from '../core/adopt.js';
import type { FeatureHost } from '../core/feature.js';
import { aiChunk } from '../core/loader.js';
import { MoveNode } from '../core/move-tree.js';
import { LiveCheck, type EditorClient } from './editor-check.js';
import { openRecordFile } from './editor-files.js';
import {
  cloneTree,
  eraseMarks,
  firstIllegal,
  linesTree,
  nodeAt,
  pathTo,
  playedMainLine,
  regionText,
  setupOf,
  toggleLabel,
  toggleShape,
  toggleStone,
  withNode,
  type EditorState,
  type PointTool,
} from './editor-state.js';
import { editorPanel, editorStyles, regionLayer, type PanelActions } from './editor-view.js';
import { boardLink, snippet, type SnippetBoard } from './snippet.js';

export type { EditorClient };

/** One entry of the undo or redo list: the state before or after, and what the edit was (said again on undo). */
interface Step {
  state: EditorState;
  said: string;
}

export class Editor implements ReactiveController {
  /** The worker client: a test replaces this to run checks in the page. */
  static createClient: () => Promise<EditorClient> = async () => (await aiChunk.load()).createAiClient();

  tool: PointTool = 'black';
  /** The state shown, and the lists of undo and redo. */
  private current!: EditorState;
  private readonly undos: Step[] = [];
  private readonly redos: Step[] = [];
  /** The first corner of a region being drawn. */
  private corner: number | null = null;
  /** Whether the answers the check found are marked on the board. */
  showAnswers = false;
  /** What the page may not copy: the snippet or the link then shows in a text area to copy by hand. */
  private refused: 'snippet' | 'link' | null = null;
  /** The problem's check after each edit (editor-check.ts). */
  private readonly live: LiveCheck;
  /** While the editor shows a state, the session's changes are its own, not the reader's. */
  private showing = false;
  /** The tree the session had when the editor last read or showed it: another one is a game from elsewhere (a record). */
  private treeSeen: MoveNode | null = null;

  constructor(private readonly host: FeatureHost) {
    this.live = new LiveCheck(host, () => Editor.createClient());
    host.addController(this);
    if (host.root) addStyles(host.root, editorStyles);
    host.session.listen((event) => {
      if (this.showing) return;
      if (event.type === 'move' || event.type === 'swap') this.heard(event.type === 'swap' ? 'swap' : event.detail.point);
      else if (event.type === 'navigate') this.current = { ...this.current, path: pathTo(this.host.session.shownNode) };
    });
  }

  hostDisconnected(): void {
    this.live.dispose();
  }

  /** Takes what the board shows as the editor's content (the first time, and when the page gives the board a new game: attributes, a record). */
  read(fresh: boolean): void {
    const { session, values, reader } = this.host;
    if (!fresh && this.current && session.tree === this.treeSeen) return;
    this.treeSeen = session.tree;
    const start = session.initialGame();
    const { black, white, toPlay } = start.setup;
    const notes = session.tree.notes;
    // The `marks` attribute is the diagram's: the editor takes them as the start's marks, drawn
    // and edited as such (a bad value, which the board names, brings none).
    if (!notes.marks?.length) {
      try {
        const marks = parseMarks(valueText(values.marks) ?? '', start.size);
        if (marks.length) notes.marks = marks;
      } catch {
        // The board says what is wrong with the attribute.
      }
    }
    const goal = (valueText(values.goal)?.trim().toLowerCase() ?? notes.goal ?? null) as Goal | null;
    const posed = goal && (GAME_GOALS[start.kind] as readonly string[]).includes(goal) ? goal : null;
    // A problem's authored lines (its `solution`, or a record problem's lines) become the tree's moves.
    const lines = valueText(values.solution) ?? notes.solution;
    const tree = posed && lines && !session.tree.children.length ? linesTree(start, lines, session.tree) : cloneTree(session.tree);
    this.current = {
      black,
      white,
      toPlay: toPlay === 'black' ? null : toPlay,
      region: reader.region ? regionText(reader.region, start) : null,
      goal: posed,
      within: wholeNumber(values.within) ?? notes.within ?? 1,
      tree,
      path: tree === session.tree ? pathTo(session.shownNode) : [],
    };
    this.undos.length = this.redos.length = 0;
    this.check();
  }

  /** A point tool's click or Enter; false lets the board play it (Alternate). */
  place(index: number): boolean {
    if (this.tool === 'alternate') return false;
    const { t } = this.host;
    const start = this.host.session.initialGame();
    const point = start.pointAt(index);
    const state = this.current;
    const tool = this.tool;
    if (tool === 'black' || tool === 'white') {
      const on = state[tool].includes(point);
      this.edit(toggleStone(state, point, tool), t(`editor.said.${tool}${on ? 'Off' : ''}`, { point }));
    } else if (tool === 'erase') {
      const stone = state.black.includes(point) || state.white.includes(point);
      const next = stone
        ? { ...state, black: state.black.filter((p) => p !== point), white: state.white.filter((p) => p !== point) }
        : eraseMarks(state, point);
      if (next) this.edit(next, t('editor.said.erased', { point }));
      else this.say(t(this.host.session.game.stoneAt(index) ? 'editor.said.moveStone' : 'editor.said.nothing', { point }));
    } else if (tool === 'letter' || tool === 'number') {
      const next = toggleLabel(state, point, tool);
      const label = nodeAt(next.tree, next.path).notes.marks?.find((mark) => mark.point === point)?.label;
      this.edit(next, label ? t('editor.said.label', { label, point }) : t('editor.said.labelOff', { point }));
    } else if (tool === 'region') this.regionCorner(index, start);
    else {
      const had = nodeAt(state.tree, state.path).notes.marks?.some((mark) => mark.point === point && mark.kind === tool);
      this.edit(toggleShape(state, point, tool), t(`editor.said.mark${had ? 'Off' : ''}`, { shape: t(`editor.tool.${tool}`), point }));
    }
    return true;
  }

  /** A drag with the region tool draws the region between its two corners. */
  drag(from: number, to: number): boolean {
    if (this.tool !== 'region') return false;
    this.corner = from;
    this.regionCorner(to, this.start());
    return true;
  }

  /** The region tool: the first click is a corner, the second the opposite one (the same point twice: the whole board). */
  private regionCorner(index: number, start: BoardGame): void {
    const { t } = this.host;
    if (this.corner === null) {
      this.corner = index;
      this.say(t('editor.said.regionStart', { point: start.pointAt(index) }));
      this.host.requestUpdate();
      return;
    }
    const first = this.corner;
    this.corner = null;
    const region = first === index ? null : `${start.pointAt(first)}-${start.pointAt(index)}`;
    this.edit({ ...this.current, region }, region ? t('editor.said.region', { region }) : t('editor.said.regionOff'));
  }

  /** A move played with Alternate (or a swap): the session built it into its tree. */
  private heard(point: string): void {
    const { session, t } = this.host;
    const next = { ...this.current, tree: cloneTree(session.tree), path: pathTo(session.shownNode) };
    this.commit(next, t('editor.said.move', { point }));
  }

  /** An edit: shown if the board can show it (else refused, and nothing changes), then kept. */
  edit(next: EditorState, said: string): boolean {
    if (!this.show(next)) return false;
    this.commit(next, said);
    return true;
  }

  /** Keeps a state the board shows as the new content: undo list, live region, `edit` event, check. */
  private commit(next: EditorState, said: string): void {
    this.undos.push({ state: this.current, said });
    this.redos.length = 0;
    this.current = next;
    this.said(said);
  }

  undo(): void {
    this.travel(this.undos, this.redos, 'undone');
  }

  redo(): void {
    this.travel(this.redos, this.undos, 'redone');
  }

  private travel(from: Step[], to: Step[], word: string): void {
    const { t } = this.host;
    const step = from.pop();
    if (!step) return this.say(t(`editor.said.${word === 'undone' ? 'nothingToUndo' : 'nothingToRedo'}`));
    to.push({ state: this.current, said: step.said });
    this.show(step.state);
    this.current = step.state;
    this.said(t(`editor.said.${word}`, { edit: step.said }));
  }

  /** After an edit, undo or redo: said, fired, checked. */
  private said(text: string): void {
    this.say(text);
    this.host.fire({ type: 'edit', detail: { html: this.html() } });
    this.check();
  }

  private say(text: string): void {
    this.host.session.say('editor.said.text', { text });
  }

  /**
   * Shows a state on the board: its setup, its tree (the main line played), the node shown.
   * A setup the rules refuse, or that a move of the tree no longer fits, is said and not shown.
   */
  private show(state: EditorState): boolean {
    const { host } = this;
    const { t, session, descriptor } = host;
    let start: BoardGame;
    try {
      start = descriptor.create(session.game.size, setupOf(state), host.values as never);
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      this.say(t('editor.said.badSetup', { point: error.value ?? '' }));
      return false;
    }
    const illegal = firstIllegal(start, state.tree);
    if (illegal !== null) {
      this.say(t('editor.said.movesBroken', { point: illegal }));
      return false;
    }
    this.showing = true;
    try {
      const tree = cloneTree(state.tree);
      host.show(playedMainLine(start, tree), 0, tree);
      this.treeSeen = session.tree;
      for (const child of state.path) {
        session.change({ kind: 'line', child }, false);
        session.change({ kind: 'goto', ply: session.ply + 1 }, false);
      }
    } finally {
      this.showing = false;
    }
    return true;
  }

  /** Opens a record's first game into the editor (file picker, drop): one edit, undone like any. */
  async open(file: File): Promise<void> {
    const { t, session, descriptor } = this.host;
    try {
      const opened = await openRecordFile(file, descriptor.kind, session.game.size, this.current.region);
      if (!('refused' in opened)) this.edit(opened, t('editor.said.opened', { name: file.name }));
      else if (opened.refused === 'otherSize') this.say(t('editor.said.otherSize', { size: opened.size }));
      else this.say(t('editor.said.unreadable', { name: file.name }));
    } catch (error) {
      this.say(t('editor.said.unreadable', { name: file.name }));
      console.error(error);
    }
  }

  /** The markup of a board showing what the editor holds. */
  html(): string {
    return snippet(this.current, this.snippetBoard());
  }

  /** The board a snippet or link is for: its tag, its start, the pie rule. */
  private snippetBoard(): SnippetBoard {
    const { host } = this;
    const noSwap = Boolean((host.values as unknown as { noSwap?: boolean }).noSwap);
    return { tag: host.descriptor.kind === 'gonnect' ? 'gonnect-board' : 'connect6-board', start: this.start(), noSwap };
  }

  /** Checks the problem the editor holds (none without a goal); the next edit cancels it. */
  private check(): void {
    this.live.run(this.current, this.start());
  }

  /** The game's start: the setup, no move. */
  private start(): BoardGame {
    const start = this.host.session.initialGame();
    while (start.undo());
    return start;
  }

  status(t: Translate): string | null {
    return this.live.status(t, this.current, this.host.session.initialGame().setup.toPlay, this.host.descriptor.kind);
  }

  /** The first corner of a region being drawn, and the answers when asked for. */
  marks(): PlacedMark[] {
    const game = this.host.session.game;
    const marks: PlacedMark[] = [];
    if (this.showAnswers && !this.host.session.ply)
      for (const turn of this.live.answers)
        for (const point of turn) marks.push({ mark: { point, kind: 'label', label: '✓' }, index: game.indexOf(point) });
    return marks;
  }

  /** The region, outlined over the whole board (the editor shows every point), and a region's first corner. */
  layer(geometry: Geometry): unknown {
    const { region } = this.current;
    return regionLayer(geometry, region ? parseRegion(region, geometry.size) : null, this.corner);
  }

  /** The editor's panel under the board. */
  render(t: Translate): unknown {
    const actions: PanelActions = {
      tool: (tool) => {
        this.tool = tool;
        this.corner = null;
        this.host.requestUpdate();
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
      clear: () =>
        this.edit(
          { black: [], white: [], toPlay: null, region: null, goal: null, within: 1, tree: new MoveNode(Number.NaN, null), path: [] },
          t('editor.said.cleared'),
        ),
      toPlay: (color) => this.edit({ ...this.current, toPlay: color === 'black' ? null : color }, t(`editor.said.toPlay_${color}`)),
      goal: (goal) =>
        this.edit({ ...this.current, goal }, goal ? t('editor.said.goal', { goal: t(`editor.goal.${goal}`) }) : t('editor.said.goalOff')),
      within: (within) => this.edit({ ...this.current, within }, t('editor.said.within', { depth: within })),
      comment: (text) =>
        this.edit(
          withNode(this.current, (node) => {
            if (text) node.notes.comment = text;
            else delete node.notes.comment;
          }),
          t('editor.said.comment'),
        ),
      answers: () => {
        this.showAnswers = !this.showAnswers;
        this.host.requestUpdate();
      },
      copy: () => void this.copy('snippet'),
      link: () => void this.copy('link'),
      download: (format) => this.host.download(format),
      open: (file) => void this.open(file),
    };
    const node = nodeAt(this.current.tree, this.current.path);
    return editorPanel(
      t,
      {
        kind: this.host.descriptor.kind,
        tool: this.tool,
        toPlay: this.current.toPlay ?? 'black',
        goal: this.current.goal,
        within: this.current.within,
        comment: node.notes.comment ?? '',
        canUndo: this.undos.length > 0,
        canRedo: this.redos.length > 0,
        answers: this.live.answers.length > 0 ? this.showAnswers : null,
        snippet: this.refused === 'snippet' ? this.html() : this.refused === 'link' ? this.link() : null,
      },
      actions,
    );
  }

  /** Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo. */
  handleKey(event: KeyboardEvent): void {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) this.undo();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) this.redo();
    else return;
    event.preventDefault();
  }

  /** Copies the snippet; where the page may not, shows it to copy by hand. */
  private async copy(what: 'snippet' | 'link'): Promise<void> {
    const { t } = this.host;
    try {
      await navigator.clipboard.writeText(what === 'snippet' ? this.html() : this.link());
      this.refused = null;
      this.say(t(what === 'snippet' ? 'editor.said.copied' : 'editor.said.linkCopied'));
    } catch {
      this.refused = what;
      this.say(t('editor.said.copyRefused'));
    }
    this.host.requestUpdate();
  }

  /** A link to the embed's `board.html` (beside this code) showing what the editor holds. */
  link(): string {
    return boardLink(this.current, this.snippetBoard(), new URL(/* @vite-ignore */ 'board.html', import.meta.url));
  }
}
