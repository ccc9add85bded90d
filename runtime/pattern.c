/*
 * pattern.c - POSIX pattern matching (XCU 2.14) for case, ${p#w} and
 * friends, and pathname expansion.
 *
 * Design and invariants:
 *  - Patterns are NUL-terminated byte strings.  '*' matches any string,
 *    '?' any one byte, '[...]' a bracket expression; '\' makes the next
 *    byte literal (the expander escapes quoted characters this way).  A
 *    '[' without a closing ']' is an ordinary character.  Matching is
 *    bytewise; ranges compare byte values (the C locale order).
 *  - The subject is a (pointer, end) pair so that prefix matches can test
 *    a leading part of a string without copying it.
 *  - Matching is iterative.  Only the most recent '*' is ever resumed:
 *    once a later '*' has matched, moving an earlier one cannot help, so
 *    the cost is O(len(pat) * len(str)) and patterns like *a*a*a*b cannot
 *    explode.
 *  - Each element but '*' matches exactly one byte, so a '*' whose tail
 *    holds no further '*' can only match where the tail ends at the
 *    subject's end: match() tests that one position.  The part before the
 *    first '*' is never retried, as no '*' exists to resume.
 *  - Extglob groups ?(a|b) *(..) +(..) @(..) !(..) (bash) are matched by
 *    a separate backtracking matcher, xmatch(), only for patterns that
 *    contain one; whether such text is a group is the producer's
 *    business: the lexer only forms them with shopt extglob on (or in
 *    [[ == ]]), and the expander escapes the '(' of an operator it must
 *    keep literal (shopt extglob off).
 *  - Nothing here knows about '/' or leading dots; glob.c applies those
 *    pathname rules per component.
 */
#include <ctype.h>
#include <string.h>
#include <sys/types.h>

#include "shell.h"
#include "pattern.h"

struct cclass {
	const char *name;
	int (*fn)(int);
};

static const struct cclass classes[] = {
	{ "alpha", isalpha }, { "digit", isdigit }, { "alnum", isalnum },
	{ "upper", isupper }, { "lower", islower }, { "space", isspace },
	{ "blank", isblank }, { "punct", ispunct }, { "print", isprint },
	{ "graph", isgraph }, { "cntrl", iscntrl }, { "xdigit", isxdigit },
	{ NULL, NULL },
};

static bool class_match(const char *name, size_t n, unsigned char c)
{
	for (const struct cclass *k = classes; k->name; k++)
		if (strlen(k->name) == n && !memcmp(k->name, name, n))
			return k->fn(c) != 0;
	return false; /* an unknown class matches nothing */
}

/*
 * Reads one element of a bracket expression at *pp: a plain or escaped
 * byte, or a [.c.] / [=c=] single-character form.  Returns the byte, or -1
 * at the end of the pattern (unterminated), -2 for a [:class:] (whose
 * verdict for c is stored in *cls).
 */
static int bracket_elem(const char **pp, unsigned char c, bool *cls)
{
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
						   c);
				return -2;
			}
			if (q - p - 2 == 1)
				return (unsigned char)p[2];
			*cls = false; /* multi-char collating elements: none */
			return -2;
		}
	}
	if (*p == '\\') {
		if (!p[1])
			return -1;
		*pp = p + 2;
		return (unsigned char)p[1];
	}
	*pp = p + 1;
	return (unsigned char)*p;
}

/*
 * Matches c against the bracket expression that starts just after '['.
 * Returns the position after the closing ']' or NULL when the expression
 * is unterminated (the caller then treats '[' literally).
 */
static const char *bracket(const char *p, unsigned char c, bool *matched)
{
	bool neg = false, hit = false;
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
		int lo = bracket_elem(&p, c, &cls);
		if (lo == -1)
			return NULL;
		if (lo == -2) {
			hit |= cls;
			continue;
		}
		if (p[0] == '-' && p[1] && p[1] != ']') {
			const char *q = p + 1;
			int hi = bracket_elem(&q, c, &cls);
			if (hi == -1)
				return NULL;
			if (hi >= 0) {
				p = q;
				if (c >= lo && c <= hi)
					hit = true;
				continue;
			}
			/* "a-[:digit:]": the '-' is literal, re-read */
		}
		if (c == lo)
			hit = true;
	}
	*matched = hit != neg;
	return p + 1;
}

/*
 * Matches one single-character element of the pattern at p (not '*', not
 * the end) against c.  Returns the pattern position after the element and
 * stores the verdict in *ok.
 */
static const char *step(const char *p, unsigned char c, bool *ok)
{
	switch (*p) {
	case '?':
		*ok = true;
		return p + 1;
	case '[': {
		const char *q = bracket(p + 1, c, ok);
		if (q)
			return q;
		*ok = c == '[';
		return p + 1;
	}
	case '\\':
		if (p[1]) {
			*ok = c == (unsigned char)p[1];
			return p + 2;
		}
		break;
	}
	*ok = c == (unsigned char)*p;
	return p + 1;
}

static ssize_t fixed_len(const char *p);
static bool match_plain(const char *p, const char *s, const char *se);

/* ------------------------------------------------------------ extglob */

/* Is P (before PE) an extglob operator with its '('? */
static bool ext_op(const char *p, const char *pe)
{
	return p + 1 < pe && strchr("?*+@!", *p) && *p && p[1] == '(';
}

/* The ')' closing the group whose '(' is at P, or NULL. */
static const char *ext_close(const char *p, const char *pe)
{
	int depth = 0;
	for (; p < pe; p++) {
		if (*p == '\\' && p + 1 < pe)
			p++;
		else if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return p;
	}
	return NULL;
}

static bool xmatch(const char *p, const char *pe, const char *s,
		   const char *se);

/* Whether some alternative of the group between OPEN and CLOSE matches
 * exactly [s, k). */
static bool ext_alt(const char *open, const char *close, const char *s,
		    const char *k)
{
	const char *a = open + 1;
	int depth = 0;
	for (const char *q = a; q <= close; q++) {
		if (q < close && *q == '\\' && q + 1 < close) {
			q++;
		} else if (q < close && *q == '(') {
			depth++;
		} else if (q < close && *q == ')') {
			depth--;
		} else if (q == close || (*q == '|' && !depth)) {
			if (xmatch(a, q, s, k))
				return true;
			a = q + 1;
		}
	}
	return false;
}

/* The group OP(...) at P followed by the rest of the pattern. */
static bool ext_group(const char *p, const char *close, const char *pe,
		      const char *s, const char *se)
{
	const char *rest = close + 1, *open = p + 1;
	switch (*p) {
	case '!':
		for (const char *k = s; k <= se; k++)
			if (!ext_alt(open, close, s, k) &&
			    xmatch(rest, pe, k, se))
				return true;
		return false;
	case '?':
	case '*':
		if (xmatch(rest, pe, s, se))
			return true;
		if (*p == '?')
			break;
		/* one more non-empty repetition, then the group again */
		for (const char *k = s + 1; k <= se; k++)
			if (ext_alt(open, close, s, k) &&
			    ext_group(p, close, pe, k, se))
				return true;
		return false;
	case '+':
		for (const char *k = s; k <= se; k++) {
			if (!ext_alt(open, close, s, k))
				continue;
			if (xmatch(rest, pe, k, se))
				return true;
			if (k > s && ext_group(p, close, pe, k, se))
				return true;
		}
		return false;
	}
	for (const char *k = s; k <= se; k++) /* @ and ? */
		if (ext_alt(open, close, s, k) && xmatch(rest, pe, k, se))
			return true;
	return false;
}

/* Backtracking matcher for patterns with extglob groups (bash's
 * ?(...) *(...) +(...) @(...) !(...)); the plain matcher below serves
 * every pattern without them. */
static bool xmatch(const char *p, const char *pe, const char *s, const char *se)
{
	while (p < pe) {
		const char *close = ext_op(p, pe) ? ext_close(p + 1, pe) : NULL;
		if (close)
			return ext_group(p, close, pe, s, se);
		if (*p == '*') {
			/* this star opens no group (close is NULL), and so
			 * does no star that opens an unclosed one: "*([" */
			p++;
			while (p < pe && *p == '*' &&
			       !(ext_op(p, pe) && ext_close(p + 1, pe)))
				p++;
			if (p == pe)
				return true;
			for (const char *t = s; t <= se; t++)
				if (xmatch(p, pe, t, se))
					return true;
			return false;
		}
		if (s == se)
			return false;
		bool ok;
		const char *np = step(p, (unsigned char)*s, &ok);
		if (!ok || np > pe)
			return false;
		p = np;
		s++;
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

static bool match(const char *p, const char *s, const char *se)
{
	if (has_ext(p))
		return xmatch(p, p + strlen(p), s, se);
	return match_plain(p, s, se);
}

static bool match_plain(const char *p, const char *s, const char *se)
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
			ssize_t k = fixed_len(p);
			if (k >= 0)
				return se - s >= k &&
				       match_plain(p, se - k, se);
			star_p = p;
			star_s = s;
			continue;
		}
		if (s < se && *p) {
			bool ok;
			const char *np = step(p, (unsigned char)*s, &ok);
			if (ok) {
				p = np;
				s++;
				continue;
			}
		} else if (s == se && !*p) {
			return true;
		}
		/* mismatch: let the last '*' swallow one more byte */
		if (!star_p || star_s >= se)
			return false;
		p = star_p;
		s = ++star_s;
	}
}

bool rt_pattern_match(const char *pat, const char *str)
{
	return match(pat, str, str + strlen(str));
}

bool rt_pattern_match_n(const char *pat, const char *str, size_t len)
{
	return match(pat, str, str + len);
}

/* The length of every match of PAT, or -1 when it has a '*' (matches of
 * any length).  Lets prefix/suffix matching test one length instead of
 * all n+1, which made ${x//a/b} cubic in the length of x. */
static ssize_t fixed_len(const char *p)
{
	ssize_t n = 0;
	bool ok;
	if (has_ext(p))
		return -1;
	while (*p) {
		if (*p == '*')
			return -1;
		p = step(p, 0, &ok);
		n++;
	}
	return n;
}

ssize_t rt_pattern_prefix(const char *pat, const char *str, bool longest)
{
	size_t n = strlen(str);
	ssize_t f = fixed_len(pat);
	if (f >= 0)
		return (size_t)f <= n && match(pat, str, str + f) ? f : -1;
	for (size_t i = 0; i <= n; i++) {
		size_t k = longest ? n - i : i;
		if (match(pat, str, str + k))
			return (ssize_t)k;
	}
	return -1;
}

ssize_t rt_pattern_suffix(const char *pat, const char *str, bool longest)
{
	size_t n = strlen(str);
	ssize_t f = fixed_len(pat);
	if (f >= 0)
		return (size_t)f <= n && match(pat, str + n - f, str + n) ? f
									  : -1;
	for (size_t i = 0; i <= n; i++) {
		size_t k = longest ? n - i : i;
		if (match(pat, str + n - k, str + n))
			return (ssize_t)k;
	}
	return -1;
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
			if (bracket(p + 1, 0, &m))
				return true;
			break;
		}
	}
	return false;
}
