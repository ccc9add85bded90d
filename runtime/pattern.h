/*
 * pattern.h - shell pattern matching (pattern.c) and pathname expansion
 * (glob.c).
 *
 * Invariants:
 *  - Patterns are in the expander's form: a '\' quotes the next character
 *    (quoted parts of a word arrive escaped, EXP_PATTERN); matching never
 *    allocates and never fails.
 */
#ifndef QUIRL_PATTERN_H
#define QUIRL_PATTERN_H

#include <stdbool.h>
#include <string.h>
#include <sys/types.h>
#include "util.h"

struct shell;

/* Matching modes.  PAT_FOLD: letters match either case (ranges fold
 * their ends; [:upper:] and the other classes test the byte as it is),
 * for nocasematch and nocaseglob.  PAT_PATHNAME: '?', '*' and brackets
 * match no '/', except a '*' that ends the pattern (GLOBIGNORE, as bash). */
enum pattern_flags {
	PAT_FOLD = 1u << 0,
	PAT_PATHNAME = 1u << 1,
	/* How characters are read, decided by the functions below unless
	 * the caller passes one (rt_pattern_mode, once for many matches):
	 * PAT_MB, UTF-8 characters (mb.h), when the locale has them, the
	 * pattern or the subject has a byte >= 0x80 and neither has an
	 * invalid sequence; PAT_BYTES, bytes, otherwise (bash's rule). */
	PAT_MB = 1u << 2,
	PAT_BYTES = 1u << 3,
};

/* pattern.c: POSIX pattern matching ('*' '?' '[...]' with classes and
 * '!' negation; '\' quotes the next character). */
bool rt_pattern_match(const char *pat, const char *str);
/* The LEN bytes at STR with PAT_* FLAGS. */
bool rt_pattern_matchf(const char *pat, const char *str, size_t len,
		       unsigned flags);
/* The same for the LEN bytes at STR (a subject matched many times). */
bool rt_pattern_match_n(const char *pat, const char *str, size_t len);
/* Longest/shortest prefix or suffix match for ${p#w} and friends:
 * returns the length of the matched prefix/suffix or -1. */
ssize_t rt_pattern_prefix(const char *pat, const char *str, bool longest,
			  unsigned flags);
ssize_t rt_pattern_suffix(const char *pat, const char *str, bool longest,
			  unsigned flags);
bool rt_pattern_has_magic(const char *pat);
/* PAT_MB or PAT_BYTES for matching PAT against the LEN bytes at STR. */
unsigned rt_pattern_mode(const char *pat, const char *str, size_t len);
/* The characters that may make a word a pattern (whether they do depends
 * on the rest: see rt_pattern_has_magic).  The one list of them. */
static inline bool rt_glob_char(char c)
{
	return c == '*' || c == '?' || c == '[';
}
#define RT_GLOB_CHARS "*?["
static inline bool rt_has_glob_char(const char *s)
{
	return strpbrk(s, RT_GLOB_CHARS) != NULL;
}
/* The same for the N bytes at S, a part of a C string (util_span_has). */
static inline bool rt_span_has_glob_char(const char *s, size_t n)
{
	return util_span_has(s, n, RT_GLOB_CHARS);
}
/* Whether C must be escaped with '\' to stand for itself in a pattern
 * for pattern.c, or, with ERE, in a regular expression (=~). */
static inline bool rt_pattern_special(char c, bool ere)
{
	/* ( | ) keep quoted text out of extglob groups */
	return c && strchr(ere ? "\\.[]()*+?{}|^$" : "\\*?[]!^-(|)", c) != NULL;
}
/* glob.c: pathname expansion of one pattern; appends sorted matches to out
 * and returns their count (0: caller keeps the word). */
size_t rt_glob(struct shell *sh, const char *pat, struct strvec *out);

#endif
