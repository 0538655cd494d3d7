// Vite's `?raw` imports: a file's text, used to print the code that runs on a page.
declare module '*?raw' {
  const text: string;
  export default text;
}

// Vite's `?url` imports: the address a file is served at (the Problems page's sets).
declare module '*?url' {
  const url: string;
  export default url;
}
