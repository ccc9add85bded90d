/*
 * pattern.c - POSIX pattern matching (XCU 2.14) for case, ${p#w} and
 * friends, and pathname expansion.
 *
 * Design and invariants:
 *  - Patterns are NUL-terminated byte strings.  '*' matches any string,
 *    '?' any one character, '[...]' a bracket expression; '\' makes the
 *    next character literal (the expander escapes quoted characters this
 *    way).  A '[' without a closing ']' is an ordinary character.
 *  - A character is a byte, or under PAT_MB a UTF-8 sequence (mb.h): the
 *    entry points decide once per match (rt_pattern_mode), and every
 *    step below reads the subject with pchar and moves by its length, so
 *    positions are always character boundaries.  Ranges compare byte
 *    values or code points (globasciiranges); classes and folding use
 *    the wide functions under PAT_MB.
 *  - The subject is a (pointer, end) pair so that prefix matches can test
 *    a leading part of a string without copying it.
 *  - Matching is iterative.  Only the most recent '*' is ever resumed:
 *    once a later '*' has matched, moving an earlier one cannot help, so
 *    the cost is O(len(pat) * len(str)) and patterns like *a*a*a*b cannot
 *    explode.
 *  - Each element but '*' matches exactly one character, so a '*' whose
 *    tail holds no further '*' can only match where the tail ends at the
 *    subject's end: match_plain() tests that one position.  The part before the
 *    first '*' is never retried, as no '*' exists to resume.
 *  - Extglob groups ?(a|b) *(..) +(..) @(..) !(..) (bash) are matched by
 *    a separate backtracking matcher, xmatch(), only for patterns that
 *    contain one; it remembers each answer, so nested repetitions cost
 *    polynomial, not exponential, time.  Whether such text is a group is
 *    the producer's business: the lexer only forms them with shopt extglob on (or in
 *    [[ == ]]), and the expander escapes the '(' of an operator it must
 *    keep literal (shopt extglob off).
 *  - Nothing here knows about '/' or leading dots; glob.c applies those
 *    pathname rules per component.
 */
#define _GNU_SOURCE /* memrchr */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <wctype.h>

#include "mb.h"
#include "shell.h"
#include "pattern.h"
#include "util.h"

struct cclass {
	const char *name;
	int (*fn)(int);
	int (*wfn)(wint_t);
};

static const struct cclass classes[] = {
	{ "alpha", isalpha, iswalpha }, { "digit", isdigit, iswdigit },
	{ "alnum", isalnum, iswalnum }, { "upper", isupper, iswupper },
	{ "lower", islower, iswlower }, { "space", isspace, iswspace },
	{ "blank", isblank, iswblank }, { "punct", ispunct, iswpunct },
	{ "print", isprint, iswprint }, { "graph", isgraph, iswgraph },
	{ "cntrl", iscntrl, iswcntrl }, { "xdigit", isxdigit, iswxdigit },
	{ NULL, NULL, NULL },
};

static bool class_match(const char *name, size_t n, uint32_t c, unsigned fl)
{
	for (const struct cclass *k = classes; k->name; k++) {
		if (strlen(k->name) != n || memcmp(k->name, name, n))
			continue;
		if (fl & PAT_MB)
			return k->wfn((wint_t)c) != 0;
		return k->fn((int)c) != 0;
	}
	return false; /* an unknown class matches nothing */
}

/* The character at S, AVAIL bytes readable (patterns: their NUL ends
 * any sequence, so PAT_AVAIL is safe): its code in *c, its length
 * returned.  Bytes unless PAT_MB. */
enum { PAT_AVAIL = 8 };
static inline __attribute__((always_inline)) size_t pchar(const char *s,
							  size_t avail,
							  unsigned fl,
							  uint32_t *c)
{
	unsigned char b = (unsigned char)*s;
	if (b < 0x80 || !(fl & PAT_MB)) {
		*c = b;
		return 1;
	}
	return mb_char(s, avail, c);
}

/* The subject position one character after S (S < SE). */
static inline const char *next(const char *s, const char *se, unsigned fl)
{
	uint32_t c;
	return s + pchar(s, (size_t)(se - s), fl, &c);
}

/* The character boundary after K, or past SE when K is SE: the step of
 * the loops over the ends of a subject's leading parts. */
static inline const char *after(const char *k, const char *se, unsigned fl)
{
	return k < se ? next(k, se, fl) : k + 1;
}

/* The subject position one character before S (S > base). */
static inline const char *prev(const char *base, const char *s, unsigned fl)
{
	return (fl & PAT_MB) ? mb_back(base, s) : s - 1;
}

/* C as matching compares it: lower case under PAT_FOLD (so [A-C]
 * folds its ends, as bash does; classes test the character as it is). */
static uint32_t fold(uint32_t c, unsigned fl)
{
	if (!(fl & PAT_FOLD))
		return c;
	return c < 0x80 || !(fl & PAT_MB) ? (uint32_t)tolower((int)c)
					  : (uint32_t)towlower((wint_t)c);
}

/*
 * Reads one element of a bracket expression at *pp: a plain or escaped
 * character, or a [.c.] / [=c=] single-character form.  Returns the
 * character, or -1 at the end of the pattern (unterminated), -2 for a
 * [:class:] (whose verdict for c is stored in *cls).
 */
static int64_t bracket_elem(const char **pp, uint32_t c, unsigned fl, bool *cls)
{
	uint32_t e;
	const char *p = *pp;
	if (!*p)
		return -1;
	if (*p == '[' && (p[1] == ':' || p[1] == '.' || p[1] == '=')) {
		char kind = p[1];
		const char *q = p + 2;
		while (*q && !(q[0] == kind && q[1] == ']'))
			q++;
		if (*q) {
			*pp = q + 2;
			if (kind == ':') {
				*cls = class_match(p + 2, (size_t)(q - p - 2),
						   c, fl);
				return -2;
			}
			if (q - p - 2 > 0 && pchar(p + 2, PAT_AVAIL, fl, &e) ==
						     (size_t)(q - p - 2))
				return e;
			*cls = false; /* multi-char collating elements: none */
			return -2;
		}
	}
	if (*p == '\\') {
		if (!p[1])
			return -1;
		*pp = p + 1 + pchar(p + 1, PAT_AVAIL, fl, &e);
		return e;
	}
	*pp = p + pchar(p, PAT_AVAIL, fl, &e);
	return e;
}

/*
 * Matches c against the bracket expression that starts just after '['.
 * Returns the position after the closing ']' or NULL when the expression
 * is unterminated (the caller then treats '[' literally).
 */
static const char *bracket(const char *p, uint32_t c, unsigned fl,
			   bool *matched)
{
	bool neg = false, hit = false;
	uint32_t fc = fold(c, fl);
	if (*p == '!' || *p == '^') {
		neg = true;
		p++;
	}
	bool first = true;
	for (;;) {
		if (*p == ']' && !first)
			break;
		first = false;
		bool cls = false;
		int64_t lo = bracket_elem(&p, c, fl, &cls);
		if (lo == -1)
			return NULL;
		if (lo == -2) {
			hit |= cls;
			continue;
		}
		if (p[0] == '-' && p[1] && p[1] != ']') {
			const char *q = p + 1;
			int64_t hi = bracket_elem(&q, c, fl, &cls);
			if (hi == -1)
				return NULL;
			if (hi >= 0) {
				p = q;
				if (fc >= fold((uint32_t)lo, fl) &&
				    fc <= fold((uint32_t)hi, fl))
					hit = true;
				continue;
			}
			/* "a-[:digit:]": the '-' is literal, re-read */
		}
		if (fc == fold((uint32_t)lo, fl))
			hit = true;
	}
	*matched = hit != neg && !((fl & PAT_PATHNAME) && c == '/');
	return p + 1;
}

/*
 * Matches one single-character element of the pattern at p (not '*', not
 * the end) against c.  Returns the pattern position after the element and
 * stores the verdict in *ok.
 */
static inline __attribute__((always_inline)) const char *step(const char *p,
							      uint32_t c,
							      unsigned fl,
							      bool *ok)
{
	switch (*p) {
	case '?':
		*ok = !((fl & PAT_PATHNAME) && c == '/');
		return p + 1;
	case '[': {
		const char *q = bracket(p + 1, c, fl, ok);
		if (q)
			return q;
		*ok = c == '[';
		return p + 1;
	}
	case '\\':
		if (p[1])
			p++;
		break;
	}
	if (!(fl & (PAT_MB | PAT_FOLD))) { /* the common case: a byte */
		*ok = c == (unsigned char)*p;
		return p + 1;
	}
	uint32_t e;
	size_t n = pchar(p, PAT_AVAIL, fl, &e);
	*ok = fold(c, fl) == fold(e, fl);
	return p + n;
}

static ssize_t fixed_len(const char *p, unsigned fl);
static bool match_plain(const char *p, const char *s, const char *se,
			unsigned fl);

/* ------------------------------------------------------------ extglob */

/*
 * The extglob matcher backtracks, and a group inside a repeated group
 * ("*(**?)") can split a subject in exponentially many ways.  Every
 * question it asks is "does pattern [p, pe) match subject [s, se)", and
 * within one top-level match the answers never change, so they are
 * remembered: struct xmemo maps the four offsets to the answer, which
 * bounds the work by the number of distinct questions (polynomial).  The
 * table stops growing at XMEMO_MAX entries; past that the matcher is
 * still right, only no longer bounded.
 */
enum { XMEMO_MAX = 1 << 20 };

struct xmemo {
	const char *pbase, *sbase; /* offsets are taken from these */
	uint64_t *key;             /* two words per slot; 0/0 = empty */
	unsigned char *val;        /* 1 = no match, 2 = match */
	size_t cap, n;
	bool usable; /* pattern and subject fit the key */
	unsigned fl; /* PAT_* */
};

static void xmemo_init(struct xmemo *m, const char *pat, const char *str,
		       size_t len, unsigned fl)
{
	*m = (struct xmemo){ .pbase = pat, .sbase = str, .fl = fl };
	m->usable = strlen(pat) < UINT32_MAX && len < UINT32_MAX;
}

static void xmemo_free(struct xmemo *m)
{
	free(m->key);
	free(m->val);
}

static size_t xmemo_slot(const struct xmemo *m, uint64_t k0, uint64_t k1)
{
	uint64_t h = (k0 * 0x9E3779B97F4A7C15u) ^ (k1 * 0xC2B2AE3D27D4EB4Fu);
	size_t i = (size_t)(h ^ (h >> 29)) & (m->cap - 1);
	while (m->val[i] && (m->key[2 * i] != k0 || m->key[2 * i + 1] != k1))
		i = (i + 1) & (m->cap - 1);
	return i;
}

static void xmemo_keys(const struct xmemo *m, const char *p, const char *pe,
		       const char *s, const char *se, uint64_t *k0,
		       uint64_t *k1)
{
	*k0 = (uint64_t)(p - m->pbase) << 32 | (uint64_t)(pe - m->pbase);
	*k1 = (uint64_t)(s - m->sbase) << 32 | (uint64_t)(se - m->sbase);
}

/* 0 when unknown, else 1 (no match) or 2 (match). */
static int xmemo_get(const struct xmemo *m, const char *p, const char *pe,
		     const char *s, const char *se)
{
	if (!m->n)
		return 0;
	uint64_t k0, k1;
	xmemo_keys(m, p, pe, s, se, &k0, &k1);
	return m->val[xmemo_slot(m, k0, k1)];
}

static bool xmemo_put(struct xmemo *m, const char *p, const char *pe,
		      const char *s, const char *se, bool r)
{
	if (!m->usable || m->n >= XMEMO_MAX)
		return r;
	if (2 * (m->n + 1) > m->cap) {
		struct xmemo old = *m;
		m->cap = old.cap ? 2 * old.cap : 256;
		m->key = xcalloc(2 * m->cap, sizeof *m->key);
		m->val = xcalloc(m->cap, 1);
		for (size_t i = 0; i < old.cap; i++) {
			if (!old.val[i])
				continue;
			size_t j = xmemo_slot(m, old.key[2 * i],
					      old.key[2 * i + 1]);
			m->key[2 * j] = old.key[2 * i];
			m->key[2 * j + 1] = old.key[2 * i + 1];
			m->val[j] = old.val[i];
		}
		xmemo_free(&old);
	}
	uint64_t k0, k1;
	xmemo_keys(m, p, pe, s, se, &k0, &k1);
	size_t i = xmemo_slot(m, k0, k1);
	if (!m->val[i])
		m->n++;
	m->key[2 * i] = k0;
	m->key[2 * i + 1] = k1;
	m->val[i] = r ? 2 : 1;
	return r;
}

/* Is P (before PE) an extglob operator with its '('? */
static bool ext_op(const char *p, const char *pe)
{
	return p + 1 < pe && strchr("?*+@!", *p) && *p && p[1] == '(';
}

/* The position after the pattern element at P, taken whole: an escaped
 * byte, or a bracket expression that ends before PE (its '|' and ')' are
 * members, as in bash). */
static const char *ext_skip(const char *p, const char *pe)
{
	if (*p == '\\' && p + 1 < pe)
		return p + 2;
	if (*p == '[') {
		bool m;
		const char *e = bracket(p + 1, 0, 0, &m);
		if (e && e <= pe)
			return e;
	}
	return p + 1;
}

/* The ')' closing the group whose '(' is at P, or NULL. */
static const char *ext_close(const char *p, const char *pe)
{
	int depth = 0;
	for (; p < pe; p = ext_skip(p, pe)) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return p;
	}
	return NULL;
}

static bool xmatch(struct xmemo *m, const char *p, const char *pe,
		   const char *s, const char *se);

/* Whether some alternative of the group between OPEN and CLOSE matches
 * exactly [s, k). */
static bool ext_alt(struct xmemo *m, const char *open, const char *close,
		    const char *s, const char *k)
{
	const char *a = open + 1;
	int depth = 0;
	for (const char *q = a;; q = ext_skip(q, close)) {
		if (q < close && *q == '(') {
			depth++;
		} else if (q < close && *q == ')') {
			depth--;
		} else if (q >= close || (*q == '|' && !depth)) {
			if (xmatch(m, a, q < close ? q : close, s, k))
				return true;
			if (q >= close)
				return false;
			a = q + 1;
		}
	}
}

/* The length of the longest match of any alternative of the group
 * between OPEN and CLOSE, or -1 when one of them has a '*' or a group
 * (matches of any length).  Bounds the group's loops over end positions,
 * which made ${x//+(a)/b} cubic in the length of x. */
static ssize_t ext_maxlen(const char *open, const char *close)
{
	ssize_t max = 0, n = 0;
	for (const char *q = open + 1; q < close;) {
		if (*q == '*' || *q == '(' || ext_op(q, close))
			return -1;
		if (*q == '|') {
			n = 0;
			q++;
			continue;
		}
		q = ext_skip(q, close);
		if (++n > max)
			max = n;
	}
	return max;
}

/* The group OP(...) at P followed by the rest of the pattern.  A further
 * repetition of *(..) or +(..) is the same question as the whole
 * [p, pe) at a later subject position, so it goes back through xmatch()
 * and its memo. */
static bool ext_group(struct xmemo *m, const char *p, const char *close,
		      const char *pe, const char *s, const char *se)
{
	const char *rest = close + 1, *open = p + 1, *kmax = se;
	ssize_t len = ext_maxlen(open, close);
	if (len >= 0 && (m->fl & PAT_MB))
		len *= 6; /* bytes: no character is longer (mb.h) */
	if (len >= 0 && len < se - s)
		kmax = s + len;
	const unsigned fl = m->fl;
	switch (*p) {
	case '!':
		for (const char *k = s; k <= se; k = after(k, se, fl))
			if (!ext_alt(m, open, close, s, k) &&
			    xmatch(m, rest, pe, k, se))
				return true;
		return false;
	case '?':
	case '*':
		if (xmatch(m, rest, pe, s, se))
			return true;
		if (*p == '?')
			break;
		/* one more non-empty repetition, then the group again */
		for (const char *k = after(s, se, fl); k <= kmax;
		     k = after(k, se, fl))
			if (ext_alt(m, open, close, s, k) &&
			    xmatch(m, p, pe, k, se))
				return true;
		return false;
	case '+':
		for (const char *k = s; k <= kmax; k = after(k, se, fl)) {
			if (!ext_alt(m, open, close, s, k))
				continue;
			if (xmatch(m, rest, pe, k, se))
				return true;
			if (k > s && xmatch(m, p, pe, k, se))
				return true;
		}
		return false;
	}
	for (const char *k = s; k <= kmax; k = after(k, se, fl)) /* @ and ? */
		if (ext_alt(m, open, close, s, k) && xmatch(m, rest, pe, k, se))
			return true;
	return false;
}

/* Backtracking matcher for patterns with extglob groups (bash's
 * ?(...) *(...) +(...) @(...) !(...)); the plain matcher below serves
 * every pattern without them.  Literal steps run in the loop; the memo
 * is consulted where the matcher would branch. */
static bool xmatch(struct xmemo *m, const char *p, const char *pe,
		   const char *s, const char *se)
{
	while (p < pe) {
		const char *close = ext_op(p, pe) ? ext_close(p + 1, pe) : NULL;
		if (close) {
			int known = xmemo_get(m, p, pe, s, se);
			if (known)
				return known == 2;
			return xmemo_put(m, p, pe, s, se,
					 ext_group(m, p, close, pe, s, se));
		}
		if (*p == '*') {
			/* this star opens no group (close is NULL), and so
			 * does no star that opens an unclosed one: "*([" */
			p++;
			while (p < pe && *p == '*' &&
			       !(ext_op(p, pe) && ext_close(p + 1, pe)))
				p++;
			if (p == pe)
				return true;
			int known = xmemo_get(m, p - 1, pe, s, se);
			if (known)
				return known == 2;
			bool r = false;
			for (const char *t = s; t <= se && !r;
			     t = after(t, se, m->fl)) {
				r = xmatch(m, p, pe, t, se);
				if ((m->fl & PAT_PATHNAME) && t < se &&
				    *t == '/')
					break; /* a '*' stops at a '/' */
			}
			return xmemo_put(m, p - 1, pe, s, se, r);
		}
		if (s == se)
			return false;
		bool ok;
		uint32_t c;
		size_t n = pchar(s, (size_t)(se - s), m->fl, &c);
		const char *np = step(p, c, m->fl, &ok);
		if (!ok || np > pe)
			return false;
		p = np;
		s += n;
	}
	return s == se;
}

static bool has_ext(const char *p)
{
	for (; *p; p++) {
		if (*p == '\\' && p[1])
			p++;
		else if (p[1] == '(' && strchr("?*+@!", *p))
			return true;
	}
	return false;
}

/* Whether PAT matches [s, se).  M is the caller's memo for an extglob
 * pattern (its offsets count from the same pattern and subject), or
 * NULL for a plain one. */
static bool match(struct xmemo *m, const char *p, const char *s, const char *se,
		  unsigned fl)
{
	if (m)
		return xmatch(m, p, p + strlen(p), s, se);
	return match_plain(p, s, se, fl);
}

/* Under PAT_PATHNAME a '*' matches no '/', except a '*' that ends the
 * pattern, which matches the rest (bash's rule for GLOBIGNORE). */
static bool match_plain(const char *p, const char *s, const char *se,
			unsigned fl)
{
	const char *star_p = NULL, *star_s = NULL;
	for (;;) {
		if (*p == '*') {
			while (*p == '*')
				p++;
			if (!*p)
				return true;
			/* the last '*' before a fixed-length tail: only the
			 * subject's last k bytes can match the tail, so test
			 * there once instead of at every position (the
			 * recursion has no '*' and so does not nest) */
			ssize_t k = fixed_len(p, fl);
			if (k >= 0) {
				const char *t = se;
				if (!(fl & PAT_MB)) {
					t = se - s >= k ? se - k : s;
					k = se - s >= k ? 0 : k;
				}
				while (k && t > s) {
					t = prev(s, t, fl);
					k--;
				}
				return !k &&
				       !((fl & PAT_PATHNAME) &&
					 memchr(s, '/', (size_t)(t - s))) &&
				       match_plain(p, t, se, fl);
			}
			star_p = p;
			star_s = s;
			continue;
		}
		if (s < se && *p) {
			bool ok;
			uint32_t c;
			size_t n = pchar(s, (size_t)(se - s), fl, &c);
			const char *np = step(p, c, fl, &ok);
			if (ok) {
				p = np;
				s += n;
				continue;
			}
		} else if (s == se && !*p) {
			return true;
		}
		/* mismatch: let the last '*' swallow one more byte */
		if (!star_p || star_s >= se ||
		    ((fl & PAT_PATHNAME) && *star_s == '/'))
			return false;
		p = star_p;
		s = star_s = next(star_s, se, fl);
	}
}

unsigned rt_pattern_mode(const char *pat, const char *str, size_t len)
{
	if (!mb_utf8)
		return PAT_BYTES;
	const char *p = pat;
	while (*p && (unsigned char)*p < 0x80) /* patterns are short */
		p++;
	if (!*p && !mb_high(str, len))
		return PAT_BYTES;
	size_t plen = (size_t)(p - pat) + strlen(p);
	return mb_valid(pat, plen) && mb_valid(str, len) ? PAT_MB : PAT_BYTES;
}

/* FLAGS with the way of matching decided (see PAT_MB). */
static unsigned decide(const char *pat, const char *str, size_t len,
		       unsigned flags)
{
	if (flags & (PAT_MB | PAT_BYTES))
		return flags;
	return flags | rt_pattern_mode(pat, str, len);
}

bool rt_pattern_matchf(const char *pat, const char *str, size_t len,
		       unsigned flags)
{
	flags = decide(pat, str, len, flags);
	if (!has_ext(pat))
		return match_plain(pat, str, str + len, flags);
	struct xmemo m;
	xmemo_init(&m, pat, str, len, flags);
	bool r = match(&m, pat, str, str + len, flags);
	xmemo_free(&m);
	return r;
}

bool rt_pattern_match_n(const char *pat, const char *str, size_t len)
{
	return rt_pattern_matchf(pat, str, len, 0);
}

bool rt_pattern_match(const char *pat, const char *str)
{
	return rt_pattern_matchf(pat, str, strlen(str), 0);
}

/* The length of every match of PAT, a pattern without extglob groups, or
 * -1 when it has a '*' (matches of any length).  Lets prefix/suffix
 * matching test one length instead of all n+1, which made ${x//a/b}
 * cubic in the length of x. */
static ssize_t fixed_len(const char *p, unsigned fl)
{
	ssize_t n = 0;
	bool ok;
	while (*p) {
		if (*p == '*')
			return -1;
		p = step(p, 0, fl & PAT_MB, &ok);
		n++;
	}
	return n;
}

/* The byte C when PAT is "*C" (a prefix's pattern, SUFFIX false) or "C*"
 * (a suffix's) with C an ASCII character that matches only itself, else
 * -1: ${v#*:}, ${f##*.}, ${v%%:*}, ${f%.*}. */
static int star_byte(const char *pat, bool suffix)
{
	if (!pat[0] || !pat[1] || pat[2] || pat[suffix ? 1 : 0] != '*')
		return -1;
	unsigned char b = (unsigned char)pat[suffix ? 0 : 1];
	return b < 0x80 && !strchr("*?[\\", b) ? b : -1;
}

/* The length K of the shortest or longest leading (SUFFIX false) or
 * trailing part of STR that PAT matches, or -1.  All candidates share
 * one extglob memo: its offsets count from STR.  Candidates end (or, for
 * a suffix, start) at character boundaries. */
static ssize_t affix(const char *pat, const char *str, bool longest,
		     bool suffix, unsigned fl)
{
	size_t n = strlen(str);
	const char *se = str + n;
	fl = decide(pat, str, n, fl);
	bool ext = has_ext(pat);
	ssize_t f = ext ? -1 : fixed_len(pat, fl);
	if (f >= 0) {
		/* the one candidate: F characters from the chosen end */
		const char *q = suffix ? se : str;
		for (; f && (suffix ? q > str : q < se); f--)
			q = suffix ? prev(str, q, fl) : next(q, se, fl);
		if (f)
			return -1;
		const char *s = suffix ? q : str, *e = suffix ? se : q;
		return match_plain(pat, s, e, fl) ? e - s : -1;
	}
	int c = ext || (fl & (PAT_FOLD | PAT_PATHNAME))
			? -1
			: star_byte(pat, suffix);
	if (c >= 0) {
		/* the loop below would stop at the first C in its direction
		 * (an ASCII byte is never part of a UTF-8 sequence) */
		const char *hit = longest == suffix ? memchr(str, c, n)
						    : memrchr(str, c, n);
		return !hit ? -1 : suffix ? se - hit : hit + 1 - str;
	}
	struct xmemo memo, *m = NULL;
	if (ext) {
		xmemo_init(&memo, pat, str, n, fl);
		m = &memo;
	}
	/* "*TAIL" with a TAIL of fixed length K (${v#*:}): match_plain
	 * would test each candidate's last K bytes against TAIL, finding K
	 * anew each time; K is found here once instead */
	const char *tail = pat;
	while (*tail == '*')
		tail++;
	ssize_t k = tail > pat && !m && !(fl & (PAT_MB | PAT_PATHNAME))
			    ? fixed_len(tail, fl)
			    : -1;
	/* Q is the candidate's free end: from STR forwards for the
	 * shortest prefix and the longest suffix, else backwards */
	bool fwd = longest == suffix;
	const char *q = fwd ? str : se;
	ssize_t r = -1;
	for (;;) {
		const char *s = suffix ? q : str, *e = suffix ? se : q;
		if (k >= 0 ? e - s >= k && match_plain(tail, e - k, e, fl)
			   : match(m, pat, s, e, fl)) {
			r = e - s;
			break;
		}
		if (fwd ? q >= se : q <= str)
			break;
		q = fwd ? next(q, se, fl) : prev(str, q, fl);
	}
	if (m)
		xmemo_free(m);
	return r;
}

ssize_t rt_pattern_prefix(const char *pat, const char *str, bool longest,
			  unsigned flags)
{
	return affix(pat, str, longest, false, flags);
}

ssize_t rt_pattern_suffix(const char *pat, const char *str, bool longest,
			  unsigned flags)
{
	return affix(pat, str, longest, true, flags);
}

bool rt_pattern_has_magic(const char *pat)
{
	for (const char *p = pat; *p; p++) {
		bool m;
		switch (*p) {
		case '\\':
			if (p[1])
				p++;
			break;
		case '*':
		case '?':
			return true;
		case '+':
		case '@':
		case '!':
			if (p[1] == '(')
				return true;
			break;
		case '[':
			if (bracket(p + 1, 0, 0, &m))
				return true;
			break;
		}
	}
	return false;
}
