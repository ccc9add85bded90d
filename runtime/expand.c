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
 *    A "..." consisting only of "$@" adds no F_MARK, so "$@" without
 *    parameters yields no field at all.
 *  - The splitter consumes the buffer and hands each field to field_out,
 *    which globs it when an active glob character is present (quoted
 *    ones escaped with '\' for rt_glob) and otherwise keeps the bytes.
 *  - In contexts without splitting (assignments, case, redirections,
 *    here-documents) "$@" joins with spaces, as bash does, and EXP_PATTERN
 *    escapes the quoted bytes that are special to pattern.c.
 *  - The operand of ${p-w} ${p=w} ${p?w} ${p+w} is expanded only when it is
 *    used; unquoted, its literal text counts as expansion result (F_X) and
 *    so is split, as POSIX requires.  The operand of # ## % %% is always a
 *    pattern with its own quoting, even inside "...".
 *  - Dynamic $((...)) caches its last text and parse tree in the wpart
 *    (rt_text lives in rt_arena, so releasing the arena frees both).
 *  - Errors print through rt_err and return -1; partial results are freed.
 */
#include <ctype.h>
#include <inttypes.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../frontend/parser.h"
#include "shell.h"

/* Splits s like `read` does: at most maxfields fields (0: no limit); the
 * last one receives the unsplit rest without trailing IFS white space.
 * (To be declared in shell.h next to rt_ifs_split.) */
void rt_ifs_split_n(struct shell *sh, const char *s, size_t maxfields,
		    struct strvec *out);

enum {
	F_LIT,   /* unquoted literal: glob-active, never split */
	F_Q,     /* quoted: inert */
	F_X,     /* unquoted expansion result: split and glob-active */
	F_MARK,  /* zero width: a quoted (possibly empty) string */
	F_BREAK, /* zero width: field boundary */
};

enum mode {
	M_UNQ,  /* unquoted word text */
	M_DQ,   /* inside "..." or a here-document */
	M_WORD, /* unquoted operand word of ${p-w}: literals act as F_X */
};

struct xbuf {
	struct strbuf s;
	VEC(unsigned char) f;
};

struct xctx {
	struct shell *sh;
	bool split; /* fields will be split ("$@" makes F_BREAKs) */
	bool glob;
};

static const char default_ifs[] = " \t\n";

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
}

static void xb_free(struct xbuf *b)
{
	sb_free(&b->s);
	VEC_FREE(b->f);
}

/* Quote removal: the bytes without markers; with `pattern`, quoted bytes
 * that pattern.c would interpret are escaped. */
static char *xb_string(const struct xbuf *b, bool pattern)
{
	struct strbuf out;
	sb_init(&out);
	for (size_t i = 0; i < b->s.len; i++) {
		char c = b->s.buf[i];
		unsigned char fl = b->f.v[i];
		if (fl == F_MARK)
			continue;
		if (fl == F_BREAK)
			c = ' ';
		else if (pattern && fl == F_Q && c && strchr("\\*?[]!^-", c))
			sb_addc(&out, '\\');
		sb_addc(&out, c);
	}
	return sb_detach(&out);
}

static const char *ifs_value(struct shell *sh)
{
	struct var *v = rt_var_find(sh, "IFS");
	if (!v || (v->flags & VF_UNSET))
		return default_ifs;
	const char *s = rt_var_str(sh, v);
	return s ? s : default_ifs;
}

static bool is_ifs(const char *ifs, char c)
{
	return c && strchr(ifs, c);
}

static bool is_ifs_ws(const char *ifs, char c)
{
	return (c == ' ' || c == '\t' || c == '\n') && strchr(ifs, c);
}

/* -------------------------------------------------------------- fields */

/* Finishes one field: pathname expansion or the plain bytes. */
static void field_out(struct xctx *x, struct xbuf *f, struct strvec *out)
{
	bool active = false;
	if (x->glob && !(x->sh->opts & OPT_NOGLOB))
		for (size_t i = 0; i < f->s.len && !active; i++)
			active = f->f.v[i] != F_Q && f->s.buf[i] &&
				 strchr("*?[", f->s.buf[i]);
	if (active) {
		char *pat = xb_string(f, true);
		size_t n = 0;
		if (rt_pattern_has_magic(pat))
			n = rt_glob(x->sh, pat, out);
		free(pat);
		if (n) {
			xb_reset(f);
			return;
		}
	}
	sv_push(out, xb_string(f, false));
	xb_reset(f);
}

/* Field splitting per 2.6.5 over the F_X bytes of b. */
static void split_fields(struct xctx *x, const struct xbuf *b,
			 struct strvec *out)
{
	const char *ifs = ifs_value(x->sh);
	const char *s = b->s.buf;
	const unsigned char *fl = b->f.v;
	size_t n = b->s.len;
	struct xbuf f = {0};
	bool have = false; /* a field has begun (possibly empty) */
	for (size_t i = 0; i < n;) {
		if (fl[i] == F_BREAK) {
			if (have)
				field_out(x, &f, out);
			have = false;
			i++;
		} else if (fl[i] == F_MARK) {
			have = true;
			i++;
		} else if (fl[i] == F_X && is_ifs(ifs, s[i])) {
			while (i < n && fl[i] == F_X && is_ifs_ws(ifs, s[i]))
				i++;
			if (i < n && fl[i] == F_X && is_ifs(ifs, s[i])) {
				/* a non-white delimiter ends even an empty field */
				i++;
				while (i < n && fl[i] == F_X &&
				       is_ifs_ws(ifs, s[i]))
					i++;
				field_out(x, &f, out);
			} else if (have) {
				field_out(x, &f, out);
			}
			have = false;
		} else {
			xb_add(&f, s + i, 1, fl[i]);
			have = true;
			i++;
		}
	}
	if (have)
		field_out(x, &f, out);
	xb_free(&f);
}

void rt_ifs_split_n(struct shell *sh, const char *s, size_t maxfields,
		    struct strvec *out)
{
	const char *ifs = ifs_value(sh);
	size_t nf = 0;
	while (is_ifs_ws(ifs, *s))
		s++;
	while (*s && (!maxfields || nf + 1 < maxfields)) {
		const char *e = s;
		while (*e && !is_ifs(ifs, *e))
			e++;
		sv_push(out, xstrndup(s, (size_t)(e - s)));
		nf++;
		s = e;
		while (is_ifs_ws(ifs, *s))
			s++;
		if (*s && is_ifs(ifs, *s)) {
			s++;
			while (is_ifs_ws(ifs, *s))
				s++;
		}
	}
	if (!*s)
		return;
	/* The rest goes to the last field; a lone trailing delimiter after a
	 * single remaining field is dropped (as bash's read does). */
	const char *e = s + strlen(s);
	while (e > s && is_ifs_ws(ifs, e[-1]))
		e--;
	if (e > s && is_ifs(ifs, e[-1])) {
		const char *t = e - 1;
		while (t > s && is_ifs_ws(ifs, t[-1]))
			t--;
		const char *q = s;
		while (q < t && !is_ifs(ifs, *q))
			q++;
		if (q == t)
			e = t;
	}
	sv_push(out, xstrndup(s, (size_t)(e - s)));
}

void rt_ifs_split(struct shell *sh, const char *s, struct strvec *out)
{
	rt_ifs_split_n(sh, s, 0, out);
}

/* ---------------------------------------------------------- parameters */

static int exp_parts(struct xctx *x, struct xbuf *b, struct wpart *p,
		     enum mode mode);

/* Expands parts to one string without splitting (operand words, dynamic
 * arithmetic text, patterns). */
static int parts_string(struct xctx *x, struct wpart *p, enum mode mode,
			bool pattern, char **out)
{
	struct xctx sub = {x->sh, false, false};
	struct xbuf b = {0};
	int r = exp_parts(&sub, &b, p, mode);
	*out = r < 0 ? NULL : xb_string(&b, pattern);
	xb_free(&b);
	return r;
}

static bool is_special_name(const char *name)
{
	return isdigit((unsigned char)name[0]) ||
	       (name[0] && !name[1] && strchr("@*#?-$!", name[0]));
}

/* The value of parameter NAME (into tmp when computed); false if unset.
 * $@ and $* give their parameters joined by spaces here. */
static bool param_value(struct shell *sh, const char *name, struct strbuf *tmp,
			const char **val)
{
	*val = NULL;
	if (isdigit((unsigned char)name[0])) {
		size_t i = 0;
		/* stop once past $#: the number is out of range anyway */
		for (const char *p = name;
		     isdigit((unsigned char)*p) && i <= sh->params.n; p++)
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
			sb_addf(tmp, "%zu", sh->params.n);
			break;
		case '?':
			sb_addf(tmp, "%d", sh->status);
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
	if (!strcmp(name, "LINENO") && (!v || !(v->flags & VF_UNSET))) {
		sb_addf(tmp, "%d", sh->lineno);
		*val = sb_str(tmp);
		return true;
	}
	if (!v || (v->flags & VF_UNSET))
		return false;
	*val = rt_var_str(sh, v);
	return *val != NULL;
}

/* Emits $@ or $* (not "$*", handled by the caller). */
static void exp_list(struct xctx *x, struct xbuf *b, bool star, enum mode mode)
{
	struct strvec *pv = &x->sh->params;
	bool quoted = mode == M_DQ;
	unsigned char vf = quoted ? F_Q : F_X;
	char sep[2] = " ";
	if (star && (quoted || !x->split)) {
		const char *ifs = ifs_value(x->sh);
		sep[0] = ifs[0];
	}
	for (size_t i = 0; i < pv->n; i++) {
		if (i && x->split && !(star && quoted))
			xb_mark(b, F_BREAK);
		else if (i && sep[0])
			xb_add(b, sep, 1, vf);
		if (quoted)
			xb_mark(b, F_MARK);
		xb_adds(b, pv->v[i], vf);
	}
}

static size_t char_count(const char *s)
{
	if (MB_CUR_MAX <= 1)
		return strlen(s);
	size_t n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

static int err_unset(struct shell *sh, const char *name)
{
	rt_err(sh, "%s: parameter not set", name);
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
	if (parts_string(x, arg, mode == M_DQ ? M_DQ : M_UNQ, false, &val) < 0)
		return -1;
	int r = rt_var_set(x->sh, name, val, 0);
	if (r >= 0)
		xb_adds(b, val, mode == M_DQ ? F_Q : F_X);
	free(val);
	return r < 0 ? -1 : 0;
}

static int param_error(struct xctx *x, const struct wpart *p, bool set)
{
	const char *name = p->param.name;
	if (p->param.arg && p->param.arg->parts) {
		char *msg;
		if (parts_string(x, p->param.arg->parts, M_DQ, false, &msg) < 0)
			return -1;
		rt_err(x->sh, "%s: %s", name, msg);
		free(msg);
	} else if (!set) {
		rt_err(x->sh, "%s: parameter not set", name);
	} else {
		rt_err(x->sh, "%s: parameter null or not set", name);
	}
	return -1;
}

/* ${p#w} ${p##w} ${p%w} ${p%%w} */
static int param_remove(struct xctx *x, struct xbuf *b, const struct wpart *p,
			const char *val, unsigned char vf)
{
	char *pat;
	struct wpart *arg = p->param.arg ? p->param.arg->parts : NULL;
	if (parts_string(x, arg, M_UNQ, true, &pat) < 0)
		return -1;
	enum param_op op = p->param.op;
	size_t n = strlen(val);
	ssize_t k;
	if (op == PO_LSMALL || op == PO_LLARGE) {
		k = rt_pattern_prefix(pat, val, op == PO_LLARGE);
		if (k > 0) {
			val += k;
			n -= (size_t)k;
		}
	} else {
		k = rt_pattern_suffix(pat, val, op == PO_RLARGE);
		if (k > 0)
			n -= (size_t)k;
	}
	free(pat);
	xb_add(b, val, n, vf);
	return 0;
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

static int param_ops(struct xctx *x, struct xbuf *b, const struct wpart *p,
		     enum mode mode, const char *val, bool set)
{
	const char *name = p->param.name;
	bool quoted = mode == M_DQ;
	bool empty = !set || (p->param.colon && !*val);
	enum mode wmode = quoted ? M_DQ : M_WORD;
	struct wpart *arg = p->param.arg ? p->param.arg->parts : NULL;
	switch (p->param.op) {
	case PO_DEFAULT:
		if (empty)
			return exp_parts(x, b, arg, wmode);
		param_plain(x, b, name, val, mode);
		return 0;
	case PO_ALT:
		return empty ? 0 : exp_parts(x, b, arg, wmode);
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
		return err_unset(x->sh, name);
	if (p->param.op == PO_LENGTH) {
		char num[32];
		size_t len = list ? x->sh->params.n : char_count(val ? val : "");
		snprintf(num, sizeof num, "%zu", len);
		xb_adds(b, num, quoted ? F_Q : F_X);
		return 0;
	}
	if (p->param.op == PO_PLAIN) {
		param_plain(x, b, name, val, mode);
		return 0;
	}
	return param_remove(x, b, p, val ? val : "", quoted ? F_Q : F_X);
}

static int exp_param(struct xctx *x, struct xbuf *b, const struct wpart *p,
		     enum mode mode)
{
	struct strbuf tmp;
	const char *val;
	sb_init(&tmp);
	bool set = param_value(x->sh, p->param.name, &tmp, &val);
	/* the value may live in a cell that the operand word reassigns */
	char *copy = val ? xstrdup(val) : NULL;
	sb_free(&tmp);
	int r = param_ops(x, b, p, mode, copy ? copy : "", set);
	free(copy);
	return r;
}

/* ------------------------------------------------- other expansions */

static void exp_tilde(struct xbuf *b, struct shell *sh, const char *login)
{
	const char *home = NULL;
	if (!*login) {
		home = rt_var_get(sh, "HOME");
		if (!home) {
			struct passwd *pw = getpwuid(getuid());
			home = pw ? pw->pw_dir : NULL;
		}
	} else {
		struct passwd *pw = getpwnam(login);
		home = pw ? pw->pw_dir : NULL;
	}
	if (home) {
		xb_adds(b, home, F_Q);
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
	/* NUL bytes cannot live in shell strings: drop them */
	size_t start = 0;
	for (size_t i = 0; i <= out.len; i++) {
		if (i == out.len || !out.buf[i]) {
			if (i > start)
				xb_add(b, out.buf + start, i - start, vf);
			start = i + 1;
		}
	}
	sb_free(&out);
	return 0;
}

static void arith_cache_release(void *part)
{
	struct wpart *p = part;
	arena_unref(p->arith.rt_arena);
	p->arith.rt_arena = NULL;
}

/* Parses the dynamic text of $((...)), reusing the cached tree.  The cache
 * lives in the part and is released by a cleanup registered (once) on the
 * arena of the code being run, which is the part's arena. */
static struct arith *arith_cached(struct shell *sh, struct wpart *p,
				  const char *text)
{
	if (p->arith.rt_text && !strcmp(p->arith.rt_text, text))
		return p->arith.rt_expr;
	if (!p->arith.rt_arena) {
		if (!sh->cur_arena)
			return NULL; /* caller parses uncached */
		arena_add_cleanup(sh->cur_arena, arith_cache_release, p);
	}
	struct arena *a = arena_new();
	const char *err = NULL;
	struct arith *e = arith_parse(a, text, strlen(text), &err);
	if (!e) {
		rt_err(sh, "arithmetic: %s", err ? err : "syntax error");
		arena_unref(a);
		return NULL;
	}
	arena_unref(p->arith.rt_arena);
	p->arith.rt_arena = a;
	p->arith.rt_text = arena_strdup(a, text);
	p->arith.rt_expr = e;
	return e;
}

static int exp_arith(struct xctx *x, struct xbuf *b, struct wpart *p,
		     unsigned char vf)
{
	int64_t v = 0;
	struct arith *e = p->arith.expr;
	if (!e) {
		char *text;
		if (parts_string(x, p->arith.text, M_DQ, false, &text) < 0)
			return -1;
		const char *t = text;
		while (isspace((unsigned char)*t))
			t++;
		bool blank = !*t; /* $(( )) is 0 */
		e = blank ? NULL : arith_cached(x->sh, p, text);
		free(text);
		if (!blank && !e)
			return -1;
	}
	if (e && rt_arith_eval(x->sh, e, &v) < 0)
		return -1;
	char num[24];
	snprintf(num, sizeof num, "%" PRId64, v);
	xb_adds(b, num, vf);
	return 0;
}

static bool only_dollar_at(const struct wpart *p)
{
	return p && !p->next && p->kind == WP_PARAM &&
	       p->param.op == PO_PLAIN && !strcmp(p->param.name, "@");
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
			       mode == M_DQ ? F_Q : mode == M_WORD ? F_X : F_LIT);
			break;
		case WP_QLIT:
			xb_mark(b, F_MARK);
			xb_add(b, p->lit.s, p->lit.len, F_Q);
			break;
		case WP_DQUOTE:
			if (!only_dollar_at(p->sub))
				xb_mark(b, F_MARK);
			r = exp_parts(x, b, p->sub, M_DQ);
			break;
		case WP_TILDE:
			exp_tilde(b, x->sh, p->lit.s);
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
		}
		if (r < 0)
			return -1;
	}
	return 0;
}

/* ------------------------------------------------------------- entry */

/* A single literal part needs no expansion machinery. */
static const struct wpart *simple_lit(const struct word *w)
{
	const struct wpart *p = w->parts;
	if (!p || p->next)
		return NULL;
	if (p->kind == WP_QLIT)
		return p;
	if (p->kind == WP_LIT && !memchr(p->lit.s, '*', p->lit.len) &&
	    !memchr(p->lit.s, '?', p->lit.len) &&
	    !memchr(p->lit.s, '[', p->lit.len))
		return p;
	return NULL;
}

int rt_expand_argv(struct shell *sh, struct word **words, int n,
		   struct strvec *out)
{
	struct xctx x = {sh, true, true};
	struct xbuf b = {0};
	for (int i = 0; i < n; i++) {
		const struct wpart *lit = simple_lit(words[i]);
		if (lit) {
			sv_push(out, xstrndup(lit->lit.s, lit->lit.len));
			continue;
		}
		if (exp_parts(&x, &b, words[i]->parts, M_UNQ) < 0) {
			xb_free(&b);
			return -1;
		}
		split_fields(&x, &b, out);
		xb_reset(&b);
	}
	xb_free(&b);
	return 0;
}

int rt_expand_str(struct shell *sh, const struct word *w, unsigned flags,
		  char **out)
{
	bool pattern = flags & EXP_PATTERN;
	const struct wpart *lit = simple_lit(w);
	if (lit && (lit->kind == WP_LIT || !pattern)) {
		*out = xstrndup(lit->lit.s, lit->lit.len);
		return 0;
	}
	struct xctx x = {sh, false, false};
	struct xbuf b = {0};
	enum mode mode = (flags & EXP_HEREDOC) ? M_DQ : M_UNQ;
	int r = exp_parts(&x, &b, w->parts, mode);
	*out = r < 0 ? NULL : xb_string(&b, pattern);
	xb_free(&b);
	return r;
}
