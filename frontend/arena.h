/*
 * arena.h - bump allocator with a reference count, the owner of AST memory.
 *
 * Every complete command the parser returns lives in one arena: its nodes,
 * words, strings and the bodies of command substitutions inside it.  The
 * runtime keeps the arena alive while it executes the command and while any
 * function defined in it exists (arena_ref/arena_unref).  Nothing inside an
 * arena is freed individually; arena_unref of the last reference frees all.
 * Runtime caches hung on AST nodes (arith cell caches, JIT slots) must be
 * released by the runtime before that (see rt_ast_release in runtime/).
 */
#ifndef QUIRL_ARENA_H
#define QUIRL_ARENA_H

#include <stddef.h>

struct arena_chunk;
struct arena_cleanup;
struct arena {
	struct arena_chunk *chunks;
	struct arena_cleanup *cleanups;
	char *cur, *end;
	unsigned refs;
	/* Called once before the memory is freed (may be NULL). */
	void (*on_free)(struct arena *a, void *ctx);
	void *on_free_ctx;
};

struct arena *arena_new(void); /* refs = 1 */
void arena_ref(struct arena *a);
void arena_unref(struct arena *a);            /* NULL is allowed */
void *arena_alloc(struct arena *a, size_t n); /* zeroed, 16-byte aligned */
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_strdup(struct arena *a, const char *s);
/* Registers fn(p) to run (newest first) before the arena's memory is freed:
 * the runtime releases caches hung on AST nodes (parsed arithmetic, JIT
 * regions) this way. */
void arena_add_cleanup(struct arena *a, void (*fn)(void *), void *p);

#endif
