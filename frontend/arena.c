/*
 * arena.c - see arena.h.  Chunks grow geometrically up to 64 KiB; a request
 * larger than a chunk gets a chunk of its own.
 */
#include "arena.h"

#include <stdlib.h>
#include <string.h>

#include "../runtime/util.h"

struct arena_chunk {
	struct arena_chunk *next;
	size_t size;
	_Alignas(16) char data[];
};

struct arena_cleanup {
	struct arena_cleanup *next;
	void (*fn)(void *);
	void *p;
};

void arena_add_cleanup(struct arena *a, void (*fn)(void *), void *p)
{
	struct arena_cleanup *c = arena_alloc(a, sizeof *c);
	c->fn = fn;
	c->p = p;
	c->next = a->cleanups;
	a->cleanups = c;
}

struct arena *arena_new(void)
{
	struct arena *a = xcalloc(1, sizeof *a);
	a->refs = 1;
	return a;
}

void arena_ref(struct arena *a)
{
	a->refs++;
}

void arena_unref(struct arena *a)
{
	if (!a || --a->refs)
		return;
	if (a->on_free)
		a->on_free(a, a->on_free_ctx);
	for (struct arena_cleanup *c = a->cleanups; c; c = c->next)
		c->fn(c->p);
	struct arena_chunk *c = a->chunks;
	while (c) {
		struct arena_chunk *next = c->next;
		free(c);
		c = next;
	}
	free(a);
}

void *arena_alloc(struct arena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	if (n == 0)
		n = 16;
	if ((size_t)(a->end - a->cur) < n) {
		size_t size = a->chunks ? a->chunks->size * 2 : 1024;
		if (size > 65536)
			size = 65536;
		if (size < n)
			size = n;
		struct arena_chunk *c = xmalloc(sizeof *c + size);
		c->size = size;
		c->next = a->chunks;
		a->chunks = c;
		a->cur = c->data;
		a->end = c->data + size;
	}
	void *p = a->cur;
	a->cur += n;
	memset(p, 0, n);
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}
