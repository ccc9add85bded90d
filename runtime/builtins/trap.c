/*
 * trap.c (builtin) - the trap special built-in (POSIX XCU 2.14 trap).
 *
 *   trap | trap -p [condition ...]  list actions as re-readable
 *                                   "trap -- 'action' NAME" lines (EXIT
 *                                   first, then by signal number)
 *   trap action condition ...       '-' resets, '' ignores
 *   trap condition                  one operand: reset it (bash); one
 *                                   that is no condition: usage, 2
 *   trap -l                         the signal table; -l wins over -p
 *   trap N condition ...            first operand an unsigned integer:
 *                                   every operand is a condition to reset
 *
 * All changes go through rt_trap_set() in runtime/trap.c, which keeps the
 * process's signal dispositions in step with sh->traps.  An invalid
 * condition prints bash's "trap: X: invalid signal specification", the
 * other operands are still processed, and the status is 1.  In a
 * subshell that has not changed a trap, the listing shows the parent's
 * actions (POSIX: "$(trap)" must be usable to save them).
 */
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "../trap.h"
#include "table.h"

static void print_trap(struct shell *sh, int sig, struct strbuf *sb)
{
	char buf[32];
	const char *name = rt_trap_name(sh, sig, buf, sizeof buf);
	const char *act = rt_trap_shown(sh, sig);
	if (!act)
		return;
	/* always quoted, as bash prints it */
	sb_adds(sb, "trap -- '");
	for (const char *p = act; *p; p++) {
		if (*p == '\'')
			sb_adds(sb, "'\\''");
		else
			sb_addc(sb, *p);
	}
	sb_addc(sb, '\'');
	if (name)
		sb_addf(sb, " %s\n", name);
	else
		sb_addf(sb, " %d\n", sig);
}

static int list_traps(struct shell *sh, char **conds, int n)
{
	struct strbuf sb;
	int status = 0;
	sb_init(&sb);
	if (n == 0) {
		for (int sig = 0; sig < RT_TRAP_SLOTS; sig++)
			print_trap(sh, sig, &sb);
	}
	for (int i = 0; i < n; i++) {
		int sig = rt_trap_number(conds[i]);
		if (sig < 0) {
			rt_err(sh, "trap: %s: invalid signal specification",
			       conds[i]);
			status = 1;
			continue;
		}
		print_trap(sh, sig, &sb);
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}

static bool is_unsigned(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

BUILTIN(trap)
{
	bool print = false, table = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "lp")))
		if (c == '?')
			return rt_error(sh, RT_E_SPECIAL, 2);
		else
			*(c == 'l' ? &table : &print) = true;
	int i = g.ind;
	if (table) { /* -l wins over -p and operands (bash) */
		struct strbuf sb;
		sb_init(&sb);
		rt_sig_table(&sb);
		int st = rt_out_write(sh, 1, sb.buf, sb.len) < 0;
		sb_free(&sb);
		return st;
	}
	if (print || i == argc)
		return list_traps(sh, argv + i, argc - i);

	const char *action = argv[i];
	if (i + 1 == argc && rt_trap_number(action) < 0) {
		/* one operand that is no condition: bash's usage error */
		return rt_error(sh, RT_E_SPECIAL,
				rt_builtin_usage(sh, rt_builtin_find("trap")));
	}
	if (i + 1 == argc || is_unsigned(action)) {
		action = NULL; /* every operand is a condition to reset */
	} else {
		if (!strcmp(action, "-"))
			action = NULL;
		i++;
	}
	int status = 0;
	for (; i < argc; i++) {
		int sig = rt_trap_number(argv[i]);
		if (sig < 0) {
			rt_err(sh, "trap: %s: invalid signal specification",
			       argv[i]);
			status = 1;
			continue;
		}
		rt_trap_set(sh, sig, action);
	}
	return status;
}
