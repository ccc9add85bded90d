/*
 * scratch.c - memory for the JIT's temporaries; see scratch.h.
 *
 * Blocks are mapped with mmap, so they never touch malloc's heap, and
 * are kept from one compile to the next (up to KEEP bytes), so a compile
 * after the first finds its pages already there.  Allocations are carved
 * from them in size classes (four per power of two), a 16-byte header in
 * front holding the class; a freed allocation goes on its class's free
 * list and is reused within the window, from 256 bytes up also for a
 * request of up to 4 times less (take_free).  The allocation carved last
 * grows in place.  Both keep the pages a compile first touches few: each
 * costs 6-12 us, more than the compile's work on it.
 */
#define _GNU_SOURCE
#include "ir/scratch.h"

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#define SCRATCH_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SCRATCH_ASAN 1
#endif
#endif
#ifdef SCRATCH_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif
/* Debug and AddressSanitizer builds fill what a window used when it
 * closes; a release build leaves it as it is (see scratch_end). */
#if defined(SCRATCH_ASAN) || !defined(NDEBUG)
#define SCRATCH_FILL 1
#else
#define SCRATCH_FILL 0
#endif

#define FIRST_BLOCK ((size_t)64 * 1024)
#define KEEP ((size_t)4 * 1024 * 1024)
#define HDR 16
#define NCLASS 256 /* four classes per power of two from 16 bytes */
#define BIG 16     /* class_size(16) == 256 */
#define RANGE 8    /* a larger free class serves up to 4 times the size */
#define MAXBLK 24

static struct {
	char *blk[MAXBLK]; /* mapped blocks, oldest first */
	size_t size[MAXBLK];
	int nblk;
	int cur;             /* the block allocations come from, or -1 */
	char *ptr, *end;     /* its free part */
	void *freel[NCLASS]; /* freed allocations by size class */
	uint64_t nonempty[NCLASS / 64]; /* bit C: freel[C] has one */
	bool active;
} S = { .cur = -1 };

static void enter_block(int i)
{
	S.cur = i;
	S.ptr = S.blk[i];
	S.end = S.blk[i] + S.size[i];
}

/* Moves to the next kept block with room for NEED bytes, or maps one. */
static void next_block(size_t need)
{
	while (S.cur + 1 < S.nblk) {
		enter_block(S.cur + 1);
		if ((size_t)(S.end - S.ptr) >= need)
			return;
	}
	if (S.nblk == MAXBLK)
		util_oom();
	/* blocks double (only the pages used are ever touched); a larger
	 * request gets a mapping of its own size */
	size_t size = S.nblk ? S.size[S.nblk - 1] * 2 : FIRST_BLOCK;
	if (size < need)
		size = (need + 4095) & ~(size_t)4095;
	/* the first block is nearly always used whole: its pages in one go
	 * cost less than a fault each */
	void *m =
		mmap(NULL, size, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | (S.nblk ? 0 : MAP_POPULATE),
		     -1, 0);
	if (m == MAP_FAILED)
		util_oom();
	POISON(m, size);
	S.blk[S.nblk] = m;
	S.size[S.nblk] = size;
	enter_block(S.nblk++);
}

/* Class C holds 2^(4 + C/4) * (1 + (C%4)/4) bytes, rounded up to 16:
 * four sizes per power of two, so a block wastes at most a fifth. */
static size_t class_size(unsigned c)
{
	size_t base = (size_t)16 << (c / 4);
	size_t n = base + base / 4 * (c % 4);
	return (n + HDR - 1) & ~(size_t)(HDR - 1);
}

static unsigned class_of(size_t n)
{
	unsigned c = 0;
	while (((size_t)32 << (c / 4)) < n) /* the next power of two's first */
		c += 4;
	while (class_size(c) < n)
		c++;
	return c;
}

/* A free allocation of class C; from BIG (256 bytes) up, else the one of
 * the smallest of the next RANGE classes that has one: a vector that grew
 * leaves its old arrays behind, and the next phase's tables fit in them
 * instead of in pages not yet touched (a first touch costs more than the
 * compile's work on the page).  It keeps its own class.  NULL if none.
 * (Any larger class, not just RANGE, measured more page faults: small
 * tables then took the blocks that later large ones needed.) */
static char *take_free(unsigned c)
{
	unsigned k = c;
	if (!S.freel[c]) {
		if (c < BIG)
			return NULL;
		unsigned last = c + RANGE < NCLASS ? c + RANGE : NCLASS - 1;
		for (k = c + 1; k <= last; k++) {
			uint64_t w = S.nonempty[k / 64] >> (k % 64);
			if (w) {
				k += (unsigned)__builtin_ctzll(w);
				break;
			}
			k |= 63; /* the rest of this word is empty */
		}
		if (k > last)
			return NULL;
	}
	char *p = S.freel[k];
	UNPOISON(p, class_size(k));
	memcpy(&S.freel[k], p, sizeof(void *));
	if (!S.freel[k])
		S.nonempty[k / 64] &= ~((uint64_t)1 << (k % 64));
	return p;
}

static void *carve(size_t n)
{
	unsigned c = class_of(n);
	char *p = take_free(c);
	if (p)
		return p;
	size_t need = HDR + class_size(c);
	if (S.cur < 0 || (size_t)(S.end - S.ptr) < need)
		next_block(need);
	char *h = S.ptr;
	S.ptr += need;
	UNPOISON(h, need);
	size_t cls = c;
	memcpy(h, &cls, sizeof cls);
	return h + HDR;
}

static unsigned class_at(const char *p)
{
	size_t c;
	memcpy(&c, p - HDR, sizeof c);
	return (unsigned)c;
}

static bool in_scratch(const void *p)
{
	for (int i = 0; i < S.nblk; i++)
		if ((const char *)p > S.blk[i] &&
		    (const char *)p < S.blk[i] + S.size[i])
			return true;
	return false;
}

void scratch_begin(void)
{
	assert(!S.active); /* scratch_end left no block current, no free list */
	S.active = true;
}

void scratch_end(void)
{
	if (!S.active)
		return;
	/* Blocks beyond KEEP are given back.  The kept ones keep their
	 * pages: on the machines measured a page the process touches for the
	 * first time costs 6-12 us (the kernel's fault, and the hypervisor's
	 * behind it), a munmap of 256 KiB about 90 us, so giving blocks back
	 * and mapping them anew cost a compile more than all its other work.
	 * In debug and sanitizer builds, what this window used is overwritten
	 * (and poisoned), so that a pointer kept by mistake reads garbage (or
	 * trips AddressSanitizer) rather than the next compile's data; a
	 * release build skips the fill, which only finds bugs. */
	size_t kept = 0;
	int n = 0;
	for (int i = 0; i < S.nblk; i++) {
		if (kept + S.size[i] > KEEP) {
			UNPOISON(S.blk[i],
				 S.size[i]); /* for the next mapping */
			munmap(S.blk[i], S.size[i]);
			continue;
		}
		kept += S.size[i];
		if (i <= S.cur) {
			size_t used = i < S.cur ? S.size[i]
						: (size_t)(S.ptr - S.blk[i]);
			if (SCRATCH_FILL) {
				UNPOISON(S.blk[i], used);
				memset(S.blk[i], 0xdb, used);
			}
			POISON(S.blk[i], used);
		}
		S.blk[n] = S.blk[i];
		S.size[n++] = S.size[i];
	}
	S.nblk = n;
	S.cur = -1;
	S.ptr = S.end = NULL;
	memset(S.freel, 0, sizeof S.freel);
	memset(S.nonempty, 0, sizeof S.nonempty);
	S.active = false;
}

void *smalloc(size_t n)
{
	return S.active ? carve(n) : xmalloc(n);
}

void *scalloc(size_t n, size_t size)
{
	if (!S.active)
		return xcalloc(n, size);
	if (size && n > SIZE_MAX / 2 / size)
		util_oom();
	return memset(carve(n * size), 0, n * size);
}

void *srealloc(void *p, size_t n)
{
	if (!p)
		return smalloc(n);
	if (!in_scratch(p))
		return xrealloc(p, n);
	size_t cap = class_size(class_at(p));
	if (n <= cap)
		return p;
	/* the last allocation carved grows where it is */
	unsigned c = class_of(n);
	if ((char *)p + cap == S.ptr &&
	    (size_t)(S.end - (char *)p) >= class_size(c)) {
		size_t cls = c;
		memcpy((char *)p - HDR, &cls, sizeof cls);
		UNPOISON(p, class_size(c));
		S.ptr = (char *)p + class_size(c);
		return p;
	}
	void *q = carve(n);
	memcpy(q, p, cap);
	sfree(p);
	return q;
}

char *sstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(smalloc(n), s, n);
}

void sfree(void *p)
{
	if (!p)
		return;
	if (!in_scratch(p)) {
		free(p);
		return;
	}
	unsigned c = class_at(p);
	memcpy(p, &S.freel[c], sizeof(void *));
	S.freel[c] = p;
	S.nonempty[c / 64] |= (uint64_t)1 << (c % 64);
	POISON((char *)p + sizeof(void *), class_size(c) - sizeof(void *));
}
