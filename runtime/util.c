/*
 * util.c - allocation helpers, string buffers, string vectors and the
 * string hash table.  See util.h for the invariants.
 */
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

void (*util_oom_hook)(void);

void util_oom(void)
{
	static const char msg[] = "quirl: out of memory\n";
	if (util_oom_hook)
		util_oom_hook();
	ssize_t r = write(2, msg, sizeof msg - 1);
	(void)r;
	_exit(2);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		util_oom();
	return p;
}

/* glibc's calloc (before 2.41) skips the per-thread cache that serves
 * malloc, so every small calloc walks the arena's bins, and which chunk
 * it splits depends on what was freed before: a loop that forks writes
 * to those chunks in each child, a copy-on-write fault per page.  Small
 * blocks therefore come from malloc and are cleared here; large ones
 * keep calloc, which knows fresh pages are already zero. */
void *xcalloc(size_t n, size_t size)
{
	n = n ? n : 1;
	size = size ? size : 1;
	if (n <= 1024 / size) {
		void *p = xmalloc(n * size);
		return memset(p, 0, n * size);
	}
	void *p = calloc(n, size);
	if (!p)
		util_oom();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		util_oom();
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

void sb_init(struct strbuf *sb)
{
	sb->buf = NULL;
	sb->len = sb->cap = 0;
}

void sb_free(struct strbuf *sb)
{
	free(sb->buf);
	sb_init(sb);
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->buf)
		sb->buf[0] = 0;
}

void sb_grow(struct strbuf *sb, size_t extra)
{
	if (extra >= SIZE_MAX / 2 - sb->len)
		util_oom();
	if (sb->len + extra + 1 <= sb->cap)
		return;
	size_t cap = sb->cap ? sb->cap : 32;
	while (cap < sb->len + extra + 1)
		cap *= 2;
	sb->buf = xrealloc(sb->buf, cap);
	sb->cap = cap;
}

void sb_addc(struct strbuf *sb, char c)
{
	if (sb->len + 2 > sb->cap)
		sb_grow(sb, 1);
	sb->buf[sb->len++] = c;
	sb->buf[sb->len] = 0;
}

/* Reads straight into the buffer's free space, a small one first: the
 * usual $(...) output is a few bytes, and a big buffer on the stack put
 * the frames below it on one more stack page, a copy-on-write fault in
 * every iteration of a loop that forks.  Each read that fills the space
 * doubles the next one, up to 64 KiB. */
int sb_read_fd(struct strbuf *sb, int fd)
{
	size_t want = 480; /* with the NUL, a 512-byte block to start */
	for (;;) {
		sb_grow(sb, want);
		size_t room = sb->cap - sb->len - 1;
		ssize_t n = read(fd, sb->buf + sb->len, room);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			sb->buf[sb->len] = 0;
			return (int)n;
		}
		sb->len += (size_t)n;
		sb->buf[sb->len] = 0;
		if ((size_t)n == room && want < 65536)
			want *= 2;
	}
}

void sb_adds(struct strbuf *sb, const char *s)
{
	sb_addn(sb, s, strlen(s));
}

void sb_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	char tmp[256];
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return;
	if ((size_t)n < sizeof tmp) {
		sb_addn(sb, tmp, (size_t)n);
		return;
	}
	sb_grow(sb, (size_t)n);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
}

void sb_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sb_vaddf(sb, fmt, ap);
	va_end(ap);
}

char *sb_detach(struct strbuf *sb)
{
	char *s = sb->buf ? sb->buf : xstrdup("");
	sb_init(sb);
	return s;
}

const char *sb_str(const struct strbuf *sb)
{
	return sb->buf ? sb->buf : "";
}

struct stk_chunk {
	struct stk_chunk *prev;
	size_t size; /* bytes of data */
	_Alignas(16) char data[];
};
enum { STK_CHUNK = 8192 - sizeof(struct stk_chunk) };

void *stk_alloc(struct stk *k, size_t n)
{
	n = (n + 7) & ~(size_t)7;
	if ((size_t)(k->end - k->cur) < n) {
		struct stk_chunk *c = k->spare;
		if (c && c->size >= n) {
			k->spare = c->prev;
		} else {
			size_t size = n > STK_CHUNK ? n : STK_CHUNK;
			if (size > SIZE_MAX - sizeof *c)
				util_oom();
			c = xmalloc(sizeof *c + size);
			c->size = size;
		}
		c->prev = k->top;
		k->top = c;
		k->cur = c->data;
		k->end = c->data + c->size;
	}
	void *p = k->cur;
	k->cur += n;
	return p;
}

char *stk_strndup(struct stk *k, const char *s, size_t n)
{
	char *d = stk_alloc(k, n + 1);
	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

void stk_release(struct stk *k, struct stk_mark m)
{
	while (k->top != m.top) {
		/* a chunk above the mark: one is kept spare, a bigger one
		 * (a huge string) goes back to malloc */
		struct stk_chunk *c = k->top;
		k->top = c->prev;
		if (!k->spare && c->size == STK_CHUNK) {
			c->prev = NULL;
			k->spare = c;
		} else {
			free(c);
		}
	}
	k->cur = m.cur;
	k->end = m.top ? m.top->data + m.top->size : m.cur;
}

void stk_free(struct stk *k)
{
	stk_release(k, (struct stk_mark){ NULL, NULL });
	free(k->spare);
	k->spare = NULL;
}

void sv_push(struct strvec *sv, char *s)
{
	if (sv->n + 2 > sv->cap) {
		sv->cap = sv->cap ? sv->cap * 2 : 8;
		sv->v = xrealloc(sv->v, sv->cap * sizeof *sv->v);
	}
	sv->v[sv->n++] = s;
	sv->v[sv->n] = NULL;
}

void sv_pushdup(struct strvec *sv, const char *s)
{
	sv_push(sv, xstrdup(s));
}

void sv_free(struct strvec *sv)
{
	for (size_t i = 0; i < sv->n; i++)
		free(sv->v[i]);
	free(sv->v);
	sv->v = NULL;
	sv->n = sv->cap = 0;
}

char **sv_terminated(struct strvec *sv)
{
	if (!sv->v) {
		sv->cap = 4;
		sv->v = xcalloc(sv->cap, sizeof *sv->v);
	}
	return sv->v;
}

/* Two digits per division: integers are formatted on every read of a
 * counter that arithmetic updated. */
static const char digit_pairs[] = "0001020304050607080910111213141516171819"
				  "2021222324252627282930313233343536373839"
				  "4041424344454647484950515253545556575859"
				  "6061626364656667686970717273747576777879"
				  "8081828384858687888990919293949596979899";

size_t rt_fmt_int(char *buf, int64_t v)
{
	char tmp[24];
	char *end = tmp + sizeof tmp, *p = end;
	/* magnitude in unsigned arithmetic: INT64_MIN has no positive twin */
	uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
	while (u >= 100) {
		p -= 2;
		memcpy(p, digit_pairs + 2 * (u % 100), 2);
		u /= 100;
	}
	if (u >= 10) {
		p -= 2;
		memcpy(p, digit_pairs + 2 * u, 2);
	} else {
		*--p = (char)('0' + u);
	}
	size_t len = 0;
	if (v < 0)
		buf[len++] = '-';
	while (p < end) /* at most 20 bytes: no call of memcpy */
		buf[len++] = *p++;
	buf[len] = 0;
	return len;
}

char strmap_tomb[1];

uint32_t strmap_hash(const char *s)
{
	uint32_t h = 2166136261u; /* FNV-1a */
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

struct strmap_entry *strmap_find(const struct strmap *m, const char *key)
{
	if (!m->cap)
		return NULL;
	uint32_t h = strmap_hash(key);
	size_t mask = m->cap - 1;
	for (size_t i = h & mask;; i = (i + 1) & mask) {
		struct strmap_entry *e = &m->tab[i];
		if (!e->key)
			return NULL;
		if (e->key != STRMAP_TOMB && e->hash == h &&
		    !strcmp(e->key, key))
			return e;
	}
}

void *strmap_get(const struct strmap *m, const char *key)
{
	struct strmap_entry *e = strmap_find(m, key);
	return e ? e->val : NULL;
}

static void strmap_rehash(struct strmap *m, size_t cap)
{
	struct strmap_entry *old = m->tab;
	size_t oldcap = m->cap;
	m->tab = xcalloc(cap, sizeof *m->tab);
	m->cap = cap;
	m->used = m->live = 0;
	for (size_t i = 0; i < oldcap; i++) {
		if (!strmap_live(&old[i]))
			continue;
		size_t j = old[i].hash & (cap - 1);
		while (m->tab[j].key)
			j = (j + 1) & (cap - 1);
		m->tab[j] = old[i];
		m->used++;
		m->live++;
	}
	free(old);
}

void *strmap_put(struct strmap *m, const char *key, void *val)
{
	struct strmap_entry *e = strmap_find(m, key);
	if (e) {
		void *prev = e->val;
		e->val = val;
		return prev;
	}
	if ((m->used + 1) * 4 >= m->cap * 3)
		strmap_rehash(m, m->cap ? (m->live * 2 >= m->cap ? m->cap * 2
								 : m->cap)
					: 16);
	uint32_t h = strmap_hash(key);
	size_t i = h & (m->cap - 1);
	while (m->tab[i].key && m->tab[i].key != STRMAP_TOMB)
		i = (i + 1) & (m->cap - 1);
	if (!m->tab[i].key)
		m->used++;
	m->tab[i].key = xstrdup(key);
	m->tab[i].val = val;
	m->tab[i].hash = h;
	m->live++;
	return NULL;
}

void *strmap_del(struct strmap *m, const char *key)
{
	struct strmap_entry *e = strmap_find(m, key);
	if (!e)
		return NULL;
	void *v = e->val;
	free(e->key);
	e->key = STRMAP_TOMB;
	e->val = NULL;
	m->live--;
	return v;
}

void strmap_free(struct strmap *m)
{
	for (size_t i = 0; i < m->cap; i++)
		if (strmap_live(&m->tab[i]))
			free(m->tab[i].key);
	free(m->tab);
	m->tab = NULL;
	m->cap = m->used = m->live = 0;
}

/* The lowest stack address the evaluator may reach.  The stack's top is
 * taken once, at the first check (the outermost evaluation), as that frame
 * or the end of the highest environment string above it, which the kernel
 * counts too; the floor is RLIMIT_STACK below it, less a quarter of the
 * limit kept for what runs between two checks (builtins, expansions, the
 * parser of an eval string, sanitizer frames).  `ulimit -s` computes it
 * again (rt_stack_limit_changed).  Forked children inherit both. */
static uintptr_t stack_top;
uintptr_t rt_stack_floor = UINTPTR_MAX;

void rt_stack_limit_changed(void)
{
	if (!stack_top)
		return; /* the first check finds the floor */
	struct rlimit rl;
	uintptr_t size = 8u << 20;
	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur < (1u << 30))
		size = rl.rlim_cur;
	size -= size / 4;
	rt_stack_floor = stack_top > size ? stack_top - size : 1;
}

bool rt_stack_check(void)
{
	char here;
	uintptr_t sp = (uintptr_t)&here;
	if (!stack_top) {
		extern char **environ;
		stack_top = sp;
		for (char **e = environ; e && *e; e++) {
			uintptr_t end = (uintptr_t)*e + strlen(*e) + 1;
			if (end > stack_top && end - sp < (1u << 30))
				stack_top = end;
		}
		rt_stack_limit_changed();
	}
	return sp < rt_stack_floor;
}
