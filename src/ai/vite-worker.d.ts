/** Vite's inline worker import (`?worker&inline`): a constructor of a worker built from a Blob URL. */
declare module '*?worker&inline' {
  const InlineWorker: new (options?: { name?: string }) => Worker;
  export default InlineWorker;
}
