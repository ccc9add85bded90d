/*
 * enable.c - bash's enable: turns builtins off (-n) and on again, and
 * lists them.
 *
 * A disabled builtin is skipped by the command search (rt_cmd_lookup
 * asks rt_builtin_enabled), so `enable -n echo` makes `echo` run the echo
 * found on PATH; `builtin NAME` and `type` do not see it either.  The
 * flags live in sh->bi_disabled, one per rt_builtins entry; changing one
 * bumps jit.gen, so cached look-ups and compiled code that named the
 * builtin are redone.
 *
 *  - Without names (or with -p) it lists "enable NAME" for each enabled
 *    builtin, with -n "enable -n NAME" for each disabled one, with -a
 *    both; -s restricts to the special builtins.
 *  - A name that is no builtin: "enable: NAME: not a shell builtin",
 *    status 1.  -f and -d (loadable builtins) are not supported.
 */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

static int enable_list(struct shell *sh, bool all, bool off, bool special)
{
	struct strbuf sb;
	sb_init(&sb);
	for (const struct builtin *b = rt_builtins; b->name; b++) {
		bool on = rt_builtin_enabled(sh, b);
		if ((special && !(b->flags & BI_SPECIAL)) ||
		    (!all && on == off))
			continue;
		sb_addf(&sb, "enable %s%s\n", on ? "" : "-n ", b->name);
	}
	int status = 0;
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}

BUILTIN(enable)
{
	bool all = false, off = false, print = false, special = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "anpsdf:"))) {
		if (c == '?')
			return 2;
		if (c == 'a') {
			all = true;
		} else if (c == 'n') {
			off = true;
		} else if (c == 'p') {
			print = true;
		} else if (c == 's') {
			special = true;
		} else {
			rt_err(sh,
			       "enable: -%c: loadable builtins are not "
			       "supported",
			       c);
			return 1;
		}
	}
	int i = g.ind;
	if (i == argc || print)
		return enable_list(sh, all, off, special);
	size_t n = 0;
	while (rt_builtins[n].name)
		n++;
	int status = 0;
	for (; i < argc; i++) {
		const struct builtin *b = rt_builtin_find(argv[i]);
		if (!b || (special && !(b->flags & BI_SPECIAL))) {
			rt_err(sh, "enable: %s: not a shell builtin", argv[i]);
			status = 1;
			continue;
		}
		if (!sh->bi_disabled)
			sh->bi_disabled = xcalloc(n, 1);
		sh->bi_disabled[b - rt_builtins] = off;
		sh->jit.gen++;
	}
	return status;
}
