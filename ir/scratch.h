/*
 * scratch.h - memory for the JIT's temporaries.
 *
 * A compile allocates and frees thousands of blocks (QIR, the passes'
 * tables, the code generator's buffers) and keeps almost none.  Taken
 * from malloc, those frees leave its free lists and per-size caches
 * holding chunks spread over pages the shell had not used before; the
 * shell's later small allocations come from them, so a loop that forks
 * per iteration writes to more distinct heap pages in parent and child,
 * each a copy-on-write fault (docs/jit.md, "Memory").  Between
 * scratch_begin and scratch_end the s-allocators below instead take
 * memory from private blocks, given back all at once at scratch_end:
 * malloc's state after a compile is what it was before, plus the few
 * objects the compile keeps, which still come from xmalloc.
 *
 * Invariants:
 *  - Outside the window the s-allocators are xmalloc & co, so QIR built
 *    by the unit tests or a dump works as before.
 *  - sfree and srealloc accept any pointer from either kind: a scratch
 *    block is recognised by its address, and sfree puts it on a free list
 *    for the rest of the window.
 *  - Nothing allocated in the window by an s-allocator may be used after
 *    scratch_end.  Up to 4 MiB of blocks are kept, pages and all, for the
 *    next compile (a page touched anew costs more than the compile's
 *    work on it; scratch.c).  In debug and AddressSanitizer builds what a
 *    window used is filled with 0xdb when it closes (and poisoned for
 *    AddressSanitizer), so such a use fails loudly; release builds skip
 *    the fill.
 *  - Windows do not nest; a compile never starts another.
 */
#ifndef QUIRL_SCRATCH_H
#define QUIRL_SCRATCH_H

#include <stddef.h>

#include "runtime/util.h"

void scratch_begin(void);
void scratch_end(void);

void *smalloc(size_t n);
void *scalloc(size_t n, size_t size);
void *srealloc(void *p, size_t n);
char *sstrdup(const char *s);
void sfree(void *p);

/* VEC_PUSH / VEC_FREE for vectors whose memory is scratch memory. */
#define SVEC_PUSH(vec, x) VEC_PUSH_BY(vec, x, srealloc)
#define SVEC_FREE(vec) VEC_FREE_BY(vec, sfree)

#endif
