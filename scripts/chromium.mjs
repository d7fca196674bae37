// Where Chromium is and how to start it here: Debian's package (or CHROMIUM_PATH), with the flags that keep
// it off this machine's closed network (without them it hangs or floods refused connections).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The same Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless): the
// engine without the full browser around it, which spent a quarter less CPU on the e2e suite. The suites that
// compare pixels (the stories' screenshots) stay on the full browser their references were taken with.
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
