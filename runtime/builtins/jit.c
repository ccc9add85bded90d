/*
 * jit.c - the `jit` builtin: `jit stats` reports what the JIT tier did
 * (regions compiled, compile failures and time, region entries).
 */
#include <string.h>

#include "builtins.h"
#include "jit/jit.h"
#include "table.h"

BUILTIN(jit)
{
	if (argc == 2 && !strcmp(argv[1], "stats")) {
		jit_print_stats(sh);
		return 0;
	}
	return rt_builtin_usage(sh, rt_builtin_find("jit"));
}
