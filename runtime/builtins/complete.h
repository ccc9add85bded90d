/*
 * complete.h - programmable completion (builtins/complete.c): the
 * compspecs that `complete` defines, the generators of `compgen`'s
 * actions, and the protocol that runs a compspec for a command line
 * (COMP_WORDS, COMP_CWORD, COMP_LINE, COMP_POINT, COMP_TYPE, COMP_KEY,
 * COMPREPLY).  Prefix rt_complete_.
 *
 * Invariants:
 *  - sh->compspecs (a table private to complete.c, listed in bash's
 *    hash order) maps a command name to its struct rt_compspec; the
 *    -D, -E and -I compspecs live there under bash's internal names
 *    (RT_COMPLETE_DEFAULT...), which bash's messages show too.
 *  - Matches are plain strings; the interactive completer (frontend/
 *    complete.c) quotes and inserts them, for compspec results and for its
 *    own default completion alike.
 */
#ifndef QUIRL_COMPLETE_H
#define QUIRL_COMPLETE_H

#include <stdbool.h>
#include <stddef.h>

struct shell;
struct strvec;

#define RT_COMPLETE_DEFAULT "_DefaultCmD_"
#define RT_COMPLETE_EMPTY "_EmptycmD_"
#define RT_COMPLETE_INITIAL "_InitialWorD_"

/* -o options of a compspec */
enum {
	RT_CO_BASHDEFAULT = 1u << 0,
	RT_CO_DEFAULT = 1u << 1,
	RT_CO_DIRNAMES = 1u << 2,
	RT_CO_FILENAMES = 1u << 3,
	RT_CO_NOQUOTE = 1u << 4,
	RT_CO_NOSORT = 1u << 5,
	RT_CO_NOSPACE = 1u << 6,
	RT_CO_PLUSDIRS = 1u << 7,
};

/* Actions (-A NAME), in bash's order; a bit each in rt_compspec.actions */
enum rt_complete_action {
	RT_CA_ALIAS,
	RT_CA_ARRAYVAR,
	RT_CA_BINDING,
	RT_CA_BUILTIN,
	RT_CA_COMMAND,
	RT_CA_DIRECTORY,
	RT_CA_DISABLED,
	RT_CA_ENABLED,
	RT_CA_EXPORT,
	RT_CA_FILE,
	RT_CA_FUNCTION,
	RT_CA_GROUP,
	RT_CA_HELPTOPIC,
	RT_CA_HOSTNAME,
	RT_CA_JOB,
	RT_CA_KEYWORD,
	RT_CA_RUNNING,
	RT_CA_SERVICE,
	RT_CA_SETOPT,
	RT_CA_SHOPT,
	RT_CA_SIGNAL,
	RT_CA_STOPPED,
	RT_CA_USER,
	RT_CA_VARIABLE,
	RT_CA_COUNT
};

struct rt_compspec {
	unsigned actions; /* 1u << enum rt_complete_action */
	unsigned opts;    /* RT_CO_* */
	char *glob, *words, *prefix, *suffix, *filter, *func, *cmd;
};

/* Appends the names ACTION generates that start with WORD (directories
 * and files without a trailing '/'; commands are builtins, functions,
 * aliases, keywords and PATH executables). */
/* Sorts OUT's entries from FROM on and drops repeated ones. */
void rt_complete_sort_unique(struct strvec *out, size_t from);
void rt_complete_action(struct shell *sh, enum rt_complete_action action,
			const char *word, struct strvec *out);

/* What running the compspec for a command line produced. */
struct rt_complete_result {
	bool found;    /* a compspec applied (else: default completion) */
	unsigned opts; /* its -o options, as compopt left them */
	size_t start;  /* where the word to replace starts (COMP_WORDBREAKS) */
	struct strvec *matches;
};
/* Runs programmable completion for LINE with the cursor at byte POINT:
 * finds the current command and its compspec (-E on an empty line, -I in
 * command position, the command's own, then -D with its 124 retry),
 * sets COMP_* and runs it.  TYPE is COMP_TYPE (9 Tab, 63 listing). */
void rt_complete_line(struct shell *sh, const char *line, size_t point,
		      int type, struct rt_complete_result *res);
/* The text of the N bytes at S with quotes and backslashes removed, as
 * the word typed so far means it (an open quote is allowed). */
char *rt_complete_unquote(const char *s, size_t n);
/* Frees every compspec (rt_shell_free). */
void rt_complete_free(struct shell *sh);

#endif
