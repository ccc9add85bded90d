/*
 * codemem.c - executable memory for compiled units; see codemem.h.
 *
 * Chunks of CHUNK_BYTES (or one unit's size, if larger) are mapped
 * read+write and never unmapped.  Each page has a state: fresh (never
 * used: still read+write), used (a unit's), or free (a freed unit's:
 * read+execute).  A run is the first one, lowest address first, of
 * enough pages that are not used; only a run holding a free page needs
 * an mprotect before it is written.
 *
 * Whether the process may make pages executable at all (a W^X policy
 * may refuse it) is learnt from the first seal: a test page before the
 * first compile cost it an mprotect (13-45 us on the machines measured)
 * and a split of the chunk's mapping.  Only a compile that failed before
 * any seal (a libtcc that maps its own memory) makes the test.
 */
#define _GNU_SOURCE
#include "jit/codemem.h"

#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "jit/arch.h"
#include "runtime/util.h"

#define CHUNK_BYTES ((size_t)256 * 1024)

enum { PG_FRESH, PG_USED, PG_FREE };

struct chunk {
	char *mem;
	size_t npages;
	uint8_t *st; /* [page]: PG_* */
};

static struct {
	VEC(struct chunk) chunks;
	size_t page;
	int exec; /* 0: not known yet; 1: pages may be executable; -1: not */
	int err;  /* errno of the refusal */
} M;

static size_t page_size(void)
{
	if (!M.page) {
		long p = sysconf(_SC_PAGESIZE);
		M.page = p > 0 ? (size_t)p : 4096;
	}
	return M.page;
}

static struct chunk *new_chunk(size_t npages)
{
	size_t page = page_size(), least = CHUNK_BYTES / page;
	struct chunk c;

	c.npages = npages > least ? npages : least;
	c.mem = mmap(NULL, c.npages * page, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (c.mem == MAP_FAILED)
		return NULL;
	c.st = xcalloc(c.npages, 1); /* PG_FRESH */
	VEC_PUSH(M.chunks, c);
	return &M.chunks.v[M.chunks.n - 1];
}

bool jit_codemem_exec_ok(bool test, int *err)
{
	if (!M.exec && test) {
		/* a page of the first chunk, RW to RX; it stays free */
		struct chunk *c = M.chunks.n ? &M.chunks.v[0] : new_chunk(1);
		size_t last = c ? c->npages - 1 : 0;
		if (!c || mprotect(c->mem + last * page_size(), page_size(),
				   PROT_READ | PROT_EXEC)) {
			M.err = errno;
			M.exec = -1;
		} else {
			if (c->st[last] == PG_FRESH)
				c->st[last] = PG_FREE;
			M.exec = 1;
		}
	}
	*err = M.err;
	return M.exec >= 0;
}

void *jit_codemem_open(size_t len, size_t *size)
{
	size_t page = page_size(), n = len ? (len + page - 1) / page : 1;
	struct chunk *c = NULL;
	size_t at = 0;

	for (size_t i = 0; i < M.chunks.n && !c; i++) {
		struct chunk *k = &M.chunks.v[i];
		size_t run = 0;
		for (size_t pg = 0; pg < k->npages; pg++) {
			run = k->st[pg] == PG_USED ? 0 : run + 1;
			if (run == n) {
				c = k;
				at = pg + 1 - n;
				break;
			}
		}
	}
	if (!c && !(c = new_chunk(n))) {
		if (!M.exec) { /* no memory for the first unit: off too */
			M.err = errno;
			M.exec = -1;
		}
		return NULL;
	}
	char *p = c->mem + at * page;
	bool was_exec = false;
	for (size_t pg = at; pg < at + n; pg++)
		was_exec |= c->st[pg] == PG_FREE;
	if (was_exec && mprotect(p, n * page, PROT_READ | PROT_WRITE))
		return NULL;
	for (size_t pg = at; pg < at + n; pg++)
		c->st[pg] = PG_USED;
	*size = n * page;
	return p;
}

bool jit_codemem_seal(void *p, size_t size)
{
	jit_arch_flush_code(p, size);
	if (!mprotect(p, size, PROT_READ | PROT_EXEC)) {
		M.exec = 1;
		return true;
	}
	if (!M.exec) { /* the first seal was the probe */
		M.err = errno;
		M.exec = -1;
	}
	return false;
}

void jit_codemem_free(void *p, size_t size)
{
	if (!p)
		return;
	for (size_t i = 0; i < M.chunks.n; i++) {
		struct chunk *c = &M.chunks.v[i];
		size_t page = page_size();
		if ((char *)p < c->mem ||
		    (char *)p >= c->mem + c->npages * page)
			continue;
		size_t at = (size_t)((char *)p - c->mem) / page;
		for (size_t pg = at; pg < at + size / page; pg++)
			c->st[pg] = PG_FREE;
		return;
	}
}
