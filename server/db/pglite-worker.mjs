// Entry of the embedded database's thread. Plain JavaScript, so it starts under any runner: the
// TypeScript it imports needs tsx's loader, registered here unless the thread inherited it.
try {
  await import('./pglite-host.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  // A new specifier: the loader remembers the failed one.
  await import('./pglite-host.ts?with-tsx');
}
