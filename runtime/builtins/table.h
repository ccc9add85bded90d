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
bool rt_is_keyword(const char *name);
/* Whether BI is enabled (`enable -n` turns a builtin off: the command
 * search then goes on to PATH). */
bool rt_builtin_enabled(const struct shell *sh, const struct builtin *bi);

#endif
