/*
 * fastexp.c - the front half of word expansion (rt_expand, expand.c).
 *
 * Most words in real scripts are literals, quoted strings and plain
 * parameters: "$a$b", $i, x=$y.  For those, expansion is concatenation,
 * and the general expander's per-byte bookkeeping is pure overhead.  This
 * file expands such words directly; rt_expand tries it on each word and,
 * where it declines, the general half expands that word.
 *
 * Invariants:
 *  - A word done here yields exactly what the general half would; the
 *    sanitizer build checks that on every word (rt_expand runs the general
 *    half after each success and compares).  So nothing here may have a
 *    side effect the general half would repeat: only literals, quoted
 *    literals and plain parameters other than $@ $* and those whose
 *    reading changes the shell (RANDOM) are accepted, their lengths
 *    ${#x}, and # ## % %% on
 *    such a parameter when the pattern is an unquoted literal or quoted
 *    text and such parameters (rt_param_fast: a literal string, which
 *    rt_param_strip_lit compares as bytes).
 *  - It declines before anything observable happened: on every other part
 *    kind; on a word with glob characters, unless it is a literal they do
 *    not act on (`[`); on an unset variable under set -u (the general
 *    half reports it); in a field context on an unquoted parameter whose
 *    value holds a glob character (pathname expansion) and, unless it is
 *    the whole word, an IFS character; in a pattern context on anything
 *    but one unquoted literal.
 *  - It states no rule of its own: a word that is one unquoted parameter
 *    (`for w in $list`) is split by the one splitter, rt_split_next.
 *  - A field word that is exactly "$@" gives the positional parameters
 *    as its fields (`set -- "$@" x`, `f "$@"`), copied as they are.
 *  - A field word that is one $((...)) (`f $(($1 - 1))`) is taken when
 *    evaluating it can neither fail nor change anything (safe_arith): it
 *    is evaluated by arith.c as the general half would, and a template
 *    parameter that is not a plain number declines before that.
 */
#include <stdlib.h>
#include <string.h>

#include "shell.h"
#include "arith.h"
#include "expand.h"
#include "options.h"
#include "pattern.h"
#include "var.h"

static inline __attribute__((always_inline)) bool simple_param(
	const struct wpart *p)
{
	if (p->kind != WP_PARAM)
		return false;
	if (p->param.op != PO_PLAIN) /* # ## % %% with a literal pattern */
		return rt_param_fast(p);
	const char *n = p->param.name;
	switch (n[0]) {
	case '@':
	case '*':
		return n[1] != 0;
	default:
		return !rt_param_read_changes(n);
	}
}

/* Structural check: no part whose expansion could have side effects. */
static inline __attribute__((always_inline)) bool simple_word(
	const struct word *w, bool fields)
{
	if (!w || (fields && (w->flags & W_GLOB) && !rt_word_literal(w)))
		return false;
	for (const struct wpart *p = w->parts; p; p = p->next) {
		switch (p->kind) {
		case WP_LIT:
		case WP_QLIT:
			break;
		case WP_PARAM:
			if (!simple_param(p))
				return false;
			break;
		case WP_DQUOTE:
			for (const struct wpart *q = p->sub; q; q = q->next)
				if (q->kind != WP_QLIT && !simple_param(q))
					return false;
			break;
		default:
			return false;
		}
	}
	return true;
}

/* Appends the value of parameter part P; false to decline.  An unquoted
 * value may neither split nor glob. */
static bool add_param(struct shell *sh, const struct wpart *p, bool unquoted,
		      struct strbuf *cur, struct strbuf *tmp)
{
	const char *val;
	size_t n;
	if (!rt_param_fast_value(sh, p, tmp, &val, &n))
		return false;
	if (unquoted && (util_span_has(val, n, rt_ifs(sh)) ||
			 rt_span_has_glob_char(val, n)))
		return false;
	sb_addn(cur, val, n);
	return true;
}

/* Expands W into cur; *quoted tells whether any part was quoted. */
static bool expand_word(struct shell *sh, const struct word *w, bool fields,
			struct strbuf *cur, struct strbuf *tmp, bool *quoted)
{
	*quoted = false;
	for (const struct wpart *p = w->parts; p; p = p->next) {
		switch (p->kind) {
		case WP_LIT:
			sb_addn(cur, p->lit.s, p->lit.len);
			break;
		case WP_QLIT:
			*quoted = true;
			sb_addn(cur, p->lit.s, p->lit.len);
			break;
		case WP_PARAM:
			if (!add_param(sh, p, fields, cur, tmp))
				return false;
			break;
		case WP_DQUOTE:
			*quoted = true;
			for (const struct wpart *q = p->sub; q; q = q->next) {
				if (q->kind == WP_QLIT)
					sb_addn(cur, q->lit.s, q->lit.len);
				else if (!add_param(sh, q, false, cur, tmp))
					return false;
			}
			break;
		default:
			return false;
		}
	}
	return true;
}

/* A word that is one unquoted parameter: its fields, by the splitter;
 * false to decline (a glob character needs pathname expansion). */
static bool split_param(struct shell *sh, const struct wpart *p, unsigned flags,
			struct strbuf *tmp, struct strvec *out)
{
	const char *val;
	size_t n;
	bool stk = flags & EXP_STK;
	if (!rt_param_fast_value(sh, p, tmp, &val, &n))
		return false;
	if (rt_span_has_glob_char(val, n))
		return false;
	if (!util_span_has(val, n, rt_ifs(sh))) {
		/* no delimiter: the one field of any simple word; the whole
		 * value of $1... itself when the caller may borrow it */
		const char *name = p->param.name;
		if (n && (flags & EXP_BORROW) && p->param.op == PO_PLAIN &&
		    name[0] >= '1' && name[0] <= '9')
			sv_push(out, (char *)val);
		else if (n)
			sv_push(out, rt_field_dup(sh, stk, val, n));
		return true;
	}
	struct ifs_split sp;
	struct split_field f[16];
	size_t k;
	rt_split_begin(sh, &sp, val, n, NULL, 0);
	while ((k = rt_split_next(&sp, f, 16)))
		for (size_t j = 0; j < k; j++)
			sv_push(out, rt_field_dup(sh, stk, val + f[j].start,
						  f[j].end - f[j].start));
	return true;
}

/* An unquoted literal is its own pattern (its quoting is the pattern's). */
static const char *own_pattern(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;
	return p && !p->next && p->kind == WP_LIT ? p->lit.s : NULL;
}

/* An arithmetic tree whose evaluation can neither fail nor change the
 * shell: numbers, a template's slots and the operators other than / %
 * and ** (division by zero, a negative exponent); no variable, which
 * could be unset under set -u or hold text to evaluate. */
static bool safe_arith(const struct arith *a, int depth)
{
	if (!a)
		return true;
	if (depth > 32 || a->base || a->idx)
		return false;
	switch (a->kind) {
	case AK_NUM:
	case AK_SLOT:
		return true;
	case AK_BINARY:
		if (a->op == AO_DIV || a->op == AO_MOD || a->op == AO_POW)
			return false;
		/* fall through */
	case AK_UNARY:
	case AK_LAND:
	case AK_LOR:
	case AK_COND:
	case AK_COMMA:
		return safe_arith(a->a, depth + 1) &&
		       safe_arith(a->b, depth + 1) &&
		       safe_arith(a->c, depth + 1);
	default:
		return false;
	}
}

/* The field of $((...)) P (UNQUOTED: split by IFS), when safe_arith
 * holds for its tree; false to decline. */
static bool arith_field(struct shell *sh, const struct wpart *p, bool unquoted,
			bool stk, struct strvec *out)
{
	struct wpart *q = (struct wpart *)p; /* rt_tmpl is a runtime cache */
	int64_t v;
	if (p->arith.expr) {
		if (!safe_arith(p->arith.expr, 0) || rt_stack_exhausted() ||
		    rt_arith_eval(sh, p->arith.expr, &v) < 0)
			return false;
	} else {
		struct arith_tmpl *t = (struct arith_tmpl *)rt_arith_tmpl(
			sh, p->arith.text, &q->arith.rt_tmpl);
		if (t && !t->safe) /* a cache in the template */
			t->safe = safe_arith(t->expr, 0) ? 1 : -1;
		/* 0 from the evaluation: a parameter is not a plain number,
		 * nothing happened */
		if (!t || t->safe < 0 || rt_stack_exhausted() ||
		    rt_arith_tmpl_eval(sh, p->arith.text, &q->arith.rt_tmpl,
				       &v) <= 0)
			return false;
	}
	char num[24];
	size_t len = rt_fmt_int(num, v);
	if (unquoted && sh->jit.ifs_numeric && strpbrk(num, rt_ifs(sh)))
		return false; /* IFS holds a digit or '-' (var.c keeps
				 ifs_numeric as IFS changes) */
	sv_push(out, rt_field_dup(sh, stk, num, len));
	return true;
}

bool rt_expand_fast_fields(struct shell *sh, const struct word *w,
			   unsigned flags, struct strvec *out)
{
	bool stk = flags & EXP_STK;
	const struct wpart *a = w ? w->parts : NULL;
	if (a && !a->next && a->kind == WP_DQUOTE && a->sub && !a->sub->next &&
	    a->sub->kind == WP_ARITH)
		return arith_field(sh, a->sub, false, stk, out);
	if (a && !a->next && a->kind == WP_ARITH)
		return arith_field(sh, a, true, stk, out);
	if (a && !a->next && a->kind == WP_DQUOTE && a->sub && !a->sub->next &&
	    a->sub->kind == WP_PARAM && a->sub->param.op == PO_PLAIN &&
	    !a->sub->param.index && !a->sub->param.indirect &&
	    !strcmp(a->sub->param.name, "@")) {
		/* "$@": each positional parameter, as it is, a field */
		for (size_t i = 0; i < sh->params.n; i++)
			sv_push(out, rt_field_dup(sh, stk, sh->params.v[i],
						  strlen(sh->params.v[i])));
		return true;
	}
	if (!simple_word(w, true))
		return false;
	const struct wpart *p = w->parts;
	if (p && !p->next &&
	    (p->kind == WP_QLIT || (p->kind == WP_LIT && p->lit.len))) {
		/* a command name or literal operand (the tree's own string
		 * when the caller may borrow it) */
		sv_push(out,
			flags & EXP_BORROW
				? (char *)p->lit.s
				: rt_field_dup(sh, stk, p->lit.s, p->lit.len));
		return true;
	}
	struct strbuf *tmp = rt_scratch_get(sh);
	bool ok;
	if (p && !p->next && p->kind == WP_PARAM) {
		ok = split_param(sh, p, flags, tmp, out);
		rt_scratch_put(sh, tmp);
		return ok;
	}
	struct strbuf *cur = rt_scratch_get(sh);
	bool quoted;
	ok = expand_word(sh, w, true, cur, tmp, &quoted);
	if (ok && (cur->len || quoted))
		sv_push(out, rt_field_dup(sh, stk, sb_str(cur), cur->len));
	rt_scratch_put(sh, cur);
	rt_scratch_put(sh, tmp);
	return ok;
}

bool rt_expand_fast_str(struct shell *sh, const struct word *w, unsigned flags,
			char **out)
{
	if (flags & (EXP_PATTERN | EXP_REGEX)) {
		/* quoted bytes would need escaping: only a literal as written */
		const char *pat = own_pattern(w);
		if (pat)
			*out = flags & EXP_STK
				       ? stk_strndup(&sh->stk, pat, strlen(pat))
				       : xstrdup(pat);
		return pat != NULL;
	}
	if (!simple_word(w, false))
		return false;
	/* built in reused buffers, then copied once to where it goes */
	struct strbuf *cur = rt_scratch_get(sh), *tmp = rt_scratch_get(sh);
	bool quoted;
	bool ok = expand_word(sh, w, false, cur, tmp, &quoted);
	if (ok)
		*out = flags & EXP_STK
			       ? stk_strndup(&sh->stk, sb_str(cur), cur->len)
			       : xstrndup(sb_str(cur), cur->len);
	rt_scratch_put(sh, tmp);
	rt_scratch_put(sh, cur);
	return ok;
}

const char *rt_pattern_word(struct shell *sh, const struct word *w,
			    struct strbuf *scratch, char **owned, int *err)
{
	const struct wpart *p = w ? w->parts : NULL;
	const char *own = own_pattern(w);
	*owned = NULL;
	*err = 0;
	if (own)
		return own;
	/* quoted literals: escape what the matcher would interpret */
	sb_reset(scratch);
	sb_addn(scratch, "", 0);
	bool constant = true;
	for (; p && constant; p = p->next) {
		const struct wpart *q = p, *end = p->next;
		if (p->kind == WP_DQUOTE) {
			q = p->sub;
			end = NULL;
		}
		for (; q != end; q = q->next) {
			if (q->kind == WP_LIT && p->kind != WP_DQUOTE) {
				sb_addn(scratch, q->lit.s, q->lit.len);
			} else if (q->kind == WP_QLIT) {
				for (size_t i = 0; i < q->lit.len; i++) {
					if (rt_pattern_special(q->lit.s[i],
							       false))
						sb_addc(scratch, '\\');
					sb_addc(scratch, q->lit.s[i]);
				}
			} else {
				constant = false;
				break;
			}
		}
	}
	if (constant)
		return sb_str(scratch);
	if (rt_expand(sh, (struct word *const *)&w, 1, EXP_PATTERN, NULL,
		      owned) < 0) {
		*err = 1;
		return NULL;
	}
	return *owned;
}
