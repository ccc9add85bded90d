/*
 * control.c - the control-flow special built-ins: break, continue, return,
 * exit, eval and dot.
 *
 * Control flow never longjmps: these builtins request unwinding through
 * sh->skip (SKIP_BREAK/SKIP_CONTINUE with sh->skip_count levels,
 * SKIP_RETURN, SKIP_EXIT with sh->exit_status) and return; the evaluator
 * stops every loop as soon as sh->skip is set.
 *
 * Behaviour chosen where dash and bash differ (bash unless it contradicts
 * POSIX):
 *  - break/continue outside a loop: status 0; bash's "break: only
 *    meaningful in a `for', `while', or `until' loop", whatever the
 *    operand, nothing in posix mode (dash and bash --posix say nothing).
 *  - break/continue with a non-number: "break: X: numeric argument
 *    required", with n < 1: "break: N: loop count out of range".  Outside
 *    posix mode as bash: the first ends the script with status 128, the
 *    second leaves every enclosing loop with status 1.  In posix mode both
 *    are special built-in errors (POSIX 2.8.1): a non-interactive shell
 *    exits (status 2 and 1, as dash).  n larger than the loop depth is
 *    clamped.
 *  - exit N: N modulo 256 (exit -1 is 255); a non-number prints "exit: X:
 *    numeric argument required" and exits with 2; two or more operands:
 *    "exit: too many arguments", no exit, but the command line is
 *    abandoned with status 1 (bash).
 *  - return outside a function or dot script: "return: can only
 *    `return' from a function or sourced script", status 2 (bash).
 *    Its operand (after an optional `--`) is checked first: a non-number
 *    is "return: X: numeric argument required" and returns 2; a second
 *    operand is "return: too many arguments", which abandons the command
 *    line with status 1 (bash, also with --posix).
 *    `eval return` at the top level is such a case, so dot scripts are
 *    counted here (sh->dot_depth) rather than through sh->eval_depth,
 *    which eval and traps raise too.
 *  - dot: a name without '/' is searched in $PATH for a readable regular
 *    file.  In posix mode there is no fallback to the current directory
 *    (POSIX) and a missing file is "FILE: not found", fatal with status 2
 *    (dash); outside it the current directory is tried last and a missing
 *    file is "FILE: No such file or directory", status 1, not fatal
 *    (bash).  A file that exists but
 *    cannot be read fails in rt_source_file (its message), fatal, 1.
 *    With `shopt -u sourcepath` the name is used as it is, as one with a
 *    '/' always is.
 *    Operands after the file become $1... while it runs and the previous
 *    parameters come back afterwards (bash).
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../exec.h"
#include "builtins.h"
#include "../error.h"
#include "../jobs.h"
#include "../var.h"
#include "table.h"
#include "../options.h"
#include "../trap.h"

/* Dot scripts currently running; process state of this one shell (a
 * forked subshell inherits the right value). */

bool bi_parse_int(const char *s, int64_t *out)
{
	bool neg = false;
	uint64_t v = 0;
	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (*s < '0' || *s > '9')
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			break;
		if (v > (UINT64_C(1) << 63) / 10)
			return false;
		v = v * 10 + (uint64_t)(*s - '0');
		if (v > (UINT64_C(1) << 63) - (neg ? 0 : 1))
			return false;
	}
	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	if (*s)
		return false;
	*out = neg ? (int64_t)(0 - v) : (int64_t)v;
	return true;
}

static int loop_control(struct shell *sh, int argc, char **argv, enum skip kind)
{
	int64_t n = 1;
	bool posix = sh->opts & OPT_POSIX;
	if (!posix && sh->loop_depth <= 0) /* said before the operand */
		return rt_loop_control(sh, kind, n);
	if (argc > 2)
		return rt_error(sh, RT_E_FATAL,
				rt_builtin_usage(sh, rt_builtin_find(argv[0])));
	if (argc == 2 && !bi_parse_int(argv[1], &n)) {
		rt_err(sh, "%s: %s: numeric argument required", argv[0],
		       argv[1]);
		return rt_error(sh, RT_E_FATAL, posix ? 2 : 128);
	}
	if (n < 1) {
		rt_err(sh, "%s: %s: loop count out of range", argv[0], argv[1]);
		if (posix)
			return rt_error(sh, RT_E_FATAL, 1);
		rt_loop_control(sh, SKIP_BREAK, sh->loop_depth);
		return 1; /* bash: every loop is left */
	}
	return rt_loop_control(sh, kind, n);
}

int rt_loop_control(struct shell *sh, enum skip kind, int64_t n)
{
	if (sh->loop_depth <= 0) {
		if (!(sh->opts & OPT_POSIX))
			rt_err(sh,
			       "%s: only meaningful in a `for', `while', or "
			       "`until' loop",
			       kind == SKIP_BREAK ? "break" : "continue");
		return 0;
	}
	sh->skip = kind;
	sh->skip_count = n > sh->loop_depth ? sh->loop_depth : (int)n;
	return 0;
}

BUILTIN(break)
{
	return loop_control(sh, argc, argv, SKIP_BREAK);
}

BUILTIN(continue)
{
	return loop_control(sh, argc, argv, SKIP_CONTINUE);
}

BUILTIN(return )
{
	/* in a trap action, the status of the command before it */
	int64_t n = sh->in_trap ? sh->trap_prev_status : sh->status;
	sh->return_prev = sh->status;
	int i = argc > 1 && !strcmp(argv[1], "--") ? 2 : 1;
	int status = -1;
	/* the operand is checked before the place (bash): a bad number
	 * still returns, with 2; more than one operand abandons the
	 * command line, function and all */
	if (i < argc && !bi_parse_int(argv[i], &n)) {
		rt_err(sh, "return: %s: numeric argument required", argv[i]);
		status = 2;
	} else if (argc - i > 1) {
		rt_err(sh, "return: too many arguments");
		return rt_error(sh, RT_E_LINE, 1);
	}
	if (sh->func_depth <= 0 && sh->dot_depth <= 0) {
		rt_err(sh, "return: can only `return' from a function or "
			   "sourced script");
		return 2; /* bash; POSIX leaves it unspecified */
	}
	if (status < 0)
		status = (int)((uint64_t)n & 255);
	sh->skip = SKIP_RETURN;
	return status;
}

BUILTIN(exit)
{
	/* bash: in the EXIT trap, the status being exited with */
	int64_t n = sh->in_exit_trap ? sh->exit_status : sh->status;
	int status;
	rt_exit_notice(sh); /* bash: even when it then stays */
	if (argc > 1 && !strcmp(argv[1], "--"))
		argc--, argv++;
	if (argc > 2) { /* abandons the command line, as return's */
		rt_err(sh, "exit: too many arguments");
		return rt_error(sh, RT_E_LINE, 1);
	}
	if (!rt_jobs_may_exit(sh, false))
		return 1; /* told about its stopped jobs; asked again, it goes */
	if (argc == 2 && !bi_parse_int(argv[1], &n)) {
		rt_err(sh, "exit: %s: numeric argument required", argv[1]);
		status = 2;
	} else {
		status = (int)((uint64_t)n & 255);
	}
	sh->exit_status = status;
	sh->skip = SKIP_EXIT;
	/* bash runs the EXIT trap here, before the functions unwind: it
	 * sees their FUNCNAME and locals, and the redirections in force */
	rt_trap_exit(sh);
	return sh->exit_status;
}

BUILTIN(logout)
{
	if (!sh->login) {
		rt_err(sh, "logout: not login shell: use `exit'");
		return 1;
	}
	return bi_exit(sh, argc, argv);
}

BUILTIN(eval)
{
	struct strbuf sb;
	int status;
	int first = rt_builtin_no_options(sh, argc, argv);
	if (first < 0)
		return rt_error(sh, RT_E_SPECIAL, 2);
	sb_init(&sb);
	for (int i = first; i < argc; i++) {
		if (i > first)
			sb_addc(&sb, ' ');
		sb_adds(&sb, argv[i]);
	}
	if (!sb.len) {
		sb_free(&sb);
		return 0;
	}
	status = rt_eval_named(sh, sb.buf, sb.len, "eval");
	sb_free(&sb);
	return status;
}

static bool readable_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
	       access(path, R_OK) == 0;
}

/* The file '.' runs: NAME itself when it has a '/', else the first
 * readable regular file NAME in $PATH; malloc'ed, or NULL. */
static char *dot_find(struct shell *sh, const char *name)
{
	const char *path = rt_var_get(sh, "PATH");
	struct strbuf sb;
	/* shopt -u sourcepath: the name is used as it is */
	if (strchr(name, '/') || !(sh->shopts & SHOPT_SOURCEPATH))
		return xstrdup(name);
	if (!path)
		return NULL;
	sb_init(&sb);
	for (const char *p = path;; p++) {
		const char *end = strchr(p, ':');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		sb_reset(&sb);
		if (len) {
			sb_addn(&sb, p, len);
			sb_addc(&sb, '/');
		}
		sb_adds(&sb, name);
		if (readable_file(sb.buf))
			return sb_detach(&sb);
		if (!end)
			break;
		p = end;
	}
	sb_free(&sb);
	return NULL;
}

BUILTIN(dot)
{
	struct rt_params saved = { 0 };
	bool new_params;
	char *file;
	int status;
	int i = rt_builtin_no_options(sh, argc, argv);
	if (i < 0)
		return rt_error(sh, RT_E_SPECIAL, 2);
	if (i >= argc) {
		rt_err(sh, "%s: filename argument required", argv[0]);
		return rt_error(sh, RT_E_SPECIAL,
				rt_builtin_usage(sh, rt_builtin_find(argv[0])));
	}
	file = dot_find(sh, argv[i]);
	struct stat st;
	if (!file && !(sh->opts & OPT_POSIX)) {
		/* bash: the current directory after PATH (a directory there
		 * is reported below), and the error of opening the name
		 * itself when that fails too */
		if (readable_file(argv[i]) ||
		    (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)))
			file = xstrdup(argv[i]);
		else {
			rt_err(sh, "%s: No such file or directory", argv[i]);
			return rt_error(sh, RT_E_SPECIAL, 1);
		}
	}
	if (!file) {
		rt_err(sh, "%s: not found", argv[i]);
		return rt_error(sh, RT_E_SPECIAL, 2);
	}
	if (stat(file, &st) == 0 && S_ISDIR(st.st_mode)) {
		rt_err(sh, "%s: %s: is a directory", argv[0], file); /* bash */
		free(file);
		return rt_error(sh, RT_E_SPECIAL, 1);
	}
	new_params = argc > i + 1;
	if (new_params) {
		/* borrowed: the arguments live until this returns */
		saved = sh->params;
		sh->params = (struct rt_params){ argv + i + 1,
						 (size_t)(argc - i - 1), NULL };
	}
	sh->dot_depth++;
	/* BASH_ARGV under extdebug: the arguments, else the name (bash) */
	if (new_params)
		status = rt_source_file(sh, file, (size_t)(argc - i - 1),
					argv + i + 1);
	else
		status = rt_source_file(sh, file, 1, argv + i);
	sh->dot_depth--;
	if (sh->skip == SKIP_RETURN)
		sh->skip = SKIP_NONE; /* the return ended this file only */
	if (new_params) {
		rt_params_drop(&sh->params);
		sh->params = saved;
	}
	free(file);
	if (status < 0)
		return rt_error(sh, RT_E_SPECIAL, 1);
	return status;
}
