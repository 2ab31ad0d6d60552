// The C allocator's settings the server runs with (`npm start` sets them for its server process;
// the Dockerfile sets the same). glibc keeps memory a thread freed in that thread's arena and
// raises its mmap threshold after large frees, so what PGlite's start and sharp's image work
// (the demo's 500 avatars) used once stays in the process's RSS for good: about 170 MB at idle
// on the embedded database (bench/memory.md). Two arenas, and a fixed threshold above which
// blocks are mapped and trimmed, give it back. glibc reads them only when a process starts,
// so they are environment variables of the server's process, not settings of the server.
export const allocatorEnvironment = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
