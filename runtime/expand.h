/*
 * expand.h - word expansion (expand.c, fastexp.c): the one expander and
 * the one field splitter.
 *
 * Invariants:
 *  - rt_expand is the only entry point; fastexp.c is its front half and
 *    hands anything it does not fully handle to the general half unchanged.
 *  - Expansion errors print their message and return -1; the caller
 *    applies the consequence through rt_error(RT_E_EXPAND).
 */
#ifndef QUIRL_EXPAND_H
#define QUIRL_EXPAND_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include "../frontend/ast.h"
#include "util.h"

struct shell;

enum expand_flags {
	EXP_SPLIT = 1u << 0,    /* field splitting */
	EXP_GLOB = 1u << 1,     /* pathname expansion */
	EXP_TILDE = 1u << 2,    /* tilde prefixes (always for words) */
	EXP_ASSIGN = 1u << 3,   /* tilde after ':' and '=' in assignments */
	EXP_PATTERN = 1u << 4,  /* result is a pattern: quoted glob characters
				  are escaped with '\' */
	EXP_HEREDOC = 1u << 5,  /* here-document body */
	EXP_REGEX = 1u << 6,    /* like EXP_PATTERN, escaping for an ERE */
	EXP_EXTGLOB = 1u << 7,  /* with EXP_PATTERN: extglob groups active even
				  with shopt extglob off ([[ == ]], bash) */
	EXP_STK = 1u << 8,      /* the one string, or with EXP_FIELDS every
				  field, goes on sh->stk (util.h): the
				  caller takes a mark before and releases
				  it, and frees no string (a strvec: only
				  its v) */
	EXP_BORROW = 1u << 9,   /* with EXP_STK and EXP_FIELDS: a field that
				  is a literal word of the tree or the whole
				  value of a positional parameter $1... may
				  be that string itself, for a caller that
				  ends before either can change (a function
				  call's arguments: rt_jit_call) */
	EXP_NOTILDE = 1u << 10, /* a tilde prefix stays as written (the keys
				   of a compound value, an associative
				   array's values: bash) */
	EXP_DECL = 1u << 11,    /* with EXP_STK, into FIELDS: a declaration
				utility's NAME=value operand, brace-expanded
				and then each word as an assignment (bash) */
	EXP_FIELDS = EXP_SPLIT | EXP_GLOB, /* command words, for lists */
};

/* False when NAME is certainly not a variable whose value is computed at
 * each read (LINENO, RANDOM, SECONDS, EPOCH*...): its cell then holds its
 * value.  Every computed name must pass (expand.c keeps them together). */
bool rt_param_may_be_computed(const char *name);
/* Appends the value of a computed variable (RANDOM, SECONDS, EPOCH*,
 * LINENO, BASHPID, HISTCMD) to TMP, V being NAME's cell or NULL; false
 * when NAME is none of them or was unset.  The one rule for reading them:
 * expansions and arithmetic both come here. */
struct var;
bool rt_param_computed(struct shell *sh, const char *name, const struct var *v,
		       struct strbuf *tmp);
/* Whether reading parameter NAME changes the shell (RANDOM and SRANDOM
 * advance their generator): such a read may not be repeated or done in
 * place of a subshell's.  Inline: the fast expander asks per word. */
static inline bool rt_param_read_changes(const char *name)
{
	/* one byte decides for nearly every name; BASHPID and BASH_SUBSHELL
	 * read in another process differ (a fork-free $(...) must fork) */
	return (name[0] == 'R' && !strcmp(name, "RANDOM")) ||
	       (name[0] == 'S' && !strcmp(name, "SRANDOM")) ||
	       (name[0] == 'B' &&
		(!strcmp(name, "BASHPID") || !strcmp(name, "BASH_SUBSHELL")));
}
/* $name or $1..$9 without operators (part P, a WP_PARAM): its expansion
 * is the parameter's value. */
bool rt_param_plain(const struct wpart *p);
/* ${name#word} ${name##word} ${name%word} ${name%%word} on such a
 * parameter, WORD being literal text that is its own pattern (no quoting,
 * backslash, '(' or '~': nothing expansion would change in it): the
 * pattern, else NULL. */
const char *rt_param_strip_pattern(const struct wpart *p);
/* The rule of those four operators: what is left of VAL once the part
 * that PAT matches is removed, [*s, *s + *n). */
void rt_param_strip(enum param_op op, const char *pat, const char *val,
		    const char **s, size_t *n);
/* ${#name}, ${#1} or ${#name[@]} / ${#name[*]} (part P, a WP_PARAM). */
bool rt_param_length_form(const struct wpart *p);
/* The number such a part expands to, when its name is set and not a
 * reference (else false, nothing done): characters as mb.h counts them,
 * or elements. */
bool rt_param_length(struct shell *sh, const struct wpart *p, int64_t *out);
/* A parameter part the front halves of expansion (fastexp.c, the JIT's
 * direct assignments) take themselves: a plain parameter whose reading
 * changes nothing, its length ${#x}, or # ## % %% on one with a pattern
 * that is an unquoted literal (rt_param_strip_pattern) or quoted text and
 * such parameters ("$x", "${x%%[! ]*}"), which is a literal string. */
bool rt_param_fast(const struct wpart *p);
/* The value of such a part P, [*s, *s + *n): into the variable or TMP
 * (reset first).  False to decline, nothing done: a name reference, or
 * an unset parameter under set -u (the general half reports it). */
bool rt_param_fast_value(struct shell *sh, const struct wpart *p,
			 struct strbuf *tmp, const char **s, size_t *n);
/* rt_param_strip for a pattern with no special character, the K bytes
 * at LIT: its one match is those bytes at the chosen end, shortest or
 * longest (whole characters when LIT and VAL are valid UTF-8, so
 * matching it character by character finds the same). */
void rt_param_strip_lit(enum param_op op, const char *lit, size_t k,
			const char *val, const char **s, size_t *n);
/* The text of W when W expands to exactly that text: one literal, no
 * brace expansion, and no glob character or escape that pathname
 * expansion would act on (`[` alone is an ordinary character); else NULL. */
const char *rt_word_literal(const struct word *w);
/* Whether W is "$@" and nothing else: its fields are the positional
 * parameters as they are (no splitting, no globbing, none under set -u). */
bool rt_word_is_params(const struct word *w);
/* Whether expanding W leaves the shell as it was, so that a subshell's
 * expansion may be done by the shell itself: literals, quotes, tildes,
 * parameters other than RANDOM and SRANDOM with the operators that
 * neither assign nor fail (${x:-w}, ${x#p}, ${#x}, ...; under set -u
 * only set ones), globs unless failglob is on.  Not $(...), $((...)),
 * ${x=w}, ${x?w}, subscripts or indirection. */
bool rt_word_pure(struct shell *sh, const struct word *w);

/* expand.c: the one entry point of word expansion.  With EXP_FIELDS the
 * N words are expanded to fields (split, globbed, brace-expanded) appended
 * to *fields; otherwise the one word (N == 1) becomes one string in *str,
 * malloc'ed (assignment values, redirection targets, case subjects,
 * here-doc bodies, patterns with EXP_PATTERN/EXP_REGEX).  Returns 0, or -1
 * after an error was printed (the caller applies the consequence: a
 * non-interactive shell exits for expansion errors). */
int rt_expand(struct shell *sh, struct word *const *words, int n,
	      unsigned flags, struct strvec *fields, char **str);
/* Frees the work buffers expansion keeps for reuse (shell teardown). */
void rt_expand_free(struct shell *sh);
/* A string buffer from the same reuse stack, empty; give it back with
 * rt_scratch_put, in the reverse order of taking. */
struct strbuf *rt_scratch_get(struct shell *sh);
void rt_scratch_put(struct shell *sh, struct strbuf *sb);
/*
 * The field splitter (XCU 2.6.5), the only one: expansion, read, the fast
 * expander and compiled `for` loops all use it.  It walks a buffer of N
 * bytes with an optional mark per byte and hands out each field as a
 * range [start, end) of the buffer; the caller builds the field from it
 * (it may then overwrite the bytes of fields already handed out).
 * A byte is a delimiter only when it is an IFS character and its mark is
 * SPLIT_MAY (MARK NULL: every byte is).  IFS white space around a
 * delimiter belongs to it, leading and trailing IFS white space yields no
 * field, and a non-white IFS character ends a field even when empty.
 * With MAX > 0 the MAX-th field is read's last one: the unsplit rest,
 * minus trailing IFS white space, unless the rest is a single field and
 * its delimiter (then that field).
 */
enum split_mark {
	SPLIT_MAY,   /* a delimiter if it is an IFS character */
	SPLIT_BEGIN, /* zero width: a field begins here, even if empty ("") */
	SPLIT_BREAK, /* zero width: a field ends here ("$@" between params) */
	SPLIT_KEEP,  /* never a delimiter (quoted or escaped); so is any
			other value, expand.c's F_LIT and F_Q */
};
struct ifs_split {
	const char *s;
	const unsigned char *mark; /* NULL: all SPLIT_MAY */
	size_t n, max;
	size_t i, count;           /* private: position, fields handed out */
	const unsigned char *cls;  /* private: sh->ifs_cls */
	const struct strbuf *wide; /* private: sh->ifs_wide */
};
struct split_field {
	size_t start, end;
};
/* Starts splitting S[0, N) by the current IFS (whose table stays valid
 * until rt_split_begin meets another IFS: finish one split first). */
void rt_split_begin(struct shell *sh, struct ifs_split *sp, const char *s,
		    size_t n, const unsigned char *mark, size_t max);
/* The next fields, at most CAP of them, into F; returns their number, 0
 * when there are no more.  (Fields come in batches: a `for` loop over a
 * list splits it at the cost of a loop, not of a call per word.) */
size_t rt_split_next(struct ifs_split *sp, struct split_field *f, size_t cap);

/* The rule of ${v:off:len} on N items (characters of a string, values of
 * a list), OFF and LEN evaluated (HAS_LEN: a length was written): the
 * range [*s, *e).  1 when OFF is past the end (*s = *e = N; the length is
 * not evaluated then), -1 when a negative LEN ends before OFF (bash's
 * "substring expression < 0"), else 0. */
int rt_substr_span(size_t n, int64_t off, bool has_len, int64_t len, size_t *s,
		   size_t *e);
/* The bytes [*s, *e) of VAL (N bytes, CHARS characters: mb_count) that
 * hold its characters [CS, CE). */
void rt_substr_bytes(const char *val, size_t n, size_t chars, size_t cs,
		     size_t ce, size_t *s, size_t *e);
/* The value of parameter NAME ($1, $?, a variable...) as expansion sees
 * it; false when unset.  *val may point into tmp. */
bool rt_param_value(struct shell *sh, const char *name, struct strbuf *tmp,
		    const char **val);
/* The same for the parameter of part P (a WP_PARAM): an ordinary variable
 * is read through its cell, found once and cached in the part. */
bool rt_param_part_value(struct shell *sh, const struct wpart *p,
			 struct strbuf *tmp, const char **val);
/* Whether the parameter of part P is a name reference, which the fast
 * paths (fastexp.c, the compiled echo, case, for and assignments) leave
 * to the general expansion: it may stand for a[@], or for an element
 * whose subscript fails (an error that abandons the command line). */
bool rt_param_part_is_ref(struct shell *sh, const struct wpart *p);
/* fastexp.c: rt_expand's front half, for it alone.  Word W to fields or
 * to a string when it is "simple" (literals, quoted parts, plain
 * parameters); false, with nothing done, when the general half must.
 * FLAGS: EXP_STK and EXP_BORROW (the rest are EXP_FIELDS). */
bool rt_expand_fast_fields(struct shell *sh, const struct word *w,
			   unsigned flags, struct strvec *out);
/* A field's string: malloc'ed, or with STK on the shell's stack. */
static inline char *rt_field_dup(struct shell *sh, bool stk, const char *s,
				 size_t n)
{
	return stk ? stk_strndup(&sh->stk, s, n) : xstrndup(s, n);
}
bool rt_expand_fast_str(struct shell *sh, const struct word *w, unsigned flags,
			char **out);
#ifdef QUIRL_CHECK_FAST
/* The sanitizer build's check of a shortcut (fastexp.c, compiled `for`
 * loops): aborts unless the general half expands W, a word without side
 * effects, to FIELDS[0..N). */
void rt_expand_check(struct shell *sh, const struct word *w,
		     char *const *fields, size_t n);
#endif
/* A case pattern: the literal text itself, a constant built in scratch, or
 * a full EXP_PATTERN expansion returned in *owned (free it).  NULL with
 * *err set after an expansion error. */
const char *rt_pattern_word(struct shell *sh, const struct word *w,
			    struct strbuf *scratch, char **owned, int *err);

#endif
