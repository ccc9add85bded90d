/*
 * table.h - the table of builtin utilities and reserved words (table.c).
 *
 * Invariants:
 *  - rt_builtins is sorted by name and ends with a NULL name; BI_SPECIAL
 *    marks the POSIX special built-ins, BI_DECL the declaration utilities,
 *    and nothing else decides either.
 */
#ifndef QUIRL_TABLE_H
#define QUIRL_TABLE_H

#include <stdbool.h>

struct shell;

enum builtin_flags {
	BI_SPECIAL = 1u << 0, /* POSIX special built-in utility */
	BI_DECL = 1u << 1,    /* declaration utility: assignments as operands
				 (declare typeset local export readonly) */
	BI_NOHELP = 1u << 2,  /* a first operand --help is an operand, not a
				 request for help (: [ echo false test true) */
};
struct builtin {
	const char *name;
	int (*fn)(struct shell *sh, int argc, char **argv);
	unsigned flags;
	const char *usage; /* "echo [-n] [arg ...]" for help and errors */
	const char *desc;  /* one line for help -d, ending in '.' */
	const char *text;  /* help's paragraph, lines joined by '\n' */
};
/* builtins/table.c */
const struct builtin *rt_builtin_find(const char *name);
extern const struct builtin rt_builtins[]; /* terminated by name == NULL */
/* help's other topics: reserved words and `variables' (fn NULL, sorted) */
extern const struct builtin rt_help_topics[];
/* Prints "NAME: usage: USAGE" (bash: no "quirl: line N:") and returns 2. */
int rt_builtin_usage(struct shell *sh, const struct builtin *bi);
/* One builtin's option scan, bash's rules: an option word begins with '-'
 * and is not "-" alone; "--" ends the options and is skipped; letters
 * bundle (-rs); a letter followed by ':' in SPEC takes an argument, the
 * rest of its word or else the next word (-t5, -t 5); one followed by ';'
 * takes the rest of its word or the next word unless that begins with
 * '-' (optional: g->arg NULL); "--help" prints the builtin's help; when
 * SPEC starts with '#', a word -N (digits) is an operand.  Start with
 * g = BI_GETOPT_INIT. */
struct bi_getopt {
	int ind;         /* the word looked at; at the end, the first operand */
	const char *at;  /* the rest of a bundle of letters, or NULL */
	const char *arg; /* the argument of the option just returned */
};
#define BI_GETOPT_INIT                                                         \
	{                                                                      \
		1, NULL, NULL                                                  \
	}
/* Returns the next option letter, 0 when the options end, or '?' after
 * a bad option or a missing argument ("NAME: -x: invalid option", "NAME:
 * -t: option requires an argument", then the usage line) or after the
 * help of --help: the builtin then returns 2. */
int rt_builtin_getopt(struct shell *sh, struct bi_getopt *g, int argc,
		      char **argv, const char *spec);
/* For a builtin without options: the index of its first operand (after
 * a "--"), or -1 when rt_builtin_getopt refused an option (status 2). */
int rt_builtin_no_options(struct shell *sh, int argc, char **argv);
/* help NAME's long text for BI on stdout; returns 2 (bash's --help). */
int rt_builtin_help(struct shell *sh, const struct builtin *bi);
bool rt_is_keyword(const char *name);
/* Whether BI is enabled (`enable -n` turns a builtin off: the command
 * search then goes on to PATH). */
bool rt_builtin_enabled(const struct shell *sh, const struct builtin *bi);

#endif
