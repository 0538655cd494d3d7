// The first script of every end-to-end check page: it records what the page reports as an
// error (uncaught exceptions, unhandled rejections, console.error) in `window.e2eErrors`,
// so that the checks read errors the same way in every engine (WebDriver classic, which
// drives WebKit here, has no console events). Running it twice changes nothing.
if (!window.e2eErrors) {
  window.e2eErrors = [];
  addEventListener('error', (event) => window.e2eErrors.push(String(event.error ?? event.message)));
  addEventListener('unhandledrejection', (event) => window.e2eErrors.push(`unhandled rejection: ${event.reason}`));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    window.e2eErrors.push(args.map(String).join(' '));
    consoleError(...args);
  };
}
