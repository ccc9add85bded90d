/*
 * util.h - the project's small generic containers and allocation helpers.
 *
 * Invariants:
 *  - xmalloc/xcalloc/xrealloc/xstrdup never return NULL: on exhaustion they
 *    print "quirl: out of memory" and exit with status 2.  No caller checks.
 *  - struct strbuf always holds a NUL-terminated string (buf[len] == 0) once
 *    anything was appended; sb_init leaves buf NULL and len 0.
 *  - VEC(T) is a typed growable array: { T *v; size_t n, cap; }.  Zero
 *    initialisation is a valid empty vector.
 *  - struct strmap is an open-addressing hash table from NUL-terminated
 *    strings to void *.  Keys are copied; values are owned by the caller.
 */
#ifndef QUIRL_UTIL_H
#define QUIRL_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
void util_oom(void) __attribute__((noreturn));
/* Called by util_oom before its message, when set: writes what the shell
 * buffered (output.c's rt_out_rescue); it must not allocate. */
extern void (*util_oom_hook)(void);

/* Copies N bytes for the short strings a shell moves (names, numbers,
 * words): below 16 bytes with fixed-size moves the compiler inlines, not a
 * call of libc's memcpy, whose dispatch costs more than the copy. */
static inline void util_copy_ends(char *d, const char *s, size_t n, size_t w)
{
	/* W <= N <= 2W: the first and the last W bytes, overlapping; with
	 * W a constant each move is one load and one store */
	char a[8], b[8];
	memcpy(a, s, w);
	memcpy(b, s + n - w, w);
	memcpy(d, a, w);
	memcpy(d + n - w, b, w);
}

static inline void util_copy(char *d, const char *s, size_t n)
{
	if (n >= 16) {
		memcpy(d, s, n);
	} else if (n >= 8) {
		util_copy_ends(d, s, n, 8);
	} else if (n >= 4) {
		util_copy_ends(d, s, n, 4);
	} else if (n) {
		d[0] = s[0];
		if (n > 1)
			d[1] = s[1];
		if (n > 2)
			d[2] = s[2];
	}
}

/* Whether one of the N bytes at S is in SET.  S is a part of a C string
 * (S[N] may be read); where it is that string's end, libc's search. */
static inline bool util_span_has(const char *s, size_t n, const char *set)
{
	if (n <= 2) {
		/* a value of one or two bytes (a letter, a digit): cheaper than
		 * setting up the library's vector search */
		for (size_t i = 0; i < n; i++)
			for (const char *c = set; *c; c++)
				if (s[i] == *c)
					return true;
		return false;
	}
	if (!s[n])
		return strpbrk(s, set) != NULL;
	for (size_t i = 0; i < n; i++)
		if (s[i] && strchr(set, s[i]))
			return true;
	return false;
}

struct strbuf {
	char *buf;
	size_t len, cap;
};

void sb_init(struct strbuf *sb);
void sb_free(struct strbuf *sb);
void sb_reset(struct strbuf *sb); /* len = 0, keeps the memory */
void sb_grow(struct strbuf *sb, size_t extra);
void sb_addc(struct strbuf *sb, char c);
/* Appends N bytes of S, keeping the NUL after them.  Inline: it is the
 * step of every word, line and value the shell builds. */
static inline void sb_addn(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->cap - sb->len <= n) /* room for n and the NUL; no overflow */
		sb_grow(sb, n);
	util_copy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = 0;
}
/* Appends what is left to read on FD, retrying EINTR; 0 at end of file,
 * -1 with errno on a read error (what was read stays appended). */
int sb_read_fd(struct strbuf *sb, int fd);
void sb_adds(struct strbuf *sb, const char *s);
void sb_addf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sb_vaddf(struct strbuf *sb, const char *fmt, va_list ap);
/* Returns the string (never NULL, "" when empty) and leaves sb empty. */
char *sb_detach(struct strbuf *sb);
/* Returns sb->buf, or "" when nothing was ever appended. */
const char *sb_str(const struct strbuf *sb);

#define VEC(T)                                                                 \
	struct {                                                               \
		T *v;                                                          \
		size_t n, cap;                                                 \
	}
/* VEC_PUSH_BY / VEC_FREE_BY take the allocator's realloc and free (the
 * JIT's scratch memory has its own, ir/scratch.h). */
#define VEC_PUSH_BY(vec, x, realloc_fn)                                        \
	do {                                                                   \
		if ((vec).n == (vec).cap) {                                    \
			(vec).cap = (vec).cap ? (vec).cap * 2 : 8;             \
			(vec).v = realloc_fn((vec).v,                          \
					     (vec).cap * sizeof(*(vec).v));    \
		}                                                              \
		(vec).v[(vec).n++] = (x);                                      \
	} while (0)
#define VEC_FREE_BY(vec, free_fn)                                              \
	do {                                                                   \
		free_fn((vec).v);                                              \
		(vec).v = NULL;                                                \
		(vec).n = (vec).cap = 0;                                       \
	} while (0)
#define VEC_PUSH(vec, x) VEC_PUSH_BY(vec, x, xrealloc)
#define VEC_FREE(vec) VEC_FREE_BY(vec, free)

/* A stack allocator for a command's temporary strings (dash's stack
 * idea): stk_mark at the start of a piece of work, allocations bump a
 * pointer, stk_release to the mark ends all of them at once.  Chunks are
 * kept for the next work, not freed, so the steady state calls no malloc.
 * Marks nest (LIFO); nothing that outlives its mark may live here. */
struct stk_chunk;
struct stk {
	struct stk_chunk *top, *spare;
	char *cur, *end;
};
struct stk_mark {
	struct stk_chunk *top;
	char *cur;
};
static inline struct stk_mark stk_mark(const struct stk *k)
{
	return (struct stk_mark){ k->top, k->cur };
}
void *stk_alloc(struct stk *k, size_t n); /* 8-byte aligned, not zeroed */
char *stk_strndup(struct stk *k, const char *s, size_t n);
void stk_release(struct stk *k, struct stk_mark m);
void stk_free(struct stk *k);

/* A NULL-terminated vector of malloc'ed strings (argv, field lists). */
struct strvec {
	char **v;
	size_t n, cap; /* v[n] == NULL whenever v != NULL */
};
void sv_push(struct strvec *sv, char *s); /* takes ownership of s */
void sv_pushdup(struct strvec *sv, const char *s);
void sv_free(struct strvec *sv);         /* frees the strings too */
char **sv_terminated(struct strvec *sv); /* never NULL */

/* Decimal text of v into buf (at least 21 bytes); returns its length.
 * The hot path of turning cached integers back into strings. */
size_t rt_fmt_int(char *buf, int64_t v);

/* RLIMIT_STACK changed (ulimit -s): the floor follows it. */
void rt_stack_limit_changed(void);
extern uintptr_t rt_stack_floor;
bool rt_stack_check(void);
/* True when the C stack is too deep to recurse further: the caller fails
 * with a nesting error instead of crashing.  Every recursive walk that
 * input can make deep checks it (the evaluator per node, arithmetic and
 * [[ ]] per operator, the arithmetic parser per level).  This front half
 * is one compare: rt_stack_floor starts at UINTPTR_MAX, so the first
 * check goes on to rt_stack_check(), which finds the real floor. */
static inline bool rt_stack_exhausted(void)
{
	char here;
	return (uintptr_t)&here < rt_stack_floor && rt_stack_check();
}

struct strmap_entry {
	char *key; /* NULL: empty slot; STRMAP_TOMB: deleted */
	void *val;
	uint32_t hash;
};
struct strmap {
	struct strmap_entry *tab;
	size_t cap, used, live;
};
extern char strmap_tomb[];
#define STRMAP_TOMB strmap_tomb

uint32_t strmap_hash(const char *s);
void *strmap_get(const struct strmap *m, const char *key);
struct strmap_entry *strmap_find(const struct strmap *m, const char *key);
/* Inserts or replaces; returns the previous value or NULL. */
void *strmap_put(struct strmap *m, const char *key, void *val);
/* Removes; returns the removed value or NULL. */
void *strmap_del(struct strmap *m, const char *key);
void strmap_free(struct strmap *m); /* frees keys, not values */
/* Iterate: for (size_t i = 0; i < m.cap; i++) if (strmap_live(&m.tab[i])) */
static inline bool strmap_live(const struct strmap_entry *e)
{
	return e->key && e->key != STRMAP_TOMB;
}

#endif
