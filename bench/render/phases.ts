// Where the work of a move goes, read from a Chromium trace (bench/render-phases.ts).
//
// The same threads as bench/render/trace.ts (the page's process but its IO thread, and the
// GPU process's display compositor), split by phase: on the page's main thread the call
// (the timer that makes it, with the update it causes), style, layout, pre-paint, paint
// and the commit to the compositor; the compositor thread; raster; the display
// compositor. Each phase's figure is the processor time of its events in the window
// after a move's mark; events of one name do not nest, so their times add up.

import { parseTrace } from './trace.js';

/** The trace categories the phases need. */
export const PHASE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** A phase: its label, and which events of which thread it sums. */
const PHASES: { label: string; thread: RegExp; events: RegExp }[] = [
  { label: 'call and update (script)', thread: /^CrRendererMain$/, events: /^TimerFire$/ },
  { label: 'style', thread: /^CrRendererMain$/, events: /^UpdateLayoutTree$/ },
  { label: 'layout', thread: /^CrRendererMain$/, events: /^Layout$/ },
  { label: 'pre-paint', thread: /^CrRendererMain$/, events: /^PrePaint$/ },
  { label: 'paint', thread: /^CrRendererMain$/, events: /^Paint$/ },
  { label: 'layerize and commit', thread: /^CrRendererMain$/, events: /^(Layerize|Commit)$/ },
  { label: 'main thread, all', thread: /^CrRendererMain$/, events: /^ThreadControllerImpl::RunTask$/ },
  { label: 'compositor thread', thread: /^Compositor$/, events: /^ThreadControllerImpl::RunTask$/ },
  { label: 'raster', thread: /^ThreadPoolForegroundWorker$/, events: /^RasterTask$/ },
  { label: 'thread pool, all', thread: /^ThreadPoolForegroundWorker$/, events: /^ThreadPool_RunTask$/ },
  { label: 'display compositor', thread: /^VizCompositorThread$/, events: /^ThreadControllerImpl::RunTask$/ },
];

export const PHASE_LABELS = PHASES.map((phase) => phase.label);

/** For each move (a mark named `markPrefix` + N), the milliseconds of each phase in the `windowMs` after its mark. */
export function phasesOfMoves(json: string, markPrefix: string, moves: number, windowMs: number): Map<string, number>[] {
  const { events, marks: named, threadOf, draws } = parseTrace(json, markPrefix);
  const marks = Array.from({ length: moves }, (_, n) => named.get(`${markPrefix}${n}`));
  const out = Array.from({ length: moves }, () => new Map<string, number>(PHASE_LABELS.map((label) => [label, 0])));
  for (const event of events) {
    if (event.ph !== 'X' || event.tdur === undefined || !draws(event)) continue;
    const thread = threadOf(event);
    const move = marks.findIndex((at) => at !== undefined && event.ts + (event.dur ?? 0) > at && event.ts < at + windowMs * 1000);
    if (move < 0) continue;
    for (const phase of PHASES) {
      if (phase.thread.test(thread) && phase.events.test(event.name))
        out[move]!.set(phase.label, out[move]!.get(phase.label)! + event.tdur / 1000);
    }
  }
  return out;
}
