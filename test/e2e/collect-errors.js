// The first script of every end-to-end check page: it records what the page reports as an
// error (uncaught exceptions, unhandled rejections, console.error) in `window.e2eErrors`,
// so that the checks read errors the same way in every engine (WebDriver classic, which
// drives WebKit here, has no console events). Running it twice changes nothing.
{
  const page = /** @type {Window & { e2eErrors?: string[] }} */ (window);
  if (!page.e2eErrors) {
    /** @type {string[]} */
    const errors = (page.e2eErrors = []);
    addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
    addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${event.reason}`));
    const consoleError = console.error.bind(console);
    console.error = (...args) => {
      errors.push(args.map(String).join(' '));
      consoleError(...args);
    };
  }
}
