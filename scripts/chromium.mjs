// Where Chromium is and how to start it here: Debian's package (or CHROMIUM_PATH), with the flags that keep
// it off this machine's closed network (without them it hangs or floods refused connections).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
