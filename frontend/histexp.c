/*
 * histexp.c - history expansion, as bash does it on each line it reads
 * while `set -o history` and `set -H` are both on.
 *
 * Design and invariants:
 *  - A reference is histchars[0] ('!') followed by an event, optional word
 *    designators and modifiers; a line that starts with histchars[1] ('^')
 *    is the quick substitution "!!:s^old^new^".  From histchars[2] ('#')
 *    at the start of a word to the end of the line nothing is expanded.
 *  - Not a reference: '!' inside single quotes (outside double quotes),
 *    after a backslash, before a blank, '=', a newline or the end of the
 *    line, before the '"' that closes a double quote, in "$!" and "${!",
 *    "[!...]", and "!(" with extglob on.  The rest of the line is copied
 *    byte for byte, quotes and backslashes included (the parser removes
 *    them later).
 *  - Events are looked up in the history without its newest SKIP entries,
 *    so "!!" on a continuation line names the command before the one
 *    being read, as in bash.
 *  - The words of an event are split like shell words (quotes kept
 *    together, operators such as '|' or '>>' words of their own); a
 *    designator's words are joined by single spaces.
 *  - The last :s old and new strings and the last !?string? search are
 *    remembered across lines (':&', an empty old string, '%').
 *  - Errors leave the text of the message in OUT (the caller prints it
 *    in the shell's usual form), the offending part of the line first:
 *    "!x: event not found", ":5: bad word specifier".
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "frontend/histexp.h"
#include "frontend/interactive.h"
#include "runtime/options.h"
#include "runtime/shell.h"
#include "runtime/var.h"

static struct {
	char *old, *rep; /* the last substitution (rep: as typed) */
	char *search;    /* the last !?string? */
	char *found;     /* the word that search matched (for %) */
} X;

struct hx {
	struct shell *sh;
	const char *line;
	size_t len;
	const struct fe_hist_entry *e;
	size_t n;
	struct strbuf *out;
	struct strbuf msg;
	bool print;
};

void fe_histexp_free(void)
{
	free(X.old);
	free(X.rep);
	free(X.search);
	free(X.found);
	memset(&X, 0, sizeof X);
}

static void set_str(char **slot, const char *s, size_t n)
{
	free(*slot);
	*slot = xstrndup(s, n);
}

/* histchars: expansion, quick substitution and comment characters. */
static void hx_chars(struct shell *sh, char c[3])
{
	const char *v = rt_var_get(sh, "histchars");
	c[0] = '!';
	c[1] = '^';
	c[2] = '#';
	if (!v)
		return;
	for (int i = 0; i < 3; i++) {
		c[i] = *v;
		if (*v)
			v++;
	}
}

bool fe_histexp_needed(struct shell *sh, const char *line, size_t len)
{
	char c[3];
	hx_chars(sh, c);
	if (!c[0] && !c[1])
		return false;
	return (len && c[1] && line[0] == c[1]) ||
	       (c[0] && memchr(line, c[0], len));
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool hx_fail(struct hx *x, size_t from, size_t to, const char *what)
{
	sb_addn(&x->msg, x->line + from, to - from);
	sb_addf(&x->msg, ": %s", what);
	return false;
}

/* ------------------------------------------------------------ words */

struct span {
	size_t at, len;
};
struct spans {
	struct span *v;
	size_t n, cap;
};

/* Splits TEXT into shell-like words (see the header comment). */
static void hx_split(const char *t, struct spans *w)
{
	size_t i = 0;
	while (t[i]) {
		while (is_blank(t[i]))
			i++;
		if (!t[i])
			break;
		size_t s = i;
		if (strchr(";&|()<>", t[i])) {
			char c = t[i++];
			if (t[i] == c ||
			    (c == '>' && (t[i] == '&' || t[i] == '|')) ||
			    (c == '<' && t[i] == '&') ||
			    (c == '&' && t[i] == '>') ||
			    (c == '|' && t[i] == '&'))
				i++;
		} else {
			char q = 0;
			for (; t[i]; i++) {
				char c = t[i];
				if (q) {
					if (c == '\\' && q == '"' && t[i + 1])
						i++;
					else if (c == q)
						q = 0;
					continue;
				}
				if (c == '\\' && t[i + 1]) {
					i++;
					continue;
				}
				if (c == '\'' || c == '"' || c == '`') {
					q = c;
					continue;
				}
				if (is_blank(c) || strchr(";&|()<>", c))
					break;
			}
		}
		struct span sp = { s, i - s };
		VEC_PUSH(*w, sp);
	}
}

/* ------------------------------------------------------------ events */

/* The entry text of history number NUM, or NULL. */
static const char *hx_by_num(const struct hx *x, long num)
{
	if (!x->n)
		return NULL;
	long i = num - x->e[0].num;
	return i >= 0 && (size_t)i < x->n ? x->e[i].text : NULL;
}

/* Parses the event at *J (just after '!'); the text or NULL (message
 * set).  *OWNED: the text was allocated (the line so far, for "!#"). */
static const char *hx_event(struct hx *x, size_t at, size_t *j, char hc,
			    bool dq, char **owned)
{
	const char *l = x->line;
	size_t k = *j;
	const char *t = NULL;
	*owned = NULL;
	if (l[k] == hc) {
		*j = k + 1;
		t = x->n ? x->e[x->n - 1].text : NULL;
	} else if (l[k] == '#') {
		*j = k + 1;
		*owned = xstrndup(x->out->buf ? x->out->buf : "", x->out->len);
		return *owned;
	} else if (is_digit(l[k]) || (l[k] == '-' && is_digit(l[k + 1]))) {
		bool neg = l[k] == '-';
		long v = 0;
		for (k += neg; k < x->len && is_digit(l[k]); k++)
			v = v < 100000000 ? v * 10 + (l[k] - '0') : v;
		*j = k;
		if (neg)
			t = v > 0 && (size_t)v <= x->n ? x->e[x->n - v].text
						       : NULL;
		else
			t = hx_by_num(x, v);
	} else if (l[k] == '?') {
		size_t s = ++k;
		while (k < x->len && l[k] != '?' && l[k] != '\n')
			k++;
		if (k > s)
			set_str(&X.search, l + s, k - s);
		*j = k < x->len && l[k] == '?' ? k + 1 : k;
		for (size_t i = x->n; X.search && i-- > 0;)
			if (strstr(x->e[i].text, X.search)) {
				t = x->e[i].text;
				break;
			}
		if (t) { /* the word it matched, for '%' */
			struct spans w = { 0 };
			hx_split(t, &w);
			for (size_t i = 0; i < w.n; i++)
				if (memmem(t + w.v[i].at, w.v[i].len, X.search,
					   strlen(X.search))) {
					set_str(&X.found, t + w.v[i].at,
						w.v[i].len);
					break;
				}
			VEC_FREE(w);
		}
	} else if (strchr(":^$*%", l[k])) {
		t = x->n ? x->e[x->n - 1].text : NULL;
	} else {
		while (k < x->len && !is_blank(l[k]) &&
		       !strchr(":^$*%;&|()<>", l[k]) && !(dq && l[k] == '"'))
			k++;
		*j = k;
		for (size_t i = x->n; k > at + 1 && i-- > 0;)
			if (!strncmp(x->e[i].text, l + at + 1, k - at - 1)) {
				t = x->e[i].text;
				break;
			}
	}
	if (!t)
		hx_fail(x, at, *j, "event not found");
	return t;
}

/* Word designators at *J: appends the words chosen from T to SEL; false
 * with the message set on a bad one. */
static bool hx_words(struct hx *x, const char *t, size_t *j, struct strbuf *sel)
{
	const char *l = x->line;
	size_t k = *j, from = k;
	if (l[k] == ':' && k + 1 < x->len &&
	    strchr("0123456789^$*-%", l[k + 1]))
		k++;
	else if (!(k < x->len && strchr("^$*-%", l[k]))) {
		sb_adds(sel, t);
		return true;
	}
	struct spans w = { 0 };
	hx_split(t, &w);
	long last = (long)w.n - 1, a, b;
	bool star = false; /* '*' alone: nothing when there is no word 1 */
	if (l[k] == '%') {
		k++;
		*j = k;
		VEC_FREE(w);
		if (X.found)
			sb_adds(sel, X.found);
		return true;
	}
	if (l[k] == '*') {
		a = 1, b = last, star = true, k++;
	} else if (l[k] == '^' || l[k] == '$') {
		a = b = l[k] == '^' ? 1 : last;
		k++;
	} else {
		a = 0;
		if (is_digit(l[k]))
			for (a = 0; is_digit(l[k]); k++)
				a = a < 100000 ? a * 10 + (l[k] - '0') : a;
		b = a;
		if (l[k] == '*') {
			b = last, k++;
		} else if (l[k] == '-') {
			k++;
			if (is_digit(l[k]))
				for (b = 0; is_digit(l[k]); k++)
					b = b < 100000 ? b * 10 + (l[k] - '0')
						       : b;
			else if (l[k] == '$')
				b = last, k++;
			else
				b = last - 1;
		}
	}
	*j = k;
	bool ok = star || (a <= b && b <= last) || (a == b + 1 && a == last);
	if (!ok) {
		VEC_FREE(w);
		return hx_fail(x, from, k, "bad word specifier");
	}
	for (long i = a; i <= b; i++) {
		if (i > a)
			sb_addc(sel, ' ');
		sb_addn(sel, t + w.v[i].at, w.v[i].len);
	}
	VEC_FREE(w);
	return true;
}

/* ------------------------------------------------------------ modifiers */

static void hx_quote(struct strbuf *o, const char *s, size_t n)
{
	sb_addc(o, '\'');
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\'')
			sb_adds(o, "'\\''");
		else
			sb_addc(o, s[i]);
	}
	sb_addc(o, '\'');
}

/* :h :t :r :e on the selected text, in place. */
static void hx_path(struct strbuf *s, char m)
{
	char *t = s->buf ? s->buf : (char *)"";
	size_t n = s->len;
	if (m == 'h' || m == 't') {
		char *sl = memrchr(t, '/', n);
		if (!sl)
			return;
		if (m == 'h') {
			s->len = (size_t)(sl - t);
		} else {
			size_t k = n - (size_t)(sl - t) - 1;
			memmove(t, sl + 1, k);
			s->len = k;
		}
		t[s->len] = 0;
		return;
	}
	size_t i = n;
	while (i > 0 && t[i - 1] != '/' && t[i - 1] != '.')
		i--;
	bool dot = i > 1 && t[i - 1] == '.';
	if (m == 'r') {
		if (dot)
			s->len = i - 1;
	} else if (dot) {
		memmove(t, t + i - 1, n - i + 1);
		s->len = n - i + 1;
	} else {
		s->len = 0;
	}
	if (s->buf)
		t[s->len] = 0;
}

/* Reads one part of s/old/new/ up to the unescaped delimiter D (a
 * backslash before D stands for D); in NEW parts "\&" is kept. */
static size_t hx_part(const char *l, size_t len, size_t k, char d,
		      struct strbuf *o)
{
	for (; k < len && l[k] != d && l[k] != '\n'; k++) {
		if (l[k] == '\\' && k + 1 < len && l[k + 1] == d)
			k++;
		sb_addc(o, l[k]);
	}
	return k;
}

/* Appends X.rep to O with '&' standing for OLD ("\&": a real '&'). */
static void hx_rep(struct strbuf *o, const char *old)
{
	for (const char *r = X.rep; *r; r++) {
		if (*r == '\\' && r[1] == '&')
			sb_addc(o, *++r);
		else if (*r == '&')
			sb_adds(o, old);
		else
			sb_addc(o, *r);
	}
}

/* Substitutes X.old in S[0, N) (every one when ALL); false if none. */
static bool hx_subst_in(struct strbuf *o, const char *s, size_t n, bool all)
{
	size_t ol = strlen(X.old), i = 0;
	bool any = false;
	while (i < n) {
		const char *p = ol && ol <= n - i
					? memmem(s + i, n - i, X.old, ol)
					: NULL;
		if (!p || (any && !all))
			break;
		sb_addn(o, s + i, (size_t)(p - (s + i)));
		hx_rep(o, X.old);
		i = (size_t)(p - s) + ol;
		any = true;
	}
	sb_addn(o, s + i, n - i);
	return any;
}

/* A substitution (:s, :&, with g/a/G) on SEL; K is at the 's' or '&'. */
static bool hx_subst(struct hx *x, size_t from, size_t *j, char mode,
		     struct strbuf *sel)
{
	const char *l = x->line;
	size_t k = *j;
	if (l[k] == 's' && k + 1 < x->len && l[k + 1] != '\n') {
		char d = l[++k];
		struct strbuf old, rep;
		sb_init(&old);
		sb_init(&rep);
		k = hx_part(l, x->len, k + 1, d, &old);
		if (k < x->len && l[k] == d)
			k = hx_part(l, x->len, k + 1, d, &rep);
		if (k < x->len && l[k] == d)
			k++;
		if (old.len)
			set_str(&X.old, old.buf, old.len);
		else if (!X.old && X.search)
			set_str(&X.old, X.search, strlen(X.search));
		set_str(&X.rep, rep.buf ? rep.buf : "", rep.len);
		sb_free(&old);
		sb_free(&rep);
	} else {
		k++; /* '&': the last substitution again */
	}
	*j = k;
	if (!X.old || !X.rep)
		return hx_fail(x, from, k, "no previous substitution");
	struct strbuf o;
	sb_init(&o);
	const char *s = sel->buf ? sel->buf : "";
	bool any = false;
	if (mode == 'G') {
		size_t i = 0;
		while (i < sel->len) {
			size_t e = i;
			while (e < sel->len && !is_blank(s[e]))
				e++;
			any |= hx_subst_in(&o, s + i, e - i, false);
			for (i = e; i < sel->len && is_blank(s[i]); i++)
				sb_addc(&o, s[i]);
		}
	} else {
		any = hx_subst_in(&o, s, sel->len, mode == 'g');
	}
	if (any) {
		sb_reset(sel);
		sb_addn(sel, o.buf, o.len);
	}
	sb_free(&o);
	return any || hx_fail(x, from, k, "substitution failed");
}

/* The modifiers at *J, applied to SEL in order. */
static bool hx_mods(struct hx *x, size_t *j, struct strbuf *sel)
{
	const char *l = x->line;
	while (*j + 1 < x->len && l[*j] == ':') {
		size_t from = *j, k = *j + 1;
		char m = l[k], mode = 0;
		if (m == 'g' || m == 'a' || m == 'G') {
			mode = m == 'G' ? 'G' : 'g';
			m = l[++k];
		}
		if (m == 's' || m == '&') {
			*j = k;
			if (!hx_subst(x, from, j, mode, sel))
				return false;
			continue;
		}
		if (mode || !strchr("htreqxp", m) || m == '\n') {
			if (m == '\n' || k >= x->len)
				return true;
			return hx_fail(x, k, k + 1,
				       "unrecognized history modifier");
		}
		*j = k + 1;
		if (m == 'p') {
			x->print = true;
		} else if (m == 'q' || m == 'x') {
			struct strbuf o;
			sb_init(&o);
			const char *s = sel->buf ? sel->buf : "";
			if (m == 'q') {
				hx_quote(&o, s, sel->len);
			} else {
				for (size_t i = 0; i < sel->len;) {
					while (i < sel->len && is_blank(s[i]))
						i++;
					size_t e = i;
					while (e < sel->len && !is_blank(s[e]))
						e++;
					if (e > i) {
						if (o.len)
							sb_addc(&o, ' ');
						hx_quote(&o, s + i, e - i);
					}
					i = e;
				}
			}
			sb_reset(sel);
			sb_addn(sel, o.buf ? o.buf : "", o.len);
			sb_free(&o);
		} else {
			hx_path(sel, m);
		}
	}
	return true;
}

/* One reference at AT (the '!'); appends its text to OUT. */
static bool hx_ref(struct hx *x, size_t at, size_t *j, char hc, bool dq)
{
	char *owned;
	*j = at + 1;
	const char *t = hx_event(x, at, j, hc, dq, &owned);
	if (!t)
		return false;
	struct strbuf sel;
	sb_init(&sel);
	bool ok = hx_words(x, t, j, &sel) && hx_mods(x, j, &sel);
	if (ok)
		sb_addn(x->out, sel.buf ? sel.buf : "", sel.len);
	sb_free(&sel);
	free(owned);
	return ok;
}

/* "^old^new^": the quick substitution of the previous command. */
static bool hx_quick(struct hx *x, size_t *j)
{
	const char *t = x->n ? x->e[x->n - 1].text : NULL;
	if (!t) {
		sb_adds(&x->msg, "!!: event not found");
		return false;
	}
	struct strbuf sel;
	sb_init(&sel);
	sb_adds(&sel, t);
	/* hx_subst reads "s^old^new^" from the line: start at the 's' it
	 * would see, one before the first '^' */
	struct hx q = *x;
	struct strbuf fake;
	sb_init(&fake);
	sb_addc(&fake, 's');
	sb_addn(&fake, x->line, x->len);
	q.line = fake.buf;
	q.len = fake.len;
	sb_init(&q.msg);
	size_t k = 0;
	bool ok = hx_subst(&q, 0, &k, 0, &sel);
	if (!ok) {
		sb_adds(&x->msg, ":");
		sb_addn(&x->msg, q.msg.buf, q.msg.len);
	} else {
		sb_addn(x->out, sel.buf ? sel.buf : "", sel.len);
	}
	sb_free(&q.msg);
	sb_free(&fake);
	sb_free(&sel);
	*j = k ? k - 1 : 0;
	return ok;
}

/* Whether the '!' at I is not a reference (header comment). */
static bool hx_inhibited(struct hx *x, size_t i, bool dq)
{
	const char *l = x->line;
	char c = i + 1 < x->len ? l[i + 1] : '\n';
	if (is_blank(c) || c == '=' || c == '\r' || (dq && c == '"'))
		return true;
	if (i > 0 && l[i - 1] == '$')
		return true;
	if (i > 1 && l[i - 1] == '{' && l[i - 2] == '$')
		return true;
	if (i > 1 && l[i - 1] == '[' && memchr(l + i + 1, ']', x->len - i - 1))
		return true;
	return c == '(' && (x->sh->shopts & SHOPT_EXTGLOB);
}

enum fe_histexp_result fe_histexp(struct shell *sh, const char *line,
				  size_t len, size_t skip, struct strbuf *out)
{
	char c[3];
	hx_chars(sh, c);
	struct hx x = { .sh = sh, .line = line, .len = len, .out = out };
	x.e = fe_hist_entries(&x.n);
	x.n = x.n > skip ? x.n - skip : 0;
	sb_init(&x.msg);
	size_t start = out->len, i = 0;
	bool sq = false, dq = false, changed = false, ok = true;
	if (len && c[1] && line[0] == c[1]) {
		ok = hx_quick(&x, &i);
		changed = true;
	}
	while (ok && i < len) {
		char ch = line[i];
		if (sq) {
			sq = ch != '\'';
		} else if (ch == '\\' && i + 1 < len) {
			sb_addc(out, ch);
			ch = line[++i];
		} else if (ch == '\'' && !dq) {
			sq = true;
		} else if (ch == '"') {
			dq = !dq;
		} else if (c[2] && ch == c[2] && !dq &&
			   (i == 0 || is_blank(line[i - 1]) ||
			    strchr(";&|()<>", line[i - 1]))) {
			sb_addn(out, line + i, len - i);
			break;
		} else if (c[0] && ch == c[0] && !hx_inhibited(&x, i, dq)) {
			size_t j;
			ok = hx_ref(&x, i, &j, c[0], dq);
			changed = true;
			i = j;
			continue;
		}
		sb_addc(out, ch);
		i++;
	}
	if (!ok) {
		out->len = start;
		sb_addn(out, x.msg.buf, x.msg.len);
		sb_free(&x.msg);
		return FE_HISTEXP_ERROR;
	}
	sb_free(&x.msg);
	if (!changed) {
		out->len = start;
		if (out->buf)
			out->buf[start] = 0;
		return FE_HISTEXP_SAME;
	}
	return x.print ? FE_HISTEXP_PRINT : FE_HISTEXP_CHANGED;
}
