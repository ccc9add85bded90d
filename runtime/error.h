/*
 * error.h - error messages and their consequences (error.c).
 *
 * Invariants:
 *  - Errors never longjmp: the code that finds one prints it with rt_err
 *    and calls rt_error, whose table (a posix and a bash column) sets the
 *    status and sh->skip; the evaluator then unwinds.
 *  - rt_error is the only place that decides whether an error ends the
 *    shell.
 */
#ifndef QUIRL_ERROR_H
#define QUIRL_ERROR_H

#include <stdarg.h>

struct shell;

/* error.c.  "quirl: [FILE: ]line N: MESSAGE\n" on stderr (the location
 * omitted when the shell is interactive or no line is known). */
void rt_err(struct shell *sh, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void rt_verr(struct shell *sh, const char *fmt, va_list ap);
/* "quirl: [FILE: ]MESSAGE\n": a message bash prints without a line. */
void rt_err_noline(struct shell *sh, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The message rt_verr writes, appended to OUT instead. */
struct strbuf;
void rt_verr_sb(struct shell *sh, struct strbuf *out, const char *fmt,
		va_list ap);
/* A syntax error from the parser: MSG at LINE, then (not in an interactive
 * shell) CTX, the source line, in `...'.  WHERE names what was parsed when
 * it is not a file: "eval", "exit trap" (bash's words). */
void rt_err_syntax(struct shell *sh, const char *where, int line,
		   const char *msg, const char *ctx);
/* set -u: the first LEN bytes of NAME are an unset parameter ("NAME:
 * unbound variable", as bash; "parameter not set" in posix mode). */
void rt_err_unset(struct shell *sh, const char *name, size_t len);

/* The kinds of error whose consequence the shell decides (error.c's
 * table, one column for posix mode and one for bash mode). */
enum rt_error {
	RT_E_EXPAND,  /* a word expansion failed: ${x?}, a bad substitution,
			 arithmetic in $(( )), an unset parameter under -u */
	RT_E_ASSIGN,  /* an assignment failed (readonly, bad subscript) in a
			 command without words */
	RT_E_LOOPVAR, /* the name of a for or select loop could not be
			 assigned (readonly) */
	RT_E_PREFIX,  /* an assignment before a command word failed */
	RT_E_PREFIX_READONLY, /* ... because the variable is readonly; status
				 0 in bash mode, where the command runs */
	RT_E_SPECIAL,       /* a special builtin failed (usage, bad operand) */
	RT_E_REDIR_SPECIAL, /* a redirection of a special builtin failed */
	RT_E_SYNTAX,        /* a syntax error in eval or a sourced file */
	RT_E_SYNTAX_ARRAY,  /* ... inside NAME=( ... ) (status 1 in bash) */
	RT_E_SYNTAX_CMDSUB, /* ... that is an unexpected token in a $(...)
			       body there (bash leaves the shell) */
	RT_E_SCRIPT,      /* a syntax error in the script or -c string itself */
	RT_E_SCRIPT_KEEP, /* ... that keeps the caller's status (bash) */
	RT_E_ARITH,       /* an arithmetic error in $((...)) */
	RT_E_FATAL,       /* ends a script in both modes: exec could not run its
			 command, break/continue with a bad count (bash) */
	RT_E_NESTING, /* recursion too deep (functions, eval, ., the stack) */
	RT_E_LINE,    /* bash's "abandon the command line" (a substring
			 length < 0, return with two operands) */
	RT_E_LINE_EXPAND, /* ... for a failed expansion or assignment (a bad
			     substitution, failglob, a list assigned to an
			     array element), which ends the shell under
			     set -e (bash) */
	/* ... because ${name=word} met a readonly name: status 2, but 1
	 * when set -e ends the shell (bash) */
	RT_E_LINE_READONLY,
};
/* After the message of an error of KIND (STATUS: the status the caller
 * would give it): sets the status and sh->skip as the table says for the
 * shell's mode, and returns the status. */
int rt_error(struct shell *sh, enum rt_error kind, int status);

#endif
