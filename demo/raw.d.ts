// Vite's `?raw` imports: a file's text, used to print the code that runs on a page.
declare module '*?raw' {
  const text: string;
  export default text;
}
