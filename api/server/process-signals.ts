// How the server process is told to stop and how it tells a person what it is doing (issue 13 item 12).
// Stop requests: SIGINT (Ctrl-C), SIGTERM, SIGHUP (the terminal closed), and, when started by
// scripts/start.mjs, the IPC channel to it closing: that parent may be killed outright (SIGKILL) and could
// then forward nothing, and a server outliving it would hold the port as an orphan.

export type StopReason = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'parent gone';

/**
 * Calls `stop` once, on the first stop request. Later requests are ignored: Ctrl-C reaches this process
 * twice (from the terminal to the whole process group, and forwarded by start.mjs), and start.mjs kills a
 * server that has not stopped after a grace period.
 */
export function onStop(stop: (reason: StopReason) => Promise<void>): void {
  let stopping = false;
  const request = (reason: StopReason) => {
    if (stopping) return;
    stopping = true;
    void stop(reason).catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => request(signal));
  if (process.channel) {
    // The channel only watches the parent: it must not keep this process alive by itself.
    process.channel.unref();
    process.on('disconnect', () => request('parent gone'));
  }
}

/** A progress line for the person who started the server (the JSON log is for machines). */
export function announce(line: string): void {
  process.stdout.write(`${line}\n`);
}
