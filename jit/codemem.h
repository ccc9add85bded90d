/*
 * codemem.h - the executable memory that compiled units live in.
 *
 * Why it exists: a unit used to get a mapping of its own (mmap, write,
 * mprotect read+execute, munmap when freed).  On the machines measured
 * (issue 26, session 38) that cost a compile 50-90 us: each fresh page's
 * first write is a fault of 6-12 us (kernel and hypervisor), a munmap
 * 25 us, an mprotect 13 us.  Here pages are mapped a chunk at a time and
 * kept for the life of the process: a unit takes a run of whole pages,
 * and a freed run is reused by a later unit, whose pages are then
 * already there.
 *
 * Invariants:
 *  - A page is never writable and executable at once: a unit's run is
 *    read+write between jit_codemem_open and jit_codemem_seal and
 *    read+execute after; freed pages stay read+execute until a later
 *    open makes them writable again (one mprotect for the run).
 *  - Runs are whole pages of the host's page size (sysconf), so that
 *    mprotect of one run never touches a neighbour's.
 *  - A run is reused only after jit_codemem_free, which the caller calls
 *    once no code in it can run (jit.c's r->active); freeing does no
 *    system call.
 *  - Single-threaded, like the shell; a forked child has its own copy
 *    of the chunks and the table (MAP_PRIVATE), so it may compile too.
 */
#ifndef QUIRL_JIT_CODEMEM_H
#define QUIRL_JIT_CODEMEM_H

#include <stdbool.h>
#include <stddef.h>

/* Whether this process may make pages executable: false, with the errno
 * in *ERR, once the process's first seal (or the first unit's mapping)
 * was refused; true after one that worked.  Until then true, or with
 * TEST the answer of a test on a page of the first chunk (kept). */
bool jit_codemem_exec_ok(bool test, int *err);

/* A writable run of at least LEN bytes (*SIZE: its whole length), or NULL
 * when no memory could be mapped. */
void *jit_codemem_open(size_t len, size_t *size);

/* Makes the run P (SIZE from jit_codemem_open) coherent for the
 * instruction cache and read+execute; false if mprotect refused (the run
 * must still be freed).  The first call is the process's probe (see
 * jit_codemem_exec_ok). */
bool jit_codemem_seal(void *p, size_t size);

/* Gives the run P back for reuse.  NULL is ignored. */
void jit_codemem_free(void *p, size_t size);

#endif
