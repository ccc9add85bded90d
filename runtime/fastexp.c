/*
 * fastexp.c - the fast path of word expansion.
 *
 * Most words in real scripts are literals, quoted strings and plain
 * parameters: "$a$b", $i, x=$y.  For those, expansion is concatenation,
 * and the general expander's per-byte bookkeeping is pure overhead.  This
 * file recognises such words and expands them directly.
 *
 * Invariant: the fast path yields exactly what expand.c would, or declines
 * before anything observable happened.  It declines on every part kind but
 * literals, quoted literals and plain parameters other than $@ $* and the
 * variables whose reading has side effects (RANDOM); on a word with glob
 * characters, unless it is a literal they do not act on (`[`); on an
 * unset variable under set -u (the full expander reports it); and, for an
 * unquoted parameter in a field context, on a value containing a glob
 * character (pathname expansion) or an IFS character (splitting).  The one
 * splitting done here is of a word that is a lone unquoted parameter while
 * IFS holds only white space (`for w in $list`): fields are then the
 * maximal runs of non-IFS bytes.
 */
#include <stdlib.h>
#include <string.h>

#include "shell.h"

static const char default_ifs[] = " \t\n";

static bool simple_param(const struct wpart *p)
{
	if (p->kind != WP_PARAM || p->param.op != PO_PLAIN)
		return false;
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
static bool simple_word(const struct word *w, bool fields)
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

/* Appends the value of parameter part P; false to decline.  *ifs is
 * looked up on first need (most words have no unquoted parameter). */
static bool add_param(struct shell *sh, const struct wpart *p, bool unquoted,
		      const char **ifs, struct strbuf *cur, struct strbuf *tmp)
{
	const char *val;
	sb_reset(tmp);
	if (!rt_param_part_value(sh, p, tmp, &val)) {
		if (sh->opts & OPT_NOUNSET)
			return false;
		return true;
	}
	if (unquoted) {
		if (!*ifs)
			*ifs = rt_ifs(sh);
		if (strpbrk(val, *ifs) || strpbrk(val, "*?["))
			return false;
	}
	sb_adds(cur, val);
	return true;
}

/* Expands W into cur; *quoted tells whether any part was quoted. */
static bool expand_word(struct shell *sh, const struct word *w, bool fields,
			const char **ifs, struct strbuf *cur,
			struct strbuf *tmp, bool *quoted)
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
			if (!add_param(sh, p, fields, ifs, cur, tmp))
				return false;
			break;
		case WP_DQUOTE:
			*quoted = true;
			for (const struct wpart *q = p->sub; q; q = q->next) {
				if (q->kind == WP_QLIT)
					sb_addn(cur, q->lit.s, q->lit.len);
				else if (!add_param(sh, q, false, ifs, cur, tmp))
					return false;
			}
			break;
		default:
			return false;
		}
	}
	return true;
}

/* A word that is one unquoted parameter: its fields when IFS has only
 * white space (the default), which is the splitting of 2.6.5 reduced to
 * "maximal runs of non-IFS bytes"; false to decline (a glob character, or
 * an IFS character that is not white space, needs the full expander). */
static bool split_param(struct shell *sh, const struct wpart *p,
			const char **ifs, struct strbuf *tmp,
			struct strvec *out)
{
	const char *val;
	sb_reset(tmp);
	if (!rt_param_part_value(sh, p, tmp, &val))
		return !(sh->opts & OPT_NOUNSET);
	if (strpbrk(val, "*?["))
		return false;
	if (!*ifs)
		*ifs = rt_ifs(sh);
	if (!strpbrk(val, *ifs)) {
		if (*val)
			sv_push(out, xstrdup(val));
		return true;
	}
	if ((*ifs)[strspn(*ifs, " \t\n")])
		return false;
	for (const char *f = val + strspn(val, *ifs); *f;) {
		size_t n = strcspn(f, *ifs);
		sv_push(out, xstrndup(f, n));
		f += n;
		f += strspn(f, *ifs);
	}
	return true;
}

/* The fields go straight to OUT, each word's buffer handed over as it is
 * (one allocation per field); on a decline the fields pushed so far are
 * taken back, so OUT is as it was. */
bool rt_expand_simple_argv(struct shell *sh, struct word **words, int n,
			   struct strvec *out)
{
	for (int i = 0; i < n; i++)
		if (!simple_word(words[i], true))
			return false;
	const char *ifs = NULL;
	size_t base = out->n;
	struct strbuf cur, tmp;
	sb_init(&cur);
	sb_init(&tmp);
	bool ok = true;
	for (int i = 0; ok && i < n; i++) {
		const struct wpart *p = words[i]->parts;
		if (p && !p->next && (p->kind == WP_QLIT ||
				      (p->kind == WP_LIT && p->lit.len))) {
			/* a command name or literal operand */
			sv_push(out, xstrndup(p->lit.s, p->lit.len));
			continue;
		}
		if (p && !p->next && p->kind == WP_PARAM) {
			ok = split_param(sh, p, &ifs, &tmp, out);
			continue;
		}
		bool quoted;
		ok = expand_word(sh, words[i], true, &ifs, &cur, &tmp, &quoted);
		if (ok && (cur.len || quoted))
			sv_push(out, sb_detach(&cur));
		else
			sb_reset(&cur);
	}
	sb_free(&cur);
	sb_free(&tmp);
	if (!ok) {
		for (size_t i = base; i < out->n; i++)
			free(out->v[i]);
		out->n = base;
		if (out->v)
			out->v[base] = NULL;
		return false;
	}
	return true;
}

bool rt_expand_simple_str(struct shell *sh, const struct word *w, char **out)
{
	if (!simple_word(w, false))
		return false;
	struct strbuf cur, tmp;
	sb_init(&cur);
	sb_init(&tmp);
	bool quoted;
	const char *ifs = default_ifs; /* unused: no field context */
	bool ok = expand_word(sh, w, false, &ifs, &cur, &tmp, &quoted);
	sb_free(&tmp);
	if (!ok) {
		sb_free(&cur);
		return false;
	}
	*out = sb_detach(&cur);
	return true;
}

const char *rt_pattern_word(struct shell *sh, const struct word *w,
			    struct strbuf *scratch, char **owned, int *err)
{
	const struct wpart *p = w ? w->parts : NULL;
	*owned = NULL;
	*err = 0;
	if (p && !p->next && p->kind == WP_LIT)
		return p->lit.s; /* unquoted literal: the pattern as written */
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
					if (strchr("\\*?[]!^-", q->lit.s[i]))
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
	if (rt_expand_str(sh, w, EXP_PATTERN, owned) < 0) {
		*err = 1;
		return NULL;
	}
	return *owned;
}
