// The work a browser does for one move, read from a Chromium trace.
//
// The page marks each call (`performance.mark('move 3')`, a `blink.user_timing` event).
// The move costs the processor time spent, from that mark until the move is drawn, by
// the threads that turn a DOM change into pixels: the page's main thread (the call
// itself, the update, style, layout, paint), its compositor thread and its raster
// workers (every task of the page's process but its IO thread), and the display
// compositor of the GPU process, which draws the frame. The time of each task is the
// thread's own processor time (the trace's `tdur`), so neither the wait for the next
// frame nor a spell in which another process had the processor counts: the figure is
// the work, and other programs running on the machine do not swell it.

/** One event of the Trace Event Format, as Chromium writes it. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start and length on the wall clock, in microseconds. */
  ts: number;
  dur?: number;
  /** Start and length in the thread's processor time, in microseconds. */
  tts?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The categories to record: the top-level tasks of every thread, and the page's marks. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/** A task of a drawing thread: wall-clock start and end, and its span in the thread's processor time (µs). */
interface Task {
  start: number;
  end: number;
  cpuStart: number;
  cpuEnd: number;
}

/** The tasks of each drawing thread, and the page's marks by name (wall clock, µs). */
export interface Timeline {
  threads: Task[][];
  marks: Map<string, number>;
}

/** A trace read: its events, the page's marks by name (wall clock, µs), and who did what. */
export interface ParsedTrace {
  events: TraceEvent[];
  marks: Map<string, number>;
  /** The name of the thread an event ran on: `'CrRendererMain'`. */
  threadOf: (event: TraceEvent) => string;
  /** Whether an event ran on a drawing thread (the page's process but its IO thread, or the display compositor). */
  draws: (event: TraceEvent) => boolean;
}

/** Reads a trace (the JSON Chromium writes), with the marks starting with `markPrefix`. */
export function parseTrace(json: string, markPrefix: string): ParsedTrace {
  const parsed = JSON.parse(json) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const threadName = new Map<string, string>();
  const processName = new Map<number, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    if (event.name === 'thread_name') threadName.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
    if (event.name === 'process_name') processName.set(event.pid, event.args?.name ?? '');
  }
  const marks = new Map<string, number>();
  let page = -1;
  for (const event of events) {
    if (!event.cat?.includes('blink.user_timing') || !event.name.startsWith(markPrefix)) continue;
    marks.set(event.name, event.ts);
    page = event.pid;
  }
  const threadOf = (event: TraceEvent) => threadName.get(`${event.pid}:${event.tid}`) ?? '';
  const draws = (event: TraceEvent) => {
    const thread = threadOf(event);
    if (event.pid === page) return thread !== 'Chrome_ChildIOThread';
    return processName.get(event.pid) === 'GPU Process' && thread === 'VizCompositorThread';
  };
  return { events, marks, threadOf, draws };
}

/** Reads a trace into the drawing threads' tasks and the marks starting with `markPrefix`. */
export function readTrace(json: string, markPrefix: string): Timeline {
  const { events, marks, draws } = parseTrace(json, markPrefix);
  const threads = new Map<string, Task[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.tdur === undefined || event.tts === undefined || !draws(event)) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key)!.push({ start: event.ts, end: event.ts + (event.dur ?? 0), cpuStart: event.tts, cpuEnd: event.tts + event.tdur });
  }
  return { threads: [...threads.values()], marks };
}

/**
 * The processor time (ms) the drawing threads spent on tasks running between `from` and
 * `to` on the wall clock (a task that began before `from` counts whole: the one that
 * holds the mark). Tasks nest on a thread, so each thread's time is the union of its tasks.
 */
export function workMs(timeline: Timeline, from: number, to: number): number {
  let work = 0;
  for (const tasks of timeline.threads) {
    const running = tasks.filter((task) => task.end > from && task.start < to).sort((a, b) => a.cpuStart - b.cpuStart);
    let reached = -Infinity;
    for (const { cpuStart, cpuEnd } of running) {
      if (cpuEnd <= reached) continue;
      work += cpuEnd - Math.max(cpuStart, reached);
      reached = cpuEnd;
    }
  }
  return work / 1000;
}
