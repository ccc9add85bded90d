/*
 * expand.c - word expansion (XCU 2.6): tilde, parameter, command and
 * arithmetic expansion, field splitting, pathname expansion and quote
 * removal.
 *
 * Design and invariants:
 *  - A word is expanded part by part, left to right, into a struct xbuf:
 *    the bytes of the result plus one flag byte per byte saying where it
 *    came from.  F_LIT (unquoted literal text) is never split but its glob
 *    characters are active; F_Q (quoted text, tilde results, quoted
 *    expansions) is never split nor globbed; F_X (results of unquoted
 *    expansions) is split at IFS characters and its glob characters are
 *    active.  Quote removal is implicit: quotes never reach the buffer.
 *  - Two zero-width markers (a NUL byte with a marker flag) carry what
 *    bytes cannot: F_MARK says "a quoted empty string was here", so ""
 *    and "$x" yield a field even when empty; F_BREAK is a hard field
 *    boundary between the parameters of "$@" (and unquoted $@ / $*).
 *    A "..." consisting only of "$@"-like lists ("${a[@]}", "${!a[@]}",
 *    "${a[@]:n}"...) adds no F_MARK, so such lists without elements
 *    yield no field at all.
 *  - The flag bytes are the marks of the one field splitter
 *    (rt_split_next, here; read, fastexp.c and compiled `for` loops use it
 *    too): F_X is SPLIT_MAY, F_LIT and F_Q are SPLIT_KEEP, the markers are
 *    SPLIT_BEGIN and SPLIT_BREAK.  It hands each field, a range of the
 *    buffer, to field_out, which globs it when an active glob character
 *    is present (quoted ones escaped with '\' for rt_glob) and otherwise
 *    keeps the bytes.
 *  - rt_expand is the one entry point.  Per word it tries the front half,
 *    fastexp.c, and where that declines the general half here expands the
 *    word; the front half states no rule of its own.  With
 *    QUIRL_CHECK_FAST (the sanitizer build) each front-half success is
 *    checked against the general half.
 *  - In contexts without splitting (assignments, case, redirections,
 *    here-documents) "$@" joins with spaces, as bash does, and EXP_PATTERN
 *    escapes the quoted bytes that are special to pattern.c.
 *  - The operand of ${p-w} ${p=w} ${p?w} ${p+w} is expanded only when it is
 *    used; unquoted, its literal text counts as expansion result (F_X) and
 *    so is split, as POSIX requires.  The operand of # ## % %% is always a
 *    pattern with its own quoting, even inside "...".
 *  - Dynamic $((...)) caches its last text and parse tree in the wpart
 *    (rt_text lives in rt_arena, so releasing the arena frees both); the
 *    tree of another text comes from arith.c's cache of trees by text.
 *  - Errors print through rt_err and return -1; partial results are freed.
 *  - Extensions (bash/ksh): ${a[i]}, ${a[@]} and ${!a[@]} read array
 *    cells (var.c); lists of values (arrays, ${!prefix@}, sliced $@) go
 *    through emit_list, which has exactly the field rules of "$@"/$*.
 *    The string operators : / ^ , share str_op with # and %.  Brace
 *    expansion runs first, on the literal parts of W_BRACE words, and is
 *    off under set -o posix; name characters it places after a bare $name
 *    extend the name ($x{1,2} is $x1 $x2, as in bash).  shopt nullglob
 *    and failglob act in field_out; failglob abandons the command line
 *    (SKIP_ABORT, status 1) rather than exiting the shell.
 */
#include <assert.h>
#include <ctype.h>
#include <inttypes.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "assign.h"
#include "../frontend/parser.h"
#include "procsub.h"
#include "shell.h"
#include "arith.h"
#include "error.h"
#include "exec.h"
#include "expand.h"
#include "mb.h"
#include "options.h"
#include "passwd.h"
#include "pattern.h"
#include "var.h"
#include "../frontend/interactive.h"
#include "builtins/builtins.h"

/* The flag bytes are the splitter's marks (expand.h), F_LIT and F_Q being
 * two kinds of SPLIT_KEEP. */
enum {
	F_X = SPLIT_MAY, /* unquoted expansion result: split, glob-active */
	F_MARK = SPLIT_BEGIN, /* zero width: a quoted (possibly empty) string */
	F_BREAK = SPLIT_BREAK, /* zero width: field boundary */
	F_LIT = SPLIT_KEEP,    /* unquoted literal: glob-active, never split */
	F_Q,                   /* quoted: inert */
};

enum mode {
	M_UNQ,  /* unquoted word text */
	M_DQ,   /* inside "..." or a here-document */
	M_WORD, /* unquoted operand word of ${p-w}: literals act as F_X */
};

struct xbuf {
	struct strbuf s;
	VEC(unsigned char) f;
	size_t quoted; /* bytes flagged F_Q */
};

struct xctx {
	struct shell *sh;
	bool split; /* fields will be split ("$@" makes F_BREAKs) */
	bool glob;
	bool failed;  /* shopt -s failglob: a pattern matched nothing */
	bool assign;  /* an assignment's value or a here-document */
	bool stk;     /* fields on the shell's stack (EXP_STK) */
	bool notilde; /* EXP_NOTILDE */
};

static void xb_add(struct xbuf *b, const char *s, size_t n, unsigned char fl)
{
	if (!n)
		return;
	sb_addn(&b->s, s, n);
	if (b->f.n + n > b->f.cap) {
		size_t cap = b->f.cap ? b->f.cap : 32;
		while (cap < b->f.n + n)
			cap *= 2;
		b->f.v = xrealloc(b->f.v, cap);
		b->f.cap = cap;
	}
	memset(b->f.v + b->f.n, fl, n);
	b->f.n += n;
	if (fl == F_Q)
		b->quoted += n;
}

static void xb_adds(struct xbuf *b, const char *s, unsigned char fl)
{
	xb_add(b, s, strlen(s), fl);
}

static void xb_mark(struct xbuf *b, unsigned char fl)
{
	xb_add(b, "", 1, fl); /* the NUL byte of "" */
}

static void xb_reset(struct xbuf *b)
{
	sb_reset(&b->s);
	b->f.n = 0;
	b->quoted = 0;
}

static void xb_free(struct xbuf *b)
{
	sb_free(&b->s);
	VEC_FREE(b->f);
}

/* A work buffer for one expansion: the shell's last released one, so that
 * in the steady state an expansion grows no buffer and frees none (the
 * per-command scratch of issue 26; results that escape are copied out of
 * it).  Expansions nest (a substitution inside, an operand word), hence a
 * stack; every xb_get has its xb_put on all paths (errors return, never
 * jump). */
enum { XB_KEEP = 64 * 1024 }; /* larger buffers are not kept */

static struct xbuf *xb_get(struct shell *sh)
{
	if (sh->xbufs.n)
		return sh->xbufs.v[--sh->xbufs.n];
	return xcalloc(1, sizeof(struct xbuf));
}

static void xb_put(struct shell *sh, struct xbuf *b)
{
	if (b->s.cap > XB_KEEP)
		xb_free(b);
	else
		xb_reset(b);
	VEC_PUSH(sh->xbufs, b);
}

struct strbuf *rt_scratch_get(struct shell *sh)
{
	return &xb_get(sh)->s;
}

void rt_scratch_put(struct shell *sh, struct strbuf *sb)
{
	/* the strbuf is the xbuf's first member */
	xb_put(sh, (struct xbuf *)(void *)sb);
}

void rt_expand_free(struct shell *sh)
{
	for (size_t i = 0; i < sh->xbufs.n; i++) {
		xb_free(sh->xbufs.v[i]);
		free(sh->xbufs.v[i]);
	}
	VEC_FREE(sh->xbufs);
}

/* Quote removal of the bytes [i, e) of b: the bytes without markers; with
 * `pattern`, quoted bytes that pattern.c (1) or an ERE (2) would interpret
 * are escaped; 3 is 1 with every '(' escaped too, which keeps extglob
 * groups literal (shopt extglob off); 4 escapes quoted & and \ (the
 * replacement of ${v/p/r} under patsub_replacement, see rep_add). */
static size_t xb_copy(const struct xbuf *b, size_t i, size_t e, int pattern,
		      char *d)
{
	const char *s = b->s.buf;
	const unsigned char *f = b->f.v;
	char *d0 = d;
	if (!pattern || (!b->quoted && pattern != 3)) {
		/* nothing to escape: runs of bytes up to a marker, which is
		 * a NUL byte (xb_mark), found by memchr */
		while (i < e) {
			const char *z = memchr(s + i, 0, e - i);
			size_t j = z ? (size_t)(z - s) : e;
			util_copy(d, s + i, j - i);
			d += j - i;
			if (j < e && f[j] == F_BREAK)
				*d++ = ' ';
			else if (j < e && f[j] != F_MARK)
				*d++ = 0;
			i = j + 1;
		}
		*d = 0;
		return (size_t)(d - d0);
	}
	while (i < e) {
		/* copy a run of plain bytes at once: the common case */
		size_t j = i;
		while (j < e && f[j] != F_MARK && f[j] != F_BREAK &&
		       !(pattern && f[j] == F_Q &&
			 (pattern == 4
				  ? s[j] == '&' || s[j] == '\\'
				  : rt_pattern_special(s[j], pattern == 2))) &&
		       !(pattern == 3 && s[j] == '('))
			j++;
		if (j > i) {
			util_copy(d, s + i, j - i);
			d += j - i;
			i = j;
			continue;
		}
		if (f[i] == F_BREAK) {
			*d++ = ' ';
		} else if (f[i] != F_MARK) {
			*d++ = '\\';
			*d++ = s[i];
		}
		i++;
	}
	*d = 0;
	return (size_t)(d - d0);
}

/* The room xb_copy needs for [i, e): an escape doubles a byte. */
static size_t xb_room(size_t i, size_t e, int pattern)
{
	return (pattern ? 2 * (e - i) : e - i) + 1;
}

static char *xb_range(const struct xbuf *b, size_t i, size_t e, int pattern)
{
	char *d = xmalloc(xb_room(i, e, pattern));
	xb_copy(b, i, e, pattern, d);
	return d;
}

/* The same on the shell's stack (util.h): a temporary of the expansion
 * under way (an operand, a pattern), gone at the caller's stk_release. */
static char *xb_range_stk(struct shell *sh, const struct xbuf *b, size_t i,
			  size_t e, int pattern)
{
	char *d = stk_alloc(&sh->stk, xb_room(i, e, pattern));
	xb_copy(b, i, e, pattern, d);
	return d;
}

static char *xb_string(const struct xbuf *b, int pattern)
{
	return xb_range(b, 0, b->s.len, pattern);
}

/* -------------------------------------------------------------- fields */

/* shopt -s failglob: the pattern [i, e) of b matched nothing.  As in
 * bash, the command is not run and the rest of the top-level command line
 * is abandoned with status 1, but a script goes on (RT_E_LINE_EXPAND). */
static void fail_glob(struct xctx *x, const struct xbuf *b, size_t i, size_t e)
{
	char *pat = xb_range(b, i, e, false);
	rt_err(x->sh, "no match: %s", pat);
	free(pat);
	x->failed = true;
	rt_error(x->sh, RT_E_LINE_EXPAND, 1);
}

/* Finishes the field [i, e) of b: pathname expansion or the plain bytes. */
static void field_out(struct xctx *x, const struct xbuf *b, size_t i, size_t e,
		      struct strvec *out)
{
	bool active = false;
	if (x->failed) /* the command will not run: one message is enough */
		return;
	if (x->glob && !(x->sh->opts & OPT_NOGLOB))
		for (size_t k = i; k < e && !active; k++)
			active = b->f.v[k] != F_Q && b->s.buf[k] &&
				 (rt_glob_char(b->s.buf[k]) ||
				  b->s.buf[k] == '('); /* extglob */
	if (active) {
		char *pat = xb_range(b, i, e,
				     x->sh->shopts & SHOPT_EXTGLOB ? 1 : 3);
		size_t n = 0;
		if (rt_pattern_has_magic(pat))
			n = rt_glob(x->sh, pat, out);
		if (n) {
			free(pat);
			for (size_t k = out->n - n; x->stk && k < out->n; k++) {
				char *m =
					out->v[k]; /* rt_glob's are malloc'ed */
				out->v[k] =
					rt_field_dup(x->sh, true, m, strlen(m));
				free(m);
			}
			return;
		}
		uint64_t so = x->sh->shopts;
		if (rt_pattern_has_magic(pat) &&
		    (so & (SHOPT_NULLGLOB | SHOPT_FAILGLOB))) {
			if (so & SHOPT_FAILGLOB)
				fail_glob(x, b, i, e);
			free(pat);
			return;
		}
		free(pat);
	}
	sv_push(out, x->stk ? xb_range_stk(x->sh, b, i, e, false)
			    : xb_range(b, i, e, false));
}

/* Field splitting of the whole buffer: the F_X bytes may split. */
static void split_fields(struct xctx *x, const struct xbuf *b,
			 struct strvec *out)
{
	struct ifs_split sp;
	struct split_field f[16];
	size_t k;
	rt_split_begin(x->sh, &sp, b->s.buf, b->s.len, b->f.v, 0);
	while ((k = rt_split_next(&sp, f, 16)))
		for (size_t j = 0; j < k; j++)
			field_out(x, b, f[j].start, f[j].end, out);
}

/* ------------------------------------------------------------ splitter */

/* A byte's IFS class; C_WIDE: the byte starts a character of more than
 * one byte, an IFS character if it is one of sh->ifs_wide (there are
 * C_WIDE bytes only when IFS has such characters). */
enum { C_NONE, C_HARD, C_WHITE, C_WIDE };

void rt_split_begin(struct shell *sh, struct ifs_split *sp, const char *s,
		    size_t n, const unsigned char *mark, size_t max)
{
	sp->s = s;
	sp->mark = mark;
	sp->n = n;
	sp->max = max;
	sp->i = sp->count = 0;
	sp->cls = sh->ifs_cls;
	sp->wide = &sh->ifs_wide;
	const char *ifs = rt_ifs(sh);
	if (sh->ifs_built && !strcmp(ifs, sh->ifs_key))
		return; /* the table of the last split: the common case */
	memset(sh->ifs_cls, C_NONE, sizeof sh->ifs_cls);
	sb_reset(&sh->ifs_wide);
	for (const char *p = ifs; *p; p++) {
		unsigned char c = (unsigned char)*p;
		if (c >= 0x80 && mb_utf8) {
			size_t k = mb_len(p, strlen(p));
			sb_addn(&sh->ifs_wide, p, k);
			sb_addc(&sh->ifs_wide, '\0');
			memset(sh->ifs_cls + 0x80, C_WIDE, 0x80);
			p += k - 1;
			continue;
		}
		sh->ifs_cls[c] =
			c == ' ' || c == '\t' || c == '\n' ? C_WHITE : C_HARD;
	}
	/* an IFS too long for the key is built again each time */
	sh->ifs_built = strlen(ifs) < sizeof sh->ifs_key;
	if (sh->ifs_built)
		strcpy(sh->ifs_key, ifs);
}

/* The splitter's view of its buffer, in locals the compiler may keep in
 * registers (the fields it writes could alias struct ifs_split). */
struct split_buf {
	const unsigned char *s, *mark, *cls;
	size_t n;
	const struct strbuf *wide;
};

/* The length of the character at i: 1 but at a C_WIDE byte. */
static inline size_t split_width(const struct split_buf *b, size_t i)
{
	if (b->cls[b->s[i]] != C_WIDE)
		return 1;
	return mb_len((const char *)b->s + i, b->n - i);
}

/* Whether the character at i (a C_WIDE byte) is one of IFS's. */
static bool split_wide_ifs(const struct split_buf *b, size_t i)
{
	size_t k = split_width(b, i);
	for (size_t j = 0; j < b->wide->len;) {
		size_t e = strlen(b->wide->buf + j);
		if (e == k && !memcmp(b->wide->buf + j, b->s + i, k))
			return true;
		j += e + 1;
	}
	return false;
}

/* The class of the character at i as a delimiter. */
static inline int split_class(const struct split_buf *b, size_t i)
{
	if (b->mark && b->mark[i] != SPLIT_MAY)
		return C_NONE;
	int c = b->cls[b->s[i]];
	if (c == C_WIDE)
		return split_wide_ifs(b, i) ? C_HARD : C_NONE;
	return c;
}

/* Inlined: they run once per field of every split. */
static inline __attribute__((always_inline)) size_t skip_white(
	const struct split_buf *b, size_t i)
{
	while (i < b->n && split_class(b, i) == C_WHITE)
		i++;
	return i;
}

/* Past the delimiter at i: white space, at most one other IFS character
 * and the white space after it; *hard tells whether there was one. */
static inline __attribute__((always_inline)) size_t skip_delim(
	const struct split_buf *b, size_t i, bool *hard)
{
	size_t j = skip_white(b, i);
	/* bash leaves an IFS character of more than one byte after white
	 * space to the next field, which it ends empty */
	*hard = j < b->n && split_class(b, j) == C_HARD &&
		(j == i || b->cls[b->s[j]] != C_WIDE);
	return *hard ? skip_white(b, j + split_width(b, j)) : j;
}

/* read's last field from i (see expand.h) into *f; false when none. */
static bool split_rest(const struct split_buf *b, size_t i,
		       struct split_field *f)
{
	size_t n = b->n, j;
	bool hard;
	i = skip_white(b, i);
	if (i >= n)
		return false;
	for (j = i; j < n; j++) {
		int k = b->mark && b->mark[j] != SPLIT_MAY ? C_NONE
							   : b->cls[b->s[j]];
		if (k == C_WIDE && !split_wide_ifs(b, j))
			j += split_width(b, j) - 1; /* not one of IFS's */
		else if (k != C_NONE)
			break;
	}
	f->start = i;
	if (skip_delim(b, j, &hard) >= n) {
		f->end = j; /* one field and its delimiter */
		return true;
	}
	while (n > i && split_class(b, n - 1) == C_WHITE)
		n--;
	f->end = n;
	return true;
}

/* rt_split_next for a buffer with marks or without (MARKED a constant:
 * the compiler makes one loop of each, the unmarked one for lists). */
static inline __attribute__((always_inline)) size_t split_next(
	struct ifs_split *sp, struct split_field *f, size_t cap, bool marked)
{
	const struct split_buf b = { (const unsigned char *)sp->s,
				     marked ? sp->mark : NULL, sp->cls, sp->n,
				     sp->wide };
	const unsigned char *s = b.s, *mark = b.mark, *cls = b.cls;
	size_t i = sp->i, n = b.n, k = 0, count = sp->count, max = sp->max;
	while (k < cap) {
		if (max && count + 1 == max) {
			count++;
			k += split_rest(&b, i, &f[k]);
			i = n;
			break;
		}
		size_t st = i, e;
		bool have = false; /* a field has begun (possibly empty) */
		for (;;) {
			if (i >= n) {
				e = n;
				break;
			}
			bool hard;
			if (!mark && !cls[s[i]]) {
				/* the common case: a run of field bytes, then
				 * its delimiter or the end */
				while (++i < n && !cls[s[i]])
					;
				have = true;
				if (i < n && cls[s[i]] == C_WIDE &&
				    !split_wide_ifs(&b, i)) {
					/* a character not of IFS */
					i += split_width(&b, i);
					continue;
				}
				have = true;
				e = i;
				if (i < n)
					i = skip_delim(&b, i, &hard);
				break;
			}
			unsigned m = mark ? mark[i] : SPLIT_MAY;
			if (m == SPLIT_BREAK) {
				e = i++;
				if (have)
					break;
				st = i;
			} else if (m == SPLIT_BEGIN ||
				   (m == SPLIT_MAY &&
				    split_class(&b, i) == C_NONE) ||
				   m > SPLIT_BREAK) {
				have = true;
				i += m == SPLIT_BEGIN ? 1 : split_width(&b, i);
			} else {
				e = i;
				i = skip_delim(&b, i, &hard);
				/* a non-white delimiter ends even an empty field */
				if (hard)
					have = true;
				break;
			}
		}
		if (have) {
			f[k].start = st;
			f[k].end = e;
			k++;
			count++;
		} else if (i >= n) {
			break;
		}
	}
	sp->i = i;
	sp->count = count;
	return k;
}

size_t rt_split_next(struct ifs_split *sp, struct split_field *f, size_t cap)
{
	return sp->mark ? split_next(sp, f, cap, true)
			: split_next(sp, f, cap, false);
}

/* ---------------------------------------------------------- parameters */

static int exp_parts(struct xctx *x, struct xbuf *b, struct wpart *p,
		     enum mode mode);

/* Expands parts to one string without splitting (operand words, dynamic
 * arithmetic text, patterns), on the shell's stack: the caller releases
 * it with a stk_release to a mark taken before. */
/* What parts_string makes of the quoted bytes (see xb_range). */
enum str_kind {
	S_PLAIN,      /* nothing: quote removal */
	S_PATTERN,    /* escaped if pattern.c would interpret them */
	S_REPLACE,    /* & and \ escaped (patsub_replacement) */
	S_EXTPATTERN, /* S_PATTERN with extglob groups even without shopt
			 extglob: bash's ${v^^pat} ${v,,pat} ${v~~pat} */
};

static int parts_string(struct xctx *x, struct wpart *p, enum mode mode,
			enum str_kind kind, char **out)
{
	if (kind == S_PLAIN && p && !p->next &&
	    (p->kind == WP_LIT || p->kind == WP_QLIT)) {
		/* one literal (the offset of ${s:i:1}, a default): its bytes,
		 * all that the general half below would copy of it */
		*out = stk_strndup(&x->sh->stk, p->lit.s, p->lit.len);
		return 0;
	}
	struct xctx sub = { x->sh,     false, false,     false,
			    x->assign, false, x->notilde };
	struct xbuf *b = xb_get(x->sh);
	int r = exp_parts(&sub, b, p, mode);
	int pattern = kind == S_PLAIN     ? 0
		      : kind == S_REPLACE ? 4
		      : kind == S_EXTPATTERN || (x->sh->shopts & SHOPT_EXTGLOB)
			      ? 1
			      : 3;
	*out = r < 0 ? NULL : xb_range_stk(x->sh, b, 0, b->s.len, pattern);
	xb_put(x->sh, b);
	return r;
}

static bool is_special_name(const char *name)
{
	return isdigit((unsigned char)name[0]) ||
	       (name[0] && !name[1] && strchr("@*#?-$!", name[0]));
}

/* Whether NAME names a parameter: a variable, or a special one whole
 * (is_special_name looks at the first character only: "1a" is none). */
static bool is_param_name(const char *name)
{
	return rt_valid_name(name) ||
	       (is_special_name(name) &&
		(!name[1] || !name[strspn(name, "0123456789")]));
}

bool rt_param_may_be_computed(const char *name)
{
	return name[0] && (strchr("BELRS", name[0]) ||
			   (name[0] == 'H' && !strcmp(name, "HISTCMD")));
}

/* A cached cell means the name was found valid before. */
static bool plain_name(const struct wpart *p)
{
	const char *s = p->param.name;
	return !p->param.indirect && !p->param.index &&
	       (p->param.rt_cell || rt_valid_name(s) ||
		(s[0] >= '1' && s[0] <= '9' && !s[1]));
}

bool rt_param_plain(const struct wpart *p)
{
	return p->param.op == PO_PLAIN && plain_name(p);
}

const char *rt_param_strip_pattern(const struct wpart *p)
{
	if (p->kind != WP_PARAM || p->param.op < PO_RSMALL ||
	    p->param.op > PO_LLARGE || !plain_name(p))
		return NULL;
	const struct wpart *a = p->param.arg ? p->param.arg->parts : NULL;
	if (!a)
		return "";
	/* unquoted bytes pass to the pattern as they are (xb_range), but
	 * for '(' without extglob */
	if (a->next || a->kind != WP_LIT || strpbrk(a->lit.s, "\\(~"))
		return NULL;
	return a->lit.s;
}

static bool is_at_star(const char *s);
static size_t array_values(struct shell *sh, const char *name, bool keys,
			   bool borrow, struct strvec *out);

bool rt_param_length_form(const struct wpart *p)
{
	if (p->kind != WP_PARAM || p->param.op != PO_LENGTH ||
	    p->param.indirect || p->param.arg)
		return false;
	if (!p->param.index)
		return plain_name(p);
	const struct wpart *q = p->param.index->parts;
	return rt_valid_name(p->param.name) && q && !q->next &&
	       (q->kind == WP_LIT || q->kind == WP_QLIT) && q->lit.len == 1 &&
	       is_at_star(q->lit.s);
}

/* ${#name[sub]} under set -u: bash reports NAME unless it is a set
 * array (whose elements may be unset: their length is 0). */
static bool length_unbound(struct shell *sh, const char *name)
{
	if (!(sh->opts & OPT_NOUNSET))
		return false;
	struct var *v = rt_var_find(sh, name);
	return !v || (v->flags & VF_UNSET) ||
	       !(v->flags & (VF_ARRAY | VF_ASSOC));
}

bool rt_param_length(struct shell *sh, const struct wpart *p, int64_t *out)
{
	if (rt_param_part_is_ref(sh, p))
		return false;
	if (p->param.index) {
		/* the count exp_param emits, for a set name (a set array
		 * under set -u: length_unbound) */
		struct var *v = rt_var_find(sh, p->param.name);
		if (!v || (v->flags & (VF_UNSET | VF_NAMEREF)) ||
		    length_unbound(sh, p->param.name))
			return false;
		*out = (int64_t)array_values(sh, p->param.name, false, false,
					     NULL);
		return true;
	}
	struct strbuf tmp;
	const char *val;
	sb_init(&tmp);
	bool set = rt_param_part_value(sh, p, &tmp, &val) && val;
	if (set)
		*out = (int64_t)mb_count(val, strlen(val));
	sb_free(&tmp);
	return set; /* unset: 0, or the set -u error, by expansion */
}

/* The pattern word of a strip whose text the front halves build without
 * the expander: quoted text and "..." of parameters they take
 * (rt_param_fast).  No byte of it is special, so the pattern is that
 * literal string. */
static bool param_fast(const struct wpart *p, int depth);

static bool quoted_pattern(const struct wpart *a, int depth)
{
	for (; a; a = a->next) {
		if (a->kind == WP_QLIT)
			continue;
		if (a->kind != WP_DQUOTE)
			return false;
		for (const struct wpart *q = a->sub; q; q = q->next)
			if (q->kind != WP_QLIT &&
			    !(q->kind == WP_PARAM && param_fast(q, depth + 1)))
				return false;
	}
	return true;
}

static bool param_fast(const struct wpart *p, int depth)
{
	if (depth > 3 || !plain_name(p) || rt_param_read_changes(p->param.name))
		return false;
	if (p->param.op == PO_PLAIN || rt_param_length_form(p))
		return true;
	return rt_param_strip_pattern(p) ||
	       (p->param.op >= PO_RSMALL && p->param.op <= PO_LLARGE &&
		quoted_pattern(p->param.arg->parts, depth));
}

bool rt_param_fast(const struct wpart *p)
{
	return p->kind == WP_PARAM && param_fast(p, 0);
}

/* Appends the literal text of the quoted pattern parts A to PAT. */
static bool quoted_pattern_text(struct shell *sh, const struct wpart *a,
				struct strbuf *pat)
{
	struct strbuf *tmp = rt_scratch_get(sh);
	bool ok = true;
	for (; a && ok; a = a->next) {
		if (a->kind == WP_QLIT) {
			sb_addn(pat, a->lit.s, a->lit.len);
			continue;
		}
		for (const struct wpart *q = a->sub; q && ok; q = q->next) {
			const char *v;
			size_t n;
			if (q->kind == WP_QLIT) {
				sb_addn(pat, q->lit.s, q->lit.len);
			} else if ((ok = rt_param_fast_value(sh, q, tmp, &v,
							     &n))) {
				sb_addn(pat, v, n);
			}
		}
	}
	rt_scratch_put(sh, tmp);
	return ok;
}

bool rt_param_fast_value(struct shell *sh, const struct wpart *p,
			 struct strbuf *tmp, const char **s, size_t *n)
{
	const char *val;
	sb_reset(tmp);
	if (rt_param_part_is_ref(sh, p))
		return false;
	if (p->param.op == PO_LENGTH) { /* ${#name}: 0 when unset */
		int64_t len = 0;
		char num[24];
		if (!rt_param_length(sh, p, &len) && (sh->opts & OPT_NOUNSET))
			return false;
		sb_addn(tmp, num, rt_fmt_int(num, len));
		*s = sb_str(tmp);
		*n = tmp->len;
		return true;
	}
	if (!rt_param_part_value(sh, p, tmp, &val)) {
		if (sh->opts & OPT_NOUNSET)
			return false;
		val = "";
	}
	if (p->param.op == PO_PLAIN) {
		*s = val;
		*n = strlen(val);
		return true;
	}
	const char *lit = rt_param_strip_pattern(p);
	if (lit) { /* its own pattern, for the matcher */
		rt_param_strip(p->param.op, lit, val, s, n);
		return true;
	}
	struct strbuf *pat = rt_scratch_get(sh);
	bool ok = quoted_pattern_text(sh, p->param.arg->parts, pat);
	if (ok)
		rt_param_strip_lit(p->param.op, sb_str(pat), pat->len, val, s,
				   n);
	rt_scratch_put(sh, pat);
	return ok;
}

const char *rt_word_literal(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	if (!p || p->next || p->kind != WP_LIT || (w->flags & W_BRACE))
		return NULL;
	if ((w->flags & W_GLOB) && (memchr(p->lit.s, '\\', p->lit.len) ||
				    rt_pattern_has_magic(p->lit.s)))
		return NULL;
	return p->lit.s;
}

/* ---------------------------------------------- expansions without effects */

static bool pure_parts(struct shell *sh, const struct wpart *p);

/* Whether expanding W can change the shell: see expand.h. */
bool rt_word_pure(struct shell *sh, const struct word *w)
{
	return !w ||
	       ((!(sh->shopts & SHOPT_FAILGLOB) || !(w->flags & W_GLOB)) &&
		pure_parts(sh, w->parts));
}

/* Under set -u, reading unset NAME is an error. */
static bool read_ok(struct shell *sh, const char *name)
{
	if (!(sh->opts & OPT_NOUNSET) || !strcmp(name, "@") ||
	    !strcmp(name, "*"))
		return true;
	const char *val;
	struct strbuf tmp;
	sb_init(&tmp);
	bool set = rt_param_value(sh, name, &tmp, &val);
	sb_free(&tmp);
	return set;
}

static bool pure_param(struct shell *sh, const struct wpart *p)
{
	const char *name = p->param.name;
	if (p->param.indirect || p->param.index || rt_param_read_changes(name))
		return false;
	switch (p->param.op) {
	case PO_DEFAULT:
	case PO_ALT:
		break; /* an unset name is not an error there */
	case PO_PLAIN:
	case PO_LENGTH:
	case PO_RSMALL:
	case PO_RLARGE:
	case PO_LSMALL:
	case PO_LLARGE:
	case PO_REPL:
	case PO_REPLALL:
	case PO_REPLPRE:
	case PO_REPLSUF:
	case PO_UPPER1:
	case PO_UPPER:
	case PO_LOWER1:
	case PO_LOWER:
	case PO_TOGGLE1:
	case PO_TOGGLE:
		if (!read_ok(sh, name))
			return false;
		break;
	default:
		return false;
	}
	return rt_word_pure(sh, p->param.arg) &&
	       rt_word_pure(sh, p->param.arg2);
}

static bool pure_parts(struct shell *sh, const struct wpart *p)
{
	for (; p; p = p->next) {
		switch (p->kind) {
		case WP_LIT:
		case WP_QLIT:
		case WP_TILDE:
			break;
		case WP_DQUOTE:
			if (!pure_parts(sh, p->sub))
				return false;
			break;
		case WP_PARAM:
			if (!pure_param(sh, p))
				return false;
			break;
		default:
			return false;
		}
	}
	return true;
}

/* Every plain variable read passes here, so the first byte filters
 * before any strcmp (rt_param_may_be_computed is that filter). */
bool rt_param_computed(struct shell *sh, const char *name, const struct var *v,
		       struct strbuf *tmp)
{
	char dyn[64];
	if (v && (v->flags & VF_UNSET))
		return false;
	if (!rt_param_may_be_computed(name))
		return false;
	switch (name[0]) {
	case 'E':
		/* an EPOCHSECONDS given a string value keeps it */
		if (v && (v->flags & VF_STR) && !strcmp(name, "EPOCHSECONDS"))
			return false;
		/* fall through */
	case 'B':
	case 'H':
	case 'R':
	case 'S':
		if (!rt_var_dynamic(sh, name, dyn))
			return false;
		sb_adds(tmp, dyn);
		return true;
	case 'L':
		if (strcmp(name, "LINENO"))
			return false;
		sb_addf(tmp, "%d", sh->lineno);
		return true;
	}
	return false;
}

/* The value of parameter NAME (into tmp when computed); false if unset.
 * $@ and $* give their parameters joined by spaces here. */
static bool param_value(struct shell *sh, const char *name, struct strbuf *tmp,
			const char **val)
{
	*val = NULL;
	if (name[0] >= '0' && name[0] <= '9') {
		size_t i = 0;
		/* stop once past $#: the number is out of range anyway */
		for (const char *p = name;
		     *p >= '0' && *p <= '9' && i <= sh->params.n; p++)
			i = i * 10 + (size_t)(*p - '0');
		if (i == 0 && !strcmp(name, "0"))
			*val = sh->arg0 ? sh->arg0 : "";
		else if (i >= 1 && i <= sh->params.n)
			*val = sh->params.v[i - 1];
		return *val != NULL;
	}
	if (name[0] && !name[1]) {
		char buf[32];
		switch (name[0]) {
		case '@':
		case '*':
			for (size_t i = 0; i < sh->params.n; i++) {
				if (i)
					sb_addc(tmp, ' ');
				sb_adds(tmp, sh->params.v[i]);
			}
			*val = sb_str(tmp);
			return sh->params.n > 0;
		case '#':
			rt_fmt_int(buf, (int64_t)sh->params.n);
			sb_adds(tmp, buf);
			break;
		case '?':
			rt_fmt_int(buf, sh->status);
			sb_adds(tmp, buf);
			break;
		case '-':
			rt_opt_dollar_minus(sh, buf);
			sb_adds(tmp, buf);
			break;
		case '$':
			sb_addf(tmp, "%ld", (long)sh->pid);
			break;
		case '!':
			if (!sh->last_bg)
				return false;
			sb_addf(tmp, "%ld", (long)sh->last_bg);
			break;
		default:
			goto named;
		}
		*val = sb_str(tmp);
		return true;
	}
named:;
	struct var *v = rt_var_find(sh, name);
	if (rt_param_computed(sh, name, v, tmp)) {
		*val = sb_str(tmp);
		return true;
	}
	if (!v || (v->flags & VF_UNSET))
		return false;
	*val = rt_var_str(sh, v);
	return *val != NULL;
}

/* Emits a list of values with the field rules of $@ and $* (arrays,
 * ${!prefix@}, ...). */
static void emit_list(struct xctx *x, struct xbuf *b, char **v, size_t n,
		      bool star, enum mode mode)
{
	struct strvec pv0 = { v, n, n };
	struct strvec *pv = &pv0;
	bool quoted = mode == M_DQ;
	unsigned char vf = quoted ? F_Q : F_X;
	const char *sep = " ";
	size_t seplen = 1;
	/* Unquoted and split, the values are fields of their own.  bash
	 * instead joins them with the first character of IFS when that is
	 * no white space, then splits (so "x" "y" under IFS=x gives "", ""
	 * and "y"); posix mode keeps POSIX's fields, as dash does. */
	bool joined = false;
	if (star && (quoted || !x->split)) {
		sep = rt_ifs(x->sh);
		seplen = mb_first_len(sep);
	} else if (!quoted && x->split && !(x->sh->opts & OPT_POSIX)) {
		const char *ifs = rt_ifs(x->sh);
		joined = *ifs && *ifs != ' ' && *ifs != '\t' && *ifs != '\n';
		if (joined) {
			sep = ifs;
			seplen = mb_first_len(ifs);
		}
	}
	for (size_t i = 0; i < pv->n; i++) {
		if (i && x->split && !(star && quoted) && !joined)
			xb_mark(b, F_BREAK);
		else if (i && seplen)
			xb_add(b, sep, seplen, vf);
		if (quoted)
			xb_mark(b, F_MARK);
		xb_adds(b, pv->v[i], vf);
	}
}

/* Emits $@ or $* (not "$*", handled by the caller). */
static void exp_list(struct xctx *x, struct xbuf *b, bool star, enum mode mode)
{
	emit_list(x, b, x->sh->params.v, x->sh->params.n, star, mode);
}

static int err_unset(struct shell *sh, const char *name)
{
	rt_err_unset(sh, name, strlen(name));
	return -1;
}

/* ${p=w}: assigns the expanded operand and emits the new value. */
static int param_assign(struct xctx *x, struct xbuf *b, const struct wpart *p,
			enum mode mode)
{
	const char *name = p->param.name;
	if (is_special_name(name)) {
		rt_err(x->sh, "$%s: cannot assign in this way", name);
		return -1;
	}
	char *val;
	struct wpart *arg = p->param.arg ? p->param.arg->parts : NULL;
	struct stk_mark m = stk_mark(&x->sh->stk);
	int r = parts_string(x, arg, mode == M_DQ ? M_DQ : M_UNQ, S_PLAIN,
			     &val);
	if (r == 0) {
		r = rt_var_set(x->sh, name, val, 0);
		struct var *v = r < 0 ? rt_var_find(x->sh, name) : NULL;
		if (v && (v->flags & VF_READONLY))
			rt_error(x->sh, RT_E_LINE_READONLY, 2);
	}
	if (r >= 0)
		xb_adds(b, val, mode == M_DQ ? F_Q : F_X);
	stk_release(&x->sh->stk, m);
	return r < 0 ? -1 : 0;
}

/* The subscript IX as written, for messages: the lexer keeps a ${a[...]}
 * subscript's literal text as quoted literals, shown bare. */
static void index_text(struct strbuf *sb, const struct word *ix)
{
	for (const struct wpart *q = ix->parts; q; q = q->next) {
		if (q->kind == WP_LIT || q->kind == WP_QLIT) {
			sb_addn(sb, q->lit.s, q->lit.len);
		} else {
			struct wpart one = *q;
			struct word w = { &one, 0 };
			one.next = NULL;
			ast_unparse_word(sb, &w);
		}
	}
}

/* The name messages give the parameter of P: bash's "!x" for ${!x...}.
 * On the shell's stack. */
static const char *shown_name(struct xctx *x, const struct wpart *p)
{
	if (p->param.bare && isdigit((unsigned char)p->param.name[0]) &&
	    p->param.name[0] != '0') {
		/* bash says "$1: unbound variable" but "1:" for ${1} */
		char *s = stk_alloc(&x->sh->stk, 3);
		s[0] = '$';
		s[1] = p->param.name[0];
		s[2] = 0;
		return s;
	}
	if (!p->param.indirect)
		return p->param.name;
	size_t n = strlen(p->param.name);
	char *s = stk_alloc(&x->sh->stk, n + 2);
	s[0] = '!';
	memcpy(s + 1, p->param.name, n + 1);
	return s;
}

static int param_error(struct xctx *x, const struct wpart *p, bool set)
{
	const char *name = shown_name(x, p);
	if (p->param.arg && p->param.arg->parts) {
		char *msg;
		struct stk_mark m = stk_mark(&x->sh->stk);
		if (parts_string(x, p->param.arg->parts, M_DQ, S_PLAIN, &msg) ==
		    0)
			rt_err(x->sh, "%s: %s", name, msg);
		stk_release(&x->sh->stk, m);
	} else if (!set && !p->param.colon) {
		/* ${x:?} says "null or not set" even when x is unset */
		rt_err(x->sh, "%s: parameter not set", name);
	} else {
		rt_err(x->sh, "%s: parameter null or not set", name);
	}
	return -1;
}

/* The operand words of a string operator (# % / ^ ,), expanded once for
 * all the values it applies to, as bash does for $@ and arrays.  Under
 * shopt patsub_replacement, rep keeps its quoted & and \ escaped by a
 * backslash (amp), so that rep_add can tell them from an unquoted &. */
struct str_operands {
	char *pat, *rep; /* on the shell's stack, above mark */
	bool amp;
	struct stk *stk;
	struct stk_mark mark;
};

static void str_operands_free(struct str_operands *o)
{
	stk_release(o->stk, o->mark);
	o->pat = o->rep = NULL;
}

static int str_operands_expand(struct xctx *x, const struct wpart *p,
			       struct str_operands *o)
{
	enum param_op op = p->param.op;
	o->pat = o->rep = NULL;
	o->amp = false;
	o->mark = stk_mark(&x->sh->stk);
	o->stk = &x->sh->stk;
	if (op == PO_SUBSTR) /* arithmetic, evaluated by substr_range */
		return 0;
	struct wpart *arg = p->param.arg ? p->param.arg->parts : NULL;
	bool casemod = op >= PO_UPPER1 && op <= PO_TOGGLE;
	if (parts_string(x, arg, M_UNQ, casemod ? S_EXTPATTERN : S_PATTERN,
			 &o->pat) < 0) {
		str_operands_free(o);
		return -1;
	}
	if (op < PO_REPL || op > PO_REPLSUF)
		return 0;
	struct wpart *arg2 = p->param.arg2 ? p->param.arg2->parts : NULL;
	o->amp = x->sh->shopts & SHOPT_PATSUB_REPLACEMENT;
	/* the lexer made the replacement unquoted text, "..." or not */
	if (parts_string(x, arg2, M_UNQ, o->amp ? S_REPLACE : S_PLAIN,
			 &o->rep) < 0) {
		str_operands_free(o);
		return -1;
	}
	return 0;
}

/* ${p#w} ${p##w} ${p%w} ${p%%w} on VAL: what is left, [*s, *s + *n). */
void rt_param_strip(enum param_op op, const char *pat, const char *val,
		    const char **s, size_t *n)
{
	*s = val;
	*n = strlen(val);
	ssize_t k;
	if (op == PO_LSMALL || op == PO_LLARGE) {
		k = rt_pattern_prefix(pat, val, op == PO_LLARGE, 0);
		if (k > 0) {
			*s += k;
			*n -= (size_t)k;
		}
	} else {
		k = rt_pattern_suffix(pat, val, op == PO_RLARGE, 0);
		if (k > 0)
			*n -= (size_t)k;
	}
}

void rt_param_strip_lit(enum param_op op, const char *lit, size_t k,
			const char *val, const char **s, size_t *n)
{
	*s = val;
	*n = strlen(val);
	if (!k || k > *n)
		return;
	if (op == PO_LSMALL || op == PO_LLARGE) {
		if (!memcmp(val, lit, k)) {
			*s += k;
			*n -= k;
		}
	} else if (!memcmp(val + *n - k, lit, k)) {
		*n -= k;
	}
}

/* Emits the plain value of p (val/set already looked up). */
static void param_plain(struct xctx *x, struct xbuf *b, const char *name,
			const char *val, enum mode mode)
{
	if ((name[0] == '@' || name[0] == '*') && !name[1])
		exp_list(x, b, name[0] == '*', mode);
	else if (val)
		xb_adds(b, val, mode == M_DQ ? F_Q : F_X);
}

/* ------------------------------------------------ bash string operators */

/* The value of an arithmetic operand; *TEXT gets its expanded text, on
 * the shell's stack (the caller releases it). */
static int arith_operand(struct xctx *x, const struct word *w, int64_t *out,
			 char **text, const char *who)
{
	int r = parts_string(x, w ? w->parts : NULL, M_DQ, S_PLAIN, text);
	if (r < 0)
		return r;
	const char *saved = x->sh->arith_who;
	x->sh->arith_who = who;
	r = rt_arith_eval_text(x->sh, *text, out);
	x->sh->arith_who = saved;
	if (r < 0) /* as in $((...)): bash abandons the line */
		rt_error(x->sh, RT_E_ARITH, 2);
	return r;
}

int rt_substr_span(size_t n, int64_t off, bool has_len, int64_t len, size_t *s,
		   size_t *e)
{
	if (off < 0)
		off = (int64_t)n + off < 0 ? (int64_t)n + 1 : (int64_t)n + off;
	if ((uint64_t)off > n) {
		*s = *e = n;
		return 1;
	}
	*s = (size_t)off;
	*e = n;
	if (!has_len)
		return 0;
	if (len < 0) {
		if ((int64_t)n + len < off)
			return -1;
		*e = (size_t)((int64_t)n + len);
	} else if ((uint64_t)len < n - *s) {
		*e = *s + (size_t)len;
	}
	return 0;
}

void rt_substr_bytes(const char *val, size_t n, size_t chars, size_t cs,
		     size_t ce, size_t *s, size_t *e)
{
	*s = chars == n ? cs : mb_offset(val, n, cs);
	*e = chars == n ? ce : *s + mb_offset(val + *s, n - *s, ce - cs);
}

/* ${v:off:len} on N items (characters, or the values of a list: LIST):
 * the [*s, *e) range.  The length is evaluated only when the offset is
 * not past the end (rt_substr_span).  A length that ends before the
 * offset, or any negative length of a list, abandons the command line
 * with status 1 and bash's message naming the length's text. */
static int substr_range(struct xctx *x, const struct wpart *p, size_t n,
			bool list, size_t *s, size_t *e)
{
	int64_t off, len = 0;
	char *text;
	/* errors in the operands name the parameter as written (bash) */
	struct strbuf who;
	sb_init(&who);
	sb_adds(&who, shown_name(x, p));
	if (p->param.index) {
		sb_addc(&who, '[');
		index_text(&who, p->param.index);
		sb_addc(&who, ']');
	}
	struct stk_mark m = stk_mark(&x->sh->stk);
	int r = arith_operand(x, p->param.arg, &off, &text, sb_str(&who));
	if (r < 0 || rt_substr_span(n, off, false, 0, s, e) > 0 ||
	    !p->param.arg2)
		goto out;
	stk_release(&x->sh->stk, m);
	if ((r = arith_operand(x, p->param.arg2, &len, &text, sb_str(&who))) <
	    0)
		goto out;
	if (rt_substr_span(n, off, true, len, s, e) < 0 || (list && len < 0)) {
		rt_err(x->sh, "%s: substring expression < 0", text);
		rt_error(x->sh, RT_E_LINE, 1);
		r = -1;
	}
out:
	sb_free(&who);
	stk_release(&x->sh->stk, m);
	return r < 0 ? -1 : 0;
}

/* Appends the replacement of the match [m, m + n): with o->amp, an
 * unquoted & is the match, and a backslash makes the & or \ after it
 * literal (any other backslash stays, as in bash). */
static void rep_add(struct strbuf *sb, const struct str_operands *o,
		    const char *m, size_t n)
{
	if (!o->amp) {
		sb_adds(sb, o->rep);
		return;
	}
	for (const char *r = o->rep; *r; r++) {
		if (*r == '&')
			sb_addn(sb, m, n);
		else if (*r == '\\' && (r[1] == '&' || r[1] == '\\'))
			sb_addc(sb, *++r);
		else
			sb_addc(sb, *r);
	}
}

/* ${v/pat/rep} and friends on one string; the result is malloc'ed.
 * FL is PAT_FOLD under shopt nocasematch (bash folds these, not # or %). */
static char *str_replace_op(enum param_op op, const struct str_operands *o,
			    const char *val, unsigned fl)
{
	const char *pat = o->pat;
	struct strbuf sb;
	sb_init(&sb);
	size_t n = strlen(val);
	fl |= rt_pattern_mode(pat, val, n); /* once, not per position */
	if (op == PO_REPLPRE || op == PO_REPLSUF) {
		ssize_t k = op == PO_REPLPRE
				    ? rt_pattern_prefix(pat, val, true, fl)
				    : rt_pattern_suffix(pat, val, true, fl);
		if (k < 0) {
			sb_adds(&sb, val);
		} else if (op == PO_REPLPRE) {
			rep_add(&sb, o, val, (size_t)k);
			sb_adds(&sb, val + k);
		} else {
			sb_addn(&sb, val, n - (size_t)k);
			rep_add(&sb, o, val + n - (size_t)k, (size_t)k);
		}
	} else if (!*pat) {
		sb_adds(&sb, val);
	} else {
		size_t i = 0;
		bool done = false;
		while (i < n) {
			/* longest non-empty match at i, without copying the
			 * rest of val for each candidate length (that was
			 * cubic: ${x//a/b} on 20k bytes took half a minute) */
			ssize_t best = done ? -1
					    : rt_pattern_prefix(pat, val + i,
								true, fl);
			if (best > 0) {
				rep_add(&sb, o, val + i, (size_t)best);
				i += (size_t)best;
				done = op == PO_REPL;
			} else if (!(fl & PAT_MB)) {
				sb_addc(&sb, val[i++]);
			} else {
				size_t k = mb_len(val + i, n - i);
				sb_addn(&sb, val + i, k);
				i += k;
			}
		}
	}
	return sb_detach(&sb);
}

static char *str_case_op(enum param_op op, const char *pat, const char *val)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_adds(&sb, "");
	unsigned how = op == PO_UPPER1 || op == PO_UPPER   ? MB_UPPER
		       : op == PO_LOWER1 || op == PO_LOWER ? MB_LOWER
							   : MB_TOGGLE;
	if (op == PO_UPPER1 || op == PO_LOWER1 || op == PO_TOGGLE1)
		how |= MB_FIRST;
	mb_case(&sb, val, how, pat);
	return sb_detach(&sb);
}

/* ${NAME@X} with a letter bash does not know. */
static int xform_bad(struct xctx *x, const struct wpart *p)
{
	rt_err(x->sh, "${%s@%c}: bad substitution", p->param.name,
	       p->param.xform);
	return -1;
}

/*
 * ${name@X} of one value VAL, as bash 5.2: Q quoted for re-input ('...'
 * or $'...'), E its escapes decoded as in $'...', P expanded as a prompt,
 * U u L case changed, a the variable's attribute letters, A an
 * assignment (with declare and the attributes when it has some) that
 * re-creates it, K and k quoted as Q.  Whole arrays under K, k and A are
 * xform_list's.
 */
static int str_xform(struct xctx *x, const struct wpart *p, const char *val,
		     char **out)
{
	const char *name = p->param.name;
	struct var *v = rt_valid_name(name) ? rt_var_find(x->sh, name) : NULL;
	char c = p->param.xform, fl[16];
	struct strbuf sb;
	sb_init(&sb);
	switch (c) {
	case 'Q':
	case 'K':
	case 'k':
		rt_var_quote_single(&sb, val);
		break;
	case 'E':
		lx_ansi_decode(val, strlen(val), mb_named_utf8(x->sh), &sb);
		break;
	case 'P':
		fe_prompt_expand(x->sh, val, &sb);
		break;
	case 'U':
	case 'u':
	case 'L':
		mb_case(&sb, val,
			(c == 'L' ? MB_LOWER : MB_UPPER) |
				(c == 'u' ? MB_FIRST : 0),
			NULL);
		break;
	case 'a':
		if (v) {
			rt_var_attr_letters(v, fl);
			sb_adds(&sb, fl);
		}
		break;
	case 'A':
		if (!v)
			break;
		if (rt_var_attr_letters(v, fl))
			sb_addf(&sb, "declare -%s ", fl);
		sb_addf(&sb, "%s=", v->name);
		rt_var_quote_single(&sb, val);
		break;
	default:
		sb_free(&sb);
		return xform_bad(x, p);
	}
	*out = sb_detach(&sb);
	return 0;
}

/* ${v@A} of a declared name without a value: "declare -FL v" when it
 * has attributes (not -n), else NULL. */
static char *declared_unset(struct xctx *x, const char *name)
{
	struct var *v = rt_valid_name(name) ? rt_var_find(x->sh, name) : NULL;
	char fl[16];
	if (!v || (v->flags & VF_NAMEREF) || !rt_var_attr_letters(v, fl))
		return NULL;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "declare -%s %s", fl, v->name);
	return sb_detach(&sb);
}

/* "${a[@]@K}", "${a[@]@k}", "${a[@]@A}" and their [*] forms: K one word
 * of keys and values as declare -p quotes them, k the keys and values as
 * words, A the declare -p line (bash makes three words of it with @). */
static int xform_list(struct xctx *x, struct xbuf *b, const struct wpart *p,
		      enum mode mode, const char *name, bool star)
{
	struct var *v = rt_var_find(x->sh, name);
	struct strvec w = { 0 };
	struct strbuf sb;
	sb_init(&sb);
	char *decl = NULL;
	bool scalar = v && !(v->flags & (VF_ARRAY | VF_ASSOC));
	if (scalar) {
		/* a scalar's is ${v@X}, one word */
		if (v->flags & VF_UNSET)
			decl = p->param.xform == 'A' ? declared_unset(x, name)
						     : NULL;
		else if (str_xform(x, p, rt_var_get(x->sh, name), &decl) < 0)
			decl = NULL;
		if (decl)
			sv_push(&w, decl);
	} else if (v && (v->flags & VF_UNSET) && p->param.xform == 'A' &&
		   (decl = declared_unset(x, name)) != NULL) {
		sb_adds(&sb, decl); /* declare -a a: no value, no = */
		free(decl);
	} else if (v && !(v->flags & VF_UNSET) && p->param.xform == 'A') {
		rt_var_decl_line(x->sh, v, &sb);
		sb.buf[--sb.len] = 0; /* the newline */
	}
	if (sb.len) {
		char *sp1 = strchr(sb.buf, ' ');
		char *sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
		if (star || !sp2) {
			sv_pushdup(&w, sb.buf);
		} else {
			sv_push(&w, xstrndup(sb.buf, (size_t)(sp1 - sb.buf)));
			sv_push(&w, xstrndup(sp1 + 1, (size_t)(sp2 - sp1 - 1)));
			sv_pushdup(&w, sp2 + 1);
		}
	} else if (v && !(v->flags & VF_UNSET)) {
		struct rt_aelem *el;
		size_t n = rt_var_elems(x->sh, v, &el);
		for (size_t i = 0; i < n; i++) {
			struct strbuf k;
			sb_init(&k);
			if (el[i].key)
				rt_var_quote_key(&k, el[i].key);
			else
				sb_addf(&k, "%lld", (long long)el[i].idx);
			if (p->param.xform == 'k') {
				sv_push(&w, el[i].key ? xstrdup(el[i].key)
						      : sb_detach(&k));
				sv_pushdup(&w, el[i].val);
			} else {
				/* an associative value is followed by a
				 * blank, an indexed one preceded */
				sb_addf(&sb, "%s%s ",
					i && !el[i].key ? " " : "", sb_str(&k));
				rt_var_quote_value(&sb, el[i].val);
				if (el[i].key)
					sb_addc(&sb, ' ');
			}
			sb_free(&k);
		}
		if (p->param.xform == 'K' && n)
			sv_pushdup(&w, sb_str(&sb));
	}
	emit_list(x, b, w.v, w.n, star, mode);
	sv_free(&w);
	sb_free(&sb);
	return 0;
}

/* ${v:off:len} of VAL: the bytes [*s, *e) (offsets count characters,
 * mb.h). */
static int substr_of(struct xctx *x, const struct wpart *p, const char *val,
		     size_t *s, size_t *e)
{
	size_t cs, ce, n = strlen(val), chars = mb_count(val, n);
	if (substr_range(x, p, chars, false, &cs, &ce) < 0)
		return -1;
	rt_substr_bytes(val, n, chars, cs, ce, s, e);
	return 0;
}

/* The string operators of one value: # ## % %% : / ^ , with the operands
 * O already expanded. */
static int str_op(struct xctx *x, const struct wpart *p,
		  const struct str_operands *o, const char *val, char **out)
{
	enum param_op op = p->param.op;
	if (op == PO_SUBSTR) {
		size_t s, e;
		if (substr_of(x, p, val, &s, &e) < 0)
			return -1;
		*out = xstrndup(val + s, e - s);
	} else if (op >= PO_REPL && op <= PO_REPLSUF) {
		*out = str_replace_op(
			op, o, val,
			x->sh->shopts & SHOPT_NOCASEMATCH ? PAT_FOLD : 0);
	} else if (op >= PO_UPPER1 && op <= PO_TOGGLE) {
		*out = str_case_op(op, o->pat, val);
	} else if (op == PO_XFORM) {
		return str_xform(x, p, val, out);
	} else {
		const char *s;
		size_t n;
		rt_param_strip(op, o->pat, val, &s, &n);
		*out = xstrndup(s, n);
	}
	return 0;
}

/* Whether V[0..N) joined as "$*" joins them is "": "${*:-w}" tests that
 * (bash), so empty values under IFS= count as null. */
static bool joined_null(struct xctx *x, char *const *v, size_t n)
{
	if (n > 1 && *rt_ifs(x->sh))
		return false;
	for (size_t i = 0; i < n; i++)
		if (*v[i])
			return false;
	return true;
}

/* Operators on a list of values (${a[@]}, $@, ${!p@} ...). */
/* ${#a[@]}, ${#@}: the number of values */
static void emit_count(struct xbuf *b, size_t n, bool quoted)
{
	char num[32];
	rt_fmt_int(num, (int64_t)n);
	xb_adds(b, num, quoted ? F_Q : F_X);
}

static int list_ops(struct xctx *x, struct xbuf *b, const struct wpart *p,
		    enum mode mode, struct strvec *vals, bool star)
{
	bool quoted = mode == M_DQ;
	enum mode wmode = quoted ? M_DQ : M_WORD;
	struct wpart *arg = p->param.arg ? p->param.arg->parts : NULL;
	bool empty = vals->n == 0 ||
		     (p->param.colon && vals->n == 1 && !*vals->v[0]);
	if (!empty && p->param.colon && star && (quoted || !x->split))
		empty = joined_null(x, vals->v, vals->n);
	switch (p->param.op) {
	case PO_PLAIN:
		break;
	case PO_LENGTH:
		emit_count(b, vals->n, quoted);
		return 0;
	case PO_DEFAULT:
	case PO_ASSIGN:
	case PO_ERROR:
		if (empty) {
			if (p->param.op == PO_ERROR)
				return param_error(x, p, vals->n > 0);
			return exp_parts(x, b, arg, wmode);
		}
		break;
	case PO_ALT:
		if (empty)
			return 0;
		if (quoted) /* "${@+}" is a field: only_at_lists */
			xb_mark(b, F_MARK);
		return exp_parts(x, b, arg, wmode);
	case PO_SUBSTR: {
		size_t s, e;
		if (!vals->n) /* an empty array: bash evaluates no operand */
			return 0;
		if (substr_range(x, p, vals->n, true, &s, &e) < 0)
			return -1;
		emit_list(x, b, vals->v + s, e - s, star, mode);
		return 0;
	}
	default: {
		struct str_operands o;
		if (str_operands_expand(x, p, &o) < 0)
			return -1;
		for (size_t i = 0; i < vals->n; i++) {
			char *t = NULL;
			if (str_op(x, p, &o, vals->v[i], &t) < 0) {
				str_operands_free(&o);
				return -1; /* ${a[@]@Z}: the caller frees vals */
			}
			free(vals->v[i]);
			vals->v[i] = t;
		}
		str_operands_free(&o);
		break;
	}
	}
	emit_list(x, b, vals->v, vals->n, star, mode);
	return 0;
}

/* The values of array NAME (a scalar is a one-element list); returns
 * their count, and only counts when OUT is NULL (${#a[@]}).  With BORROW
 * the strings are the variable's own (or on the shell's stack): for a
 * use that ends before any shell code runs, and OUT's strings are not to
 * be freed, only OUT->v. */
static size_t array_values(struct shell *sh, const char *name, bool keys,
			   bool borrow, struct strvec *out)
{
	struct var *v = rt_var_find(sh, name);
	if (!v || (v->flags & VF_UNSET))
		return 0;
	if (!out)
		return v->arr ? rt_var_nelems(v, NULL) : 1;
	if (!v->arr) {
		const char *s = keys ? "0" : rt_var_str(sh, v);
		sv_push(out, borrow ? (char *)s : xstrdup(s));
		return 1;
	}
	struct rt_aelem *el;
	size_t n = rt_var_elems(sh, v, &el);
	for (size_t i = 0; i < n; i++) {
		char num[24];
		const char *s = !keys ? el[i].val : el[i].key;
		if (!s) {
			size_t k = rt_fmt_int(num, el[i].idx);
			s = borrow ? stk_strndup(&sh->stk, num, k) : num;
		}
		sv_push(out, borrow ? (char *)s : xstrdup(s));
	}
	return n;
}

static bool is_at_star(const char *s)
{
	return (s[0] == '@' || s[0] == '*') && !s[1];
}

static int param_ops(struct xctx *x, struct xbuf *b, const struct wpart *p,
		     enum mode mode, const char *val, bool set)
{
	const char *name = p->param.name;
	bool quoted = mode == M_DQ;
	bool empty = !set || (p->param.colon && !*val);
	if (!empty && p->param.colon && !strcmp(name, "*") &&
	    (quoted || !x->split))
		empty = joined_null(x, x->sh->params.v, x->sh->params.n);
	enum mode wmode = quoted ? M_DQ : M_WORD;
	struct wpart *arg = p->param.arg ? p->param.arg->parts : NULL;
	switch (p->param.op) {
	case PO_DEFAULT:
		if (empty)
			return exp_parts(x, b, arg, wmode);
		param_plain(x, b, name, val, mode);
		return 0;
	case PO_ALT:
		if (empty)
			return 0;
		if (quoted) /* "${@+}" is a field: only_at_lists */
			xb_mark(b, F_MARK);
		return exp_parts(x, b, arg, wmode);
	case PO_ASSIGN:
		if (empty)
			return param_assign(x, b, p, mode);
		param_plain(x, b, name, val, mode);
		return 0;
	case PO_ERROR:
		if (empty)
			return param_error(x, p, set);
		param_plain(x, b, name, val, mode);
		return 0;
	default:
		break;
	}
	bool list = (name[0] == '@' || name[0] == '*') && !name[1];
	if (!set && !list && (x->sh->opts & OPT_NOUNSET))
		return err_unset(x->sh, shown_name(x, p));
	if (p->param.op == PO_LENGTH) {
		char num[32];
		size_t len =
			list ? x->sh->params.n
			     : mb_count(val ? val : "", val ? strlen(val) : 0);
		rt_fmt_int(num, (int64_t)len);
		xb_adds(b, num, quoted ? F_Q : F_X);
		return 0;
	}
	if (p->param.op == PO_PLAIN) {
		param_plain(x, b, name, val, mode);
		return 0;
	}
	if (p->param.op == PO_XFORM && !set) {
		/* an unset name transforms to nothing */
		if (!strchr("QEPAaKkUuL", p->param.xform))
			return xform_bad(x, p);
		char *t = NULL;
		/* a declared array without element 0 still has attributes,
		 * and @A shows them: declare -i n (bash) */
		if (p->param.xform == 'a' && str_xform(x, p, "", &t) < 0)
			return -1;
		if (p->param.xform == 'A')
			t = declared_unset(x, p->param.name);
		xb_adds(b, t ? t : "", quoted ? F_Q : F_X);
		free(t);
		return 0;
	}
	struct str_operands o;
	if (str_operands_expand(x, p, &o) < 0)
		return -1;
	int r = 0;
	if (p->param.op < PO_SUBSTR) { /* # %: a part of val, no copy */
		const char *s;
		size_t n;
		rt_param_strip(p->param.op, o.pat, val ? val : "", &s, &n);
		xb_add(b, s, n, quoted ? F_Q : F_X);
	} else if (p->param.op == PO_SUBSTR) { /* : too */
		size_t s, e;
		/* unset: bash evaluates no operand */
		r = set ? substr_of(x, p, val, &s, &e) : 0;
		if (r == 0 && set)
			xb_add(b, val + s, e - s, quoted ? F_Q : F_X);
	} else {
		char *t = NULL;
		r = str_op(x, p, &o, val ? val : "", &t);
		if (r == 0)
			xb_adds(b, t, quoted ? F_Q : F_X);
		free(t);
	}
	str_operands_free(&o);
	return r;
}

/* ${!prefix*} ${!prefix@} */
static int exp_prefix(struct xctx *x, struct xbuf *b, const struct wpart *p,
		      enum mode mode)
{
	size_t n;
	struct var **vs = rt_var_sorted(x->sh, 0, &n);
	struct strvec names = { 0 };
	size_t pl = strlen(p->param.name);
	for (size_t i = 0; i < n; i++)
		if (!strncmp(vs[i]->name, p->param.name, pl))
			sv_pushdup(&names, vs[i]->name);
	free(vs);
	emit_list(x, b, names.v, names.n, p->param.star, mode);
	sv_free(&names);
	return 0;
}

/* The element NAME[SUB] (SUB expanded; idx precomputed when static). */
static int elem_value(struct xctx *x, const struct wpart *p, const char *name,
		      const char *sub, bool use_static, const char **val)
{
	struct var *v = rt_var_find(x->sh, name);
	*val = NULL;
	int64_t idx = 0;
	/* the subscript is evaluated even when the name is unset, for its
	 * side effects and so that a negative one is reported (as bash) */
	if (!v || !(v->flags & VF_ASSOC)) {
		int r = rt_var_subscript(
			x->sh, use_static ? p->param.index_expr : NULL, sub,
			&idx);
		if (r < 0)
			return -1;
		v = rt_var_find(x->sh, name); /* the subscript may assign */
	}
	bool len = p->param.op == PO_LENGTH;
	if (len && (!v || (v->flags & VF_UNSET)))
		return 0; /* no message for ${#u[-1]} (bash) */
	if (!v) {
		/* rt_var_elem_get's message, without making a cell */
		if (idx < 0)
			rt_err(x->sh, "%s: bad array subscript", name);
		return 0;
	}
	bool empty_key = (v->flags & VF_ASSOC) && !*sub;
	if (len && (empty_key || rt_var_idx_bad(v, idx))) {
		/* bash names the subscript as written and abandons the
		 * command line */
		struct strbuf w;
		sb_init(&w);
		index_text(&w, p->param.index);
		rt_err(x->sh, "%s]: bad array subscript", sb_str(&w));
		sb_free(&w);
		rt_error(x->sh, RT_E_LINE_EXPAND, 1);
		return -1;
	}
	if (empty_key) {
		/* ${h[""]}: a message, and the expansion goes on unset */
		rt_err(x->sh, "%s: bad array subscript", name);
		return 0;
	}
	/* the element's own string: the caller copies it before anything
	 * could change the array (as it does a variable's value) */
	*val = rt_var_elem_get(x->sh, v, idx, sub);
	return 0;
}

/* Splits an indirect reference "name[sub]"; returns the malloc'ed name
 * and sets *sub (malloc'ed) when there is a subscript. */
static char *split_ref(const char *ref, char **sub)
{
	const char *br = strchr(ref, '[');
	size_t n = strlen(ref);
	*sub = NULL;
	if (!br || br == ref || ref[n - 1] != ']')
		return xstrdup(ref);
	*sub = xstrndup(br + 1, n - (size_t)(br - ref) - 2);
	return xstrndup(ref, (size_t)(br - ref));
}

/* An operator on r, a name reference to NAME[SUB], as bash 5.2 has it:
 * ${#r} is 0, and with a[@] or a[*] (the only other case that comes here)
 * the operators apply to the elements joined by the first character of
 * IFS (when IFS is empty: a blank for a[@], nothing for a[*]), one
 * string, set when there is an element; so is "${r}" without an operator
 * ("$r" and unquoted ${r} are ${a[@]}: exp_param). */
static int ref_sub_ops(struct xctx *x, struct xbuf *b, const struct wpart *p,
		       enum mode mode, const char *ref)
{
	if (p->param.op == PO_LENGTH) {
		xb_adds(b, "0", mode == M_DQ ? F_Q : F_X);
		return 0;
	}
	char *sub, *name = split_ref(ref, &sub);
	struct strbuf tmp;
	sb_init(&tmp);
	struct strvec vals = { 0 };
	array_values(x->sh, name, false, false, &vals);
	const char *ifs = rt_ifs(x->sh);
	for (size_t i = 0; i < vals.n; i++) {
		if (i && (ifs[0] || sub[0] == '*'))
			sb_addn(&tmp, ifs, mb_first_len(ifs));
		else if (i)
			sb_addc(&tmp, ' ');
		sb_adds(&tmp, vals.v[i]);
	}
	int r = param_ops(x, b, p, mode, sb_str(&tmp), vals.n > 0);
	sv_free(&vals);
	sb_free(&tmp);
	free(name);
	free(sub);
	return r;
}

static int exp_param(struct xctx *x, struct xbuf *b, const struct wpart *p,
		     enum mode mode)
{
	struct wpart plain;
	if (p->param.op == PO_ELEM) {
		plain = *p;
		plain.param.op = PO_PLAIN;
		p = &plain;
	}
	if (p->param.op == PO_PREFIX)
		return exp_prefix(x, b, p, mode);
	if (p->param.op == PO_BAD) {
		/* bash abandons the command line, a script goes on */
		rt_err(x->sh, "${%s}: bad substitution", p->param.name);
		rt_error(x->sh, RT_E_LINE_EXPAND, 1);
		return -1;
	}
	struct strbuf tmp;
	const char *val;
	sb_init(&tmp);
	/* NAME is the part's own unless replaced by a malloc'ed one (OWNED) */
	char *name = (char *)p->param.name, *owned = NULL, *sub = NULL;
	struct stk_mark m = stk_mark(&x->sh->stk);
	bool use_static = !p->param.indirect, sub_list = false;
	bool dead = false; /* r[...] with r a reference to a[@] or a[1] */
	bool sub_stk = false;
	int r = 0;
	struct var *own = p->param.indirect && p->param.op != PO_KEYS
				  ? rt_var_find_own(x->sh, name)
				  : NULL;
	/* (own is looked up again below for a reference to a[@]) */
	if (rt_var_is_ref(own) && !(own->flags & VF_UNSET)) {
		/* ${!ref} of a name reference is the name it refers to */
		char *target = xstrdup(own->str);
		r = param_ops(x, b, p, mode, target, true);
		free(target);
		goto out;
	}
	if (p->param.indirect) {
		/* ${!a[i]}: the element's value names the variable */
		bool set;
		if (p->param.index) {
			char *isub;
			if (rt_expand(x->sh, &p->param.index, 1, 0, NULL,
				      &isub) < 0) {
				r = -1;
				goto out;
			}
			r = elem_value(x, p, name, isub, false, &val);
			free(isub);
			if (r < 0)
				goto out;
			set = val != NULL;
			if (!set && !rt_var_find(x->sh, name)) {
				/* no such array: bash's message for
				 * ${!a[i]}, the subscript as written */
				struct strbuf e;
				sb_init(&e);
				index_text(&e, p->param.index);
				rt_err(x->sh,
				       "%s[%s]: invalid indirect expansion",
				       name, sb_str(&e));
				sb_free(&e);
				rt_error(x->sh, RT_E_LINE_EXPAND, 1);
				r = -1;
				goto out;
			}
		} else {
			set = param_value(x->sh, name, &tmp, &val);
			/* bash: a name no variable has (declared without a
			 * value, or an empty array, is one) */
			if (!set && !is_special_name(name) &&
			    !rt_var_find(x->sh, name)) {
				rt_err(x->sh, "%s: invalid indirect expansion",
				       name);
				rt_error(x->sh, RT_E_LINE_EXPAND, 1);
				r = -1;
				goto out;
			}
		}
		if (!set && (x->sh->opts & OPT_NOUNSET)) {
			r = err_unset(x->sh, name);
			goto out;
		}
		char *ref = set ? xstrdup(val) : xstrdup("");
		sb_reset(&tmp);
		free(owned);
		owned = name = split_ref(ref, &sub);
		sub_list = sub && is_at_star(sub); /* ${!r} with r='a[@]' */
		if (set && !is_param_name(name)) {
			/* bash names the whole value, "a[x" or "" */
			rt_err(x->sh, "%s: invalid variable name", ref);
			free(ref);
			rt_error(x->sh, RT_E_LINE_EXPAND, 1);
			r = -1;
			goto out;
		}
		free(ref);
		if (!*name) {
			r = param_ops(x, b, p, mode, "", false);
			goto out;
		}
	} else if (p->param.index) {
		const struct wpart *q = p->param.index->parts;
		/* on the shell's stack above m, not freed (sub_stk) */
		sub_stk = true;
		if (q && !q->next &&
		    (q->kind == WP_LIT || q->kind == WP_QLIT) &&
		    is_at_star(q->lit.s))
			sub = stk_strndup(&x->sh->stk, q->lit.s, 1),
			sub_list = true;
		else if (rt_expand(x->sh, &p->param.index, 1, EXP_STK, NULL,
				   &sub) < 0) {
			r = -1;
			goto out;
		}
		/* bash 5.2 finds no array there: as if unset */
		own = rt_var_find_own(x->sh, name);
		dead = rt_var_is_ref(own) && !(own->flags & VF_UNSET) &&
		       strchr(own->str, '[');
	} else if (p->param.op != PO_KEYS &&
		   rt_var_is_ref(
			   own = p->param.rt_cell
					 ? p->param.rt_cell
					 : rt_var_find_own(x->sh, name)) &&
		   !(own->flags & VF_UNSET)) {
		/* $r with r referring to a[@] or a[*] is ${a[@]} or ${a[*]} */
		char *target = split_ref(own->str, &sub);
		/* bash 5.2 joins the elements for ${r} too (not $r, and not
		 * in an assignment or here-document: ${a[@]} there) */
		bool joined = p->param.op != PO_PLAIN ||
			      (!x->assign && !p->param.bare);
		if (sub &&
		    (p->param.op == PO_LENGTH || (is_at_star(sub) && joined))) {
			free(target);
			r = ref_sub_ops(x, b, p, mode, own->str);
			goto out;
		}
		if (sub && is_at_star(sub)) {
			free(owned);
			owned = name = target;
			sub_list = true;
		} else {
			free(target);
			free(sub);
			sub = NULL;
		}
	}
	if (sub && p->param.op == PO_LENGTH && !p->param.indirect &&
	    length_unbound(x->sh, name)) {
		/* bash abandons the command line, a script goes on */
		r = err_unset(x->sh, name);
		rt_error(x->sh, RT_E_LINE_EXPAND, 1);
		goto out;
	}
	/* a[@] and a[*] as written: a key "@" or "*" from an expansion is
	 * one element of an associative array */
	bool list = sub ? sub_list : is_at_star(name);
	if (list && sub && p->param.op == PO_XFORM &&
	    strchr("AKk", p->param.xform)) {
		r = xform_list(x, b, p, mode, name, sub[0] == '*');
		goto out;
	}
	/* an operator on $@, $* or a whole array applies to each value */
	if (p->param.op == PO_KEYS ||
	    (list &&
	     (sub || p->param.op >= PO_RSMALL || p->param.op == PO_LENGTH))) {
		struct strvec vals = { 0 };
		/* only the operators that run no shell code on the values
		 * may use them in place */
		bool borrow = p->param.op == PO_KEYS ||
			      p->param.op == PO_LENGTH ||
			      p->param.op == PO_PLAIN;
		bool star = sub ? sub[0] == '*' : name[0] == '*';
		if (p->param.op == PO_KEYS)
			star = p->param.star;
		if (sub && p->param.op == PO_LENGTH) {
			/* the count alone: no copy of the values */
			emit_count(b,
				   dead ? 0
					: array_values(x->sh, name, false,
						       false, NULL),
				   mode == M_DQ);
			r = 0;
			goto out;
		}
		if (dead) {
			/* no values */
		} else if (sub || p->param.op == PO_KEYS) {
			array_values(x->sh, name, p->param.op == PO_KEYS,
				     borrow, &vals);
		} else {
			if (p->param.op == PO_SUBSTR)
				sv_pushdup(&vals,
					   x->sh->arg0 ? x->sh->arg0 : "");
			for (size_t i = 0; i < x->sh->params.n; i++)
				sv_push(&vals,
					borrow ? x->sh->params.v[i]
					       : xstrdup(x->sh->params.v[i]));
		}
		if (p->param.op == PO_KEYS) {
			emit_list(x, b, vals.v, vals.n, star, mode);
			r = 0;
		} else if (!sub && p->param.op == PO_LENGTH) {
			r = param_ops(x, b, p, mode, "", true);
		} else {
			r = list_ops(x, b, p, mode, &vals, star);
		}
		if (borrow)
			free(vals.v);
		else
			sv_free(&vals);
		goto out;
	}
	bool set;
	if (sub) {
		val = NULL;
		r = dead ? 0 : elem_value(x, p, name, sub, use_static, &val);
		if (r < 0)
			goto out;
		/* an unset element's length is 0, under set -u too (the
		 * array is set: length_unbound) */
		set = val != NULL || p->param.op == PO_LENGTH;
		if (!set && (x->sh->opts & OPT_NOUNSET) &&
		    (p->param.op == PO_PLAIN || p->param.op >= PO_RSMALL)) {
			struct strbuf e;
			sb_init(&e);
			/* bash names the subscript as written */
			sb_addf(&e, "%s[", name);
			if (name == p->param.name && p->param.index)
				index_text(&e, p->param.index);
			else
				sb_adds(&e, sub);
			sb_addc(&e, ']');
			rt_err_unset(x->sh, e.buf, e.len);
			sb_free(&e);
			r = -1;
			goto out;
		}
	} else if (name == p->param.name && !p->param.indirect &&
		   !rt_var_is_ref(own)) {
		/* $name through the cell cached in the part */
		set = rt_param_part_value(x->sh, p, &tmp, &val);
	} else {
		set = param_value(x->sh, name, &tmp, &val);
		/* a name reference to an element whose subscript failed */
		if (!set && x->sh->skip != SKIP_NONE) {
			r = -1;
			goto out;
		}
	}
	/* the value may live in a cell that the operand word reassigns; a
	 * plain value or a length is used before any operand runs */
	if (val && p->param.op != PO_PLAIN && p->param.op != PO_LENGTH)
		val = stk_strndup(&x->sh->stk, val, strlen(val));
	r = param_ops(x, b, p, mode, val ? val : "", set);
out:
	stk_release(&x->sh->stk, m);
	sb_free(&tmp);
	free(owned);
	if (!sub_stk)
		free(sub);
	return r;
}

/* ------------------------------------------------- other expansions */

static void exp_tilde(struct xbuf *b, struct shell *sh, const char *login)
{
	const char *home = NULL;
	char *found = NULL;
	if (!*login) {
		home = rt_var_get(sh, "HOME");
		if (!home)
			home = found = rt_uid_home(getuid(), NULL);
	} else if (!(sh->opts & OPT_POSIX) &&
		   bi_dirs_tilde(sh, login, &found)) {
		home = found; /* bash's ~+, ~-, ~N, ~+N, ~-N */
	} else {
		home = found = rt_user_home(login);
	}
	if (home) {
		xb_mark(b, F_MARK); /* an empty HOME still makes a field */
		xb_adds(b, home, F_Q);
		free(found);
	} else {
		xb_adds(b, "~", F_Q);
		xb_adds(b, login, F_Q);
	}
}

static int exp_cmdsub(struct xctx *x, struct xbuf *b, const struct wpart *p,
		      unsigned char vf)
{
	struct strbuf out;
	sb_init(&out);
	int st = 0;
	if (p->cmdsub.body)
		st = rt_cmdsub(x->sh, p->cmdsub.body, &out);
	if (st < 0) {
		sb_free(&out);
		return -1;
	}
	x->sh->status = st;
	/* NUL bytes cannot live in shell strings: drop them, with bash's
	 * warning (not in posix mode, where dash drops them silently) */
	size_t start = 0;
	for (size_t i = 0; i <= out.len; i++) {
		if (i == out.len || !out.buf[i]) {
			if (i > start)
				xb_add(b, out.buf + start, i - start, vf);
			start = i + 1;
		}
	}
	if (out.len && memchr(out.buf, 0, out.len) &&
	    !(x->sh->opts & OPT_POSIX))
		rt_err(x->sh, "warning: command substitution: ignored null "
			      "byte in input");
	sb_free(&out);
	return 0;
}

static void arith_cache_release(void *part)
{
	struct wpart *p = part;
	arena_unref(p->arith.rt_arena);
	p->arith.rt_arena = NULL;
}

/* Parses the dynamic text of $((...)), reusing the cached tree: the part
 * keeps the last one (and a reference to its arena), which is released by
 * a cleanup registered (once) on the arena of the code being run, the
 * part's arena; a text other than the last comes from the shell's cache of
 * trees by text (rt_arith_parse_cached), so a part whose text takes a few
 * values in turn ($(( x + ${d#*:} )) in a loop over d) parses each once. */
static struct arith *arith_cached(struct shell *sh, struct wpart *p,
				  const char *text)
{
	if (p->arith.rt_text && !strcmp(p->arith.rt_text, text))
		return p->arith.rt_expr;
	if (!p->arith.rt_arena) {
		/* exp_arith parses uncached when no arena owns the code */
		if (!sh->cur_arena)
			return NULL;
		arena_add_cleanup(sh->cur_arena, arith_cache_release, p);
	}
	struct arena *a;
	const char *err = NULL, *saved;
	struct arith *e = rt_arith_parse_cached(sh, text, &a, &err, &saved);
	if (!e) {
		rt_arith_syntax_error(sh, text, err);
		arena_unref(a);
		return NULL;
	}
	arena_unref(p->arith.rt_arena);
	p->arith.rt_arena = a;
	p->arith.rt_text = saved;
	p->arith.rt_expr = e;
	return e;
}

/* An arithmetic error in $((...)) (message printed): its consequence. */
static int arith_error(struct xctx *x)
{
	rt_error(x->sh, RT_E_ARITH, 2);
	return -1;
}

static int exp_arith(struct xctx *x, struct xbuf *b, struct wpart *p,
		     unsigned char vf)
{
	int64_t v = 0;
	struct arith *e = p->arith.expr;
	if (!e) {
		int tr = rt_arith_tmpl_eval(x->sh, p->arith.text,
					    &p->arith.rt_tmpl, &v);
		if (tr < 0)
			return arith_error(x);
		if (tr > 0)
			goto emit;
		char *text;
		struct stk_mark m = stk_mark(&x->sh->stk);
		if (parts_string(x, p->arith.text, M_DQ, S_PLAIN, &text) < 0) {
			stk_release(&x->sh->stk, m);
			return -1;
		}
		const char *t = text;
		while (isspace((unsigned char)*t))
			t++;
		bool blank = !*t; /* $(( )) is 0 */
		if (!blank && !x->sh->cur_arena && !p->arith.rt_arena) {
			/* no arena to tie a cache to: parse uncached */
			int r = rt_arith_eval_text(x->sh, text, &v);
			stk_release(&x->sh->stk, m);
			if (r < 0)
				return arith_error(x);
			goto emit;
		}
		e = blank ? NULL : arith_cached(x->sh, p, text);
		stk_release(&x->sh->stk, m);
		if (!blank && !e)
			return arith_error(x);
	}
	if (e && rt_arith_eval(x->sh, e, &v) < 0)
		return arith_error(x);
emit:;
	char num[24];
	rt_fmt_int(num, v);
	xb_adds(b, num, vf);
	return 0;
}

/* Is P an expansion that yields one field per value in "..." and none
 * for no value: $@ or ${a[@]}, ${!a[@]}, ${!p@}, also with an operator
 * applied to each value (not ${#@}, nor ${@-w} ${@=w} ${@?w}, which are
 * one word). */
static bool at_list(const struct wpart *p)
{
	if (p->kind != WP_PARAM || p->param.indirect)
		return false;
	switch (p->param.op) {
	case PO_LENGTH:
	case PO_DEFAULT:
	case PO_ASSIGN:
	case PO_ERROR:
		return false;
	case PO_PREFIX:
	case PO_KEYS:
		return !p->param.star;
	default:
		break;
	}
	if (!p->param.index)
		return !strcmp(p->param.name, "@");
	const struct wpart *q = p->param.index->parts;
	return q && !q->next && (q->kind == WP_LIT || q->kind == WP_QLIT) &&
	       q->lit.len == 1 && q->lit.s[0] == '@';
}

bool rt_word_is_params(const struct word *w)
{
	const struct wpart *d = w->parts;
	if (!d || d->kind != WP_DQUOTE || d->next)
		return false;
	const struct wpart *p = d->sub;
	return p && !p->next && p->kind == WP_PARAM &&
	       p->param.op == PO_PLAIN && !p->param.index &&
	       !p->param.indirect && !strcmp(p->param.name, "@");
}

/* A "..." made only of such lists adds no F_MARK: "$@" and "${a[@]#x}"
 * yield no field without values. */
static bool only_at_lists(const struct wpart *p)
{
	if (!p)
		return false;
	for (; p; p = p->next)
		if (!at_list(p))
			return false;
	return true;
}

static int exp_parts(struct xctx *x, struct xbuf *b, struct wpart *p,
		     enum mode mode)
{
	unsigned char vf = mode == M_DQ ? F_Q : F_X;
	for (; p; p = p->next) {
		int r = 0;
		switch (p->kind) {
		case WP_LIT:
			xb_add(b, p->lit.s, p->lit.len,
			       mode == M_DQ     ? F_Q
			       : mode == M_WORD ? F_X
						: F_LIT);
			break;
		case WP_QLIT:
			xb_mark(b, F_MARK);
			xb_add(b, p->lit.s, p->lit.len, F_Q);
			break;
		case WP_DQUOTE:
			if (!only_at_lists(p->sub))
				xb_mark(b, F_MARK);
			r = exp_parts(x, b, p->sub, M_DQ);
			break;
		case WP_TILDE:
			if (x->notilde ||
			    (p->lit.argtilde && (x->sh->opts & OPT_POSIX))) {
				xb_adds(b, "~", F_LIT);
				xb_adds(b, p->lit.s, F_LIT);
			} else {
				exp_tilde(b, x->sh, p->lit.s);
			}
			break;
		case WP_PARAM:
			r = exp_param(x, b, p, mode);
			break;
		case WP_CMDSUB:
			r = exp_cmdsub(x, b, p, vf);
			break;
		case WP_ARITH:
			r = exp_arith(x, b, p, vf);
			break;
		case WP_PROCSUB: {
			/* a path: one field, never split or globbed */
			struct strbuf t;
			sb_init(&t);
			r = rt_procsub_open(x->sh, p->cmdsub.body,
					    p->cmdsub.write, &t);
			xb_add(b, sb_str(&t), t.len, F_Q);
			sb_free(&t);
			break;
		}
		case WP_COMPOUND: {
			/* one field: the operand as the declaration builtin
			 * reads it (assign.c) */
			struct strbuf t;
			sb_init(&t);
			xb_mark(b, F_MARK);
			r = rt_assign_compound_text(x->sh, p->compound,
						    x->notilde, &t);
			xb_add(b, sb_str(&t), t.len, F_Q);
			sb_free(&t);
			break;
		}
		}
		if (r < 0)
			return -1;
	}
	return 0;
}

/* ------------------------------------------------------ brace expansion */

/* Brace expansion (bash) works on the unquoted literal text of a word
 * before any other expansion: a '{' with a matching '}' in the same
 * literal part and a comma at its level, or a sequence {a..b[..s]}.  Each
 * alternative becomes a new word (temporary parts owned by struct bx). */
struct bx {
	VEC(void *) allocs;
	VEC(struct word *) out;
	bool over; /* more than BX_MAX_WORDS: out is incomplete */
};

static void *bx_alloc(struct bx *bx, size_t n)
{
	void *p = xcalloc(1, n);
	VEC_PUSH(bx->allocs, p);
	return p;
}

static bool parse_seq_end(const char *s, size_t n, int64_t *v, bool *chr,
			  int *width)
{
	if (n == 1 && !isdigit((unsigned char)s[0]) && s[0] != '-') {
		*chr = true;
		*v = (unsigned char)s[0];
		return isalpha((unsigned char)s[0]);
	}
	size_t i = s[0] == '-' || s[0] == '+';
	if (i == n)
		return false;
	/* any int64_t; beyond, the braces stay literal */
	uint64_t x = 0, max = (uint64_t)INT64_MAX + (s[0] == '-');
	for (size_t k = i; k < n; k++) {
		unsigned d = (unsigned)(s[k] - '0');
		if (d > 9 || x > (max - d) / 10)
			return false;
		x = x * 10 + d;
	}
	*v = (int64_t)(s[0] == '-' ? -x : x);
	*chr = false;
	if (s[i] == '0' && n - i > 1 && (int)n > *width)
		*width = (int)n;
	return true;
}

/* The most words one brace expansion may make (about half a gigabyte of
 * words); beyond it the expansion fails with a message rather than
 * exhausting memory or stopping short.  docs/reliability.md lists it. */
#define BX_MAX_WORDS ((size_t)1 << 22)

static void bx_too_many(struct shell *sh)
{
	rt_err(sh, "brace expansion: more than %zu words", BX_MAX_WORDS);
}

/* {a..b[..step]}: appends the items to alts; false if not a sequence.
 * *over is set instead when it would make more than BX_MAX_WORDS. */
static bool brace_seq(const char *s, size_t n, struct strvec *alts, bool *over)
{
	const char *d1 = NULL, *d2 = NULL;
	for (size_t i = 0; i + 1 < n; i++) {
		if (s[i] == '.' && s[i + 1] == '.') {
			if (!d1)
				d1 = s + i;
			else if (!d2)
				d2 = s + i;
			i++;
		}
	}
	if (!d1)
		return false;
	int64_t a, b, st = 1;
	bool ca, cb, cs;
	int width = 0;
	const char *end_b = d2 ? d2 : s + n;
	if (!parse_seq_end(s, (size_t)(d1 - s), &a, &ca, &width) ||
	    !parse_seq_end(d1 + 2, (size_t)(end_b - d1 - 2), &b, &cb, &width) ||
	    ca != cb)
		return false;
	int swidth = 0; /* a step's zeros pad nothing (bash) */
	if (d2 && (!parse_seq_end(d2 + 2, (size_t)(s + n - d2 - 2), &st, &cs,
				  &swidth) ||
		   cs))
		return false;
	/* in uint64_t, where the span of any two int64_t fits and the
	 * steps wrap without undefined behaviour */
	uint64_t span =
		a <= b ? (uint64_t)b - (uint64_t)a : (uint64_t)a - (uint64_t)b;
	uint64_t ust = st < 0 ? -(uint64_t)st : (uint64_t)st;
	if (ust == 0)
		ust = 1;
	if (span / ust >= BX_MAX_WORDS) {
		*over = true;
		return true;
	}
	for (uint64_t k = 0; k <= span / ust; k++) {
		int64_t x = (int64_t)(a <= b ? (uint64_t)a + k * ust
					     : (uint64_t)a - k * ust);
		char buf[48];
		if (ca)
			snprintf(buf, sizeof buf, "%c", (char)x);
		else if (width)
			snprintf(buf, sizeof buf, "%0*lld", width,
				 (long long)x);
		else
			snprintf(buf, sizeof buf, "%lld", (long long)x);
		sv_pushdup(alts, buf);
	}
	return true;
}

/* Finds the first brace expression in s[0,n): its alternatives. */
static bool find_brace(const char *s, size_t n, size_t *o, size_t *c,
		       struct strvec *alts, bool *over)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '{' || (i && s[i - 1] == '$'))
			continue;
		int depth = 0;
		size_t j, last = i + 1;
		bool comma = false;
		for (j = i; j < n; j++) {
			if (s[j] == '{') {
				depth++;
			} else if (s[j] == '}' && --depth == 0) {
				break;
			} else if (s[j] == ',' && depth == 1) {
				sv_push(alts, xstrndup(s + last, j - last));
				last = j + 1;
				comma = true;
			}
		}
		if (j < n && comma) {
			sv_push(alts, xstrndup(s + last, j - last));
			*o = i;
			*c = j;
			return true;
		}
		sv_free(alts);
		if (j < n && brace_seq(s + i + 1, j - i - 1, alts, over)) {
			*o = i;
			*c = j;
			return true;
		}
		sv_free(alts);
	}
	return false;
}

/* Braces may enclose quoted and expanded parts ({"a b",$x}): the word
 * is encoded as text in which every non-literal part is the two bytes
 * \001 and its number (1..31, so never a brace, comma or dot), expanded
 * as text, and decoded back into parts. */
#define BX_MAXPARTS 31

static bool brace_encode(const struct word *w, struct strbuf *sb,
			 const struct wpart **tab)
{
	size_t i = 0;
	for (const struct wpart *p = w->parts; p; p = p->next) {
		if (p->kind == WP_LIT) {
			if (memchr(p->lit.s, 1, p->lit.len))
				return false;
			sb_addn(sb, p->lit.s, p->lit.len);
		} else {
			if (i >= BX_MAXPARTS)
				return false;
			tab[i] = p;
			sb_addc(sb, 1);
			sb_addc(sb, (char)(i + 1));
			i++;
		}
	}
	return true;
}

/* Was p written $name rather than ${name}? */
static bool param_bare(const struct wpart *p)
{
	return p->param.bare;
}

/* Brace expansion is textual and comes first in bash, so in $x{1,2} the
 * name characters an alternative puts after a bare $name belong to the
 * name: $x1 $x2.  Extends the parameter part cp with the name characters
 * at s[i..n) and returns the index after them. */
static size_t bare_name_extend(struct bx *bx, struct wpart *cp, const char *s,
			       size_t i, size_t n)
{
	if (cp->kind != WP_PARAM || !param_bare(cp) ||
	    !rt_valid_name(cp->param.name))
		return i;
	size_t j = i;
	while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '_'))
		j++;
	if (j == i)
		return i;
	size_t len = strlen(cp->param.name);
	char *name = xmalloc(len + (j - i) + 1);
	memcpy(name, cp->param.name, len);
	memcpy(name + len, s + i, j - i);
	name[len + (j - i)] = 0;
	VEC_PUSH(bx->allocs, name);
	cp->param.name = name;
	return j;
}

static struct word *brace_decode(struct bx *bx, const char *s, size_t n,
				 const struct wpart **tab, unsigned flags)
{
	struct word *w = bx_alloc(bx, sizeof *w);
	struct wpart **tail = &w->parts;
	for (size_t i = 0; i < n;) {
		struct wpart *cp = bx_alloc(bx, sizeof *cp);
		if (s[i] == 1 && i + 1 < n) {
			*cp = *tab[(unsigned char)s[i + 1] - 1];
			i += 2;
			i = bare_name_extend(bx, cp, s, i, n);
		} else {
			size_t j = i;
			while (j < n && s[j] != 1)
				j++;
			char *t = xstrndup(s + i, j - i);
			VEC_PUSH(bx->allocs, t);
			cp->kind = WP_LIT;
			cp->lit.s = t;
			cp->lit.len = j - i;
			i = j;
		}
		cp->next = NULL;
		*tail = cp;
		tail = &cp->next;
	}
	w->flags = flags;
	return w;
}

static void brace_text(struct bx *bx, const char *s, size_t n,
		       const struct wpart **tab, struct word *orig, int depth)
{
	size_t o, c;
	struct strvec alts = { 0 };
	if (bx->over)
		return;
	if (depth < 64 && find_brace(s, n, &o, &c, &alts, &bx->over)) {
		for (size_t k = 0; k < alts.n && !bx->over; k++) {
			struct strbuf sb;
			sb_init(&sb);
			sb_addn(&sb, s, o);
			sb_adds(&sb, alts.v[k]);
			sb_addn(&sb, s + c + 1, n - c - 1);
			brace_text(bx, sb_str(&sb), sb.len, tab, orig,
				   depth + 1);
			sb_free(&sb);
		}
		sv_free(&alts);
		return;
	}
	if (bx->out.n >= BX_MAX_WORDS) {
		bx->over = true;
		return;
	}
	if (depth == 0)
		VEC_PUSH(bx->out, orig);
	else
		VEC_PUSH(bx->out, brace_decode(bx, s, n, tab, orig->flags));
}

static void brace_word(struct bx *bx, struct word *w, int depth)
{
	const struct wpart *tab[BX_MAXPARTS];
	struct strbuf sb;
	sb_init(&sb);
	if (brace_encode(w, &sb, tab))
		brace_text(bx, sb_str(&sb), sb.len, tab, w, depth);
	else
		VEC_PUSH(bx->out, w);
	sb_free(&sb);
}

static void bx_free(struct bx *bx)
{
	for (size_t i = 0; i < bx->allocs.n; i++)
		free(bx->allocs.v[i]);
	VEC_FREE(bx->allocs);
	VEC_FREE(bx->out);
}

/* ------------------------------------------------------------- entry */

/* The general half of one word in a field context. */
static int general_fields(struct xctx *x, struct xbuf *b, const struct word *w,
			  struct strvec *out)
{
	int r = exp_parts(x, b, w->parts, M_UNQ);
	if (r == 0)
		split_fields(x, b, out);
	xb_reset(b);
	return r;
}

/* The general half of one word in a string context. */
static int general_str(struct shell *sh, const struct word *w, unsigned flags,
		       char **out)
{
	int pattern = (flags & EXP_REGEX) ? 2 : (flags & EXP_PATTERN) ? 1 : 0;
	if (pattern == 1 && !(flags & EXP_EXTGLOB) &&
	    !(sh->shopts & SHOPT_EXTGLOB))
		pattern = 3;
	struct xctx x = { sh,
			  false,
			  false,
			  false,
			  (flags & (EXP_ASSIGN | EXP_HEREDOC)) != 0,
			  false,
			  (flags & EXP_NOTILDE) != 0 };
	struct xbuf *b = xb_get(sh);
	enum mode mode = (flags & EXP_HEREDOC) ? M_DQ : M_UNQ;
	int r = exp_parts(&x, b, w->parts, mode);
	*out = r < 0               ? NULL
	       : (flags & EXP_STK) ? xb_range_stk(sh, b, 0, b->s.len, pattern)
				   : xb_string(b, pattern);
	xb_put(sh, b);
	return r;
}

#ifdef QUIRL_CHECK_FAST
/* The sanitizer build checks every success of the front half against the
 * general half (which may run again: the front half accepts only words
 * without side effects).  Not words that read the clock (SECONDS,
 * EPOCHSECONDS, EPOCHREALTIME): a second read may differ. */
static bool reads_clock(const struct wpart *p)
{
	for (; p; p = p->next) {
		const char *n = p->kind == WP_PARAM ? p->param.name : "";
		if ((p->kind == WP_DQUOTE && reads_clock(p->sub)) ||
		    (rt_param_may_be_computed(n) &&
		     (!strcmp(n, "SECONDS") || !strncmp(n, "EPOCH", 5))))
			return true;
	}
	return false;
}

/* Nor words that read through a name reference: a circular one warns
 * at each read. */
static bool reads_ref(struct shell *sh, const struct wpart *p)
{
	for (; p; p = p->next) {
		if (p->kind == WP_DQUOTE && reads_ref(sh, p->sub))
			return true;
		if (p->kind == WP_PARAM &&
		    rt_var_is_ref(p->param.rt_cell
					  ? p->param.rt_cell
					  : rt_var_find_own(sh, p->param.name)))
			return true;
	}
	return false;
}

void rt_expand_check(struct shell *sh, const struct word *w,
		     char *const *fields, size_t n)
{
	struct xctx x = { sh, true, true, false, false, false, false };
	struct xbuf b = { 0 };
	struct strvec want = { 0 };
	if (reads_clock(w->parts) || reads_ref(sh, w->parts))
		return;
	int r = general_fields(&x, &b, w, &want);
	bool same = r == 0 && want.n == n;
	for (size_t i = 0; same && i < n; i++)
		same = !strcmp(want.v[i], fields[i]);
	if (!same) {
		fprintf(stderr,
			"quirl: fast expansion differs: %zu fields,"
			" general %zu\n",
			n, want.n);
		abort();
	}
	sv_free(&want);
	xb_free(&b);
}

static void check_fields(struct shell *sh, const struct word *w,
			 const struct strvec *out, size_t base)
{
	const struct wpart *p = w->parts;
	/* a lone literal (a command name, an operand) is not worth it: the
	 * check doubles the sanitizer build's expansion time otherwise */
	if (p && !p->next && (p->kind == WP_LIT || p->kind == WP_QLIT))
		return;
	rt_expand_check(sh, w, out->v + base, out->n - base);
}

static void check_str(struct shell *sh, const struct word *w, unsigned flags,
		      const char *got)
{
	char *want = NULL;
	if (reads_clock(w->parts))
		return;
	/* malloc'ed: the caller's mark is above GOT, if on the stack */
	if (general_str(sh, w, flags & ~EXP_STK, &want) < 0 ||
	    strcmp(want, got)) {
		fprintf(stderr,
			"quirl: fast expansion differs: [%s], general"
			" [%s]\n",
			got, want ? want : "(error)");
		abort();
	}
	free(want);
}
#else
#define check_fields(sh, w, out, base) ((void)(base))
#define check_str(sh, w, flags, got) ((void)0)
#endif

/* The general half from words[0] on, where the front half declined.  It
 * still offers each later word to the front half. */
static int expand_fields(struct shell *sh, struct word *const *words, int n,
			 unsigned flags, struct strvec *out)
{
	bool stk = flags & EXP_STK;
	struct xctx x = {
		sh, true, true, false, false, stk, (flags & EXP_NOTILDE) != 0
	};
	struct xbuf *b = xb_get(sh);
	for (int i = 0; i < n; i++) {
		/* POSIX requires {a,b} to stay literal: set -o posix */
		if ((words[i]->flags & W_BRACE) &&
		    (sh->opts & (OPT_POSIX | OPT_BRACEEXPAND)) ==
			    OPT_BRACEEXPAND) {
			struct bx bx = { 0 };
			brace_word(&bx, words[i], 0);
			int r = 0;
			bool done = bx.out.n != 1 || bx.out.v[0] != words[i];
			if (bx.over) {
				bx_too_many(sh);
				r = -1;
				x.failed = true;
			} else if (done)
				r = rt_expand(sh, bx.out.v, (int)bx.out.n,
					      EXP_FIELDS | (flags & EXP_STK),
					      out, NULL);
			bx_free(&bx);
			if (r < 0) {
				xb_put(sh, b);
				return -1;
			}
			if (done)
				continue;
		}
		size_t base = out->n;
		if (i > 0 && rt_expand_fast_fields(sh, words[i], flags, out)) {
			check_fields(sh, words[i], out, base);
			continue;
		}
		if (general_fields(&x, b, words[i], out) < 0) {
			xb_put(sh, b);
			return -1;
		}
	}
	xb_put(sh, b);
	return x.failed ? -1 : 0;
}

/* EXP_DECL: `declare b={1,2}` is `declare b=1 b=2` (bash); no splitting
 * or globbing, the tildes of the operand only when no braces expand. */
static int expand_decl(struct shell *sh, struct word *w, unsigned flags,
		       struct strvec *fields)
{
	flags = (flags & ~(EXP_DECL | EXP_FIELDS)) | EXP_ASSIGN;
	struct bx bx = { 0 };
	if ((w->flags & W_BRACE) &&
	    (sh->opts & (OPT_POSIX | OPT_BRACEEXPAND)) == OPT_BRACEEXPAND)
		brace_word(&bx, w, 0);
	int r = 0;
	if (bx.over) {
		bx_too_many(sh);
		r = -1;
	}
	struct word *const *ws = bx.out.n ? bx.out.v : &w;
	size_t n = bx.out.n ? bx.out.n : 1;
	for (size_t i = 0; i < n && r == 0; i++) {
		char *s = NULL;
		r = rt_expand(sh, &ws[i], 1, flags, NULL, &s);
		if (r == 0)
			sv_push(fields, s); /* on the stack: only v is freed */
	}
	bx_free(&bx);
	return r;
}

int rt_expand(struct shell *sh, struct word *const *words, int n,
	      unsigned flags, struct strvec *fields, char **str)
{
	if (flags & EXP_DECL) {
		assert(n == 1 && (flags & EXP_STK));
		return expand_decl(sh, words[0], flags, fields);
	}
	if (flags & EXP_FIELDS) {
		/* the front half takes the words as far as it can (it
		 * declines brace words: they are W_GLOB) */
		int i = 0;
		for (size_t base = fields->n; i < n; i++, base = fields->n) {
			if (!rt_expand_fast_fields(sh, words[i], flags, fields))
				break;
			check_fields(sh, words[i], fields, base);
		}
		return i == n ? 0
			      : expand_fields(sh, words + i, n - i, flags,
					      fields);
	}
	assert(n == 1);
	if (rt_expand_fast_str(sh, words[0], flags, str)) {
		check_str(sh, words[0], flags, *str);
		return 0;
	}
	return general_str(sh, words[0], flags, str);
}

bool rt_param_value(struct shell *sh, const char *name, struct strbuf *tmp,
		    const char **val)
{
	return param_value(sh, name, tmp, val);
}

bool rt_param_part_is_ref(struct shell *sh, const struct wpart *p)
{
	struct var *own = p->param.rt_cell;
	if (!own && rt_valid_name(p->param.name))
		own = rt_var_find_own(sh, p->param.name);
	return rt_var_is_ref(own);
}

/* Cells are never freed (var.c), so the cached pointer stays valid; names
 * whose value may be computed (LINENO, RANDOM...) and the special
 * parameters take the general path every time. */
bool rt_param_part_value(struct shell *sh, const struct wpart *cp,
			 struct strbuf *tmp, const char **val)
{
	struct wpart *p = (struct wpart *)cp; /* rt_cell is a runtime cache */
	const char *name = p->param.name;
	if (!p->param.rt_cell) {
		if (isdigit((unsigned char)name[0]) || !rt_valid_name(name) ||
		    rt_param_may_be_computed(name))
			return param_value(sh, name, tmp, val);
		struct var *v = rt_var_cell_own(sh, name);
		if (v->flags & VF_LAZY) /* rebuilt when read: not cached */
			return param_value(sh, name, tmp, val);
		p->param.rt_cell = v;
	}
	*val = rt_var_str(sh, p->param.rt_cell);
	return *val != NULL;
}
