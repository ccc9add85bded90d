/*
 * caller.c - the caller builtin (bash): where the running function or
 * sourced file was called from, read off the call stack (callstack.h).
 *
 *   caller      "LINE FILE" of the innermost call; at the top level of the
 *               script "0 NULL" (bash), status 1 without any file (-c)
 *   caller N    "LINE FUNC FILE" of the call N frames out; status 1 when
 *               there is no such frame
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../callstack.h"
#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

BUILTIN(caller)
{
	const struct rt_callstack *cs = sh->cs;
	/* without any file (-c) status 1 before the options are looked at
	 * (bash) */
	if (!rt_cs_source(sh) && !cs->v[0].src)
		return 1;
	int i = rt_builtin_no_options(sh, argc, argv);
	if (i < 0)
		return 2;
	if (i >= argc) {
		const char *src = cs->n > 1 ? cs->v[cs->n - 2].src : NULL;
		rt_outf(sh, 1, "%d %s\n", cs->v[cs->n - 1].line,
			src ? src : "NULL");
		return 0;
	}
	char *end;
	long long k = strtoll(argv[i], &end, 10);
	if (!*argv[i] || *end || k < 0) {
		rt_err(sh, "caller: %s: invalid number", argv[i]);
		return rt_builtin_usage(sh, rt_builtin_find("caller"));
	}
	int line;
	const char *func, *src;
	if (!rt_cs_caller(sh, (size_t)k, &line, &func, &src))
		return 1;
	rt_outf(sh, 1, "%d %s %s\n", line, func, src);
	return 0;
}
