/*
 * help.c - the help builtin: the usage lines of the builtins from the
 * table in table.c, so the text cannot drift from what the table says.
 * Operands are patterns matched with fnmatch(3), as bash does.
 */
#include <errno.h>
#include <fnmatch.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

BUILTIN(help)
{
	struct strbuf sb;
	sb_init(&sb);
	int status = 0;
	if (argc < 2) {
		sb_adds(&sb, "quirl builtins (help NAME for one):\n");
		for (const struct builtin *b = rt_builtins; b->name; b++)
			sb_addf(&sb, " %s\n", b->usage);
	}
	for (int i = 1; i < argc; i++) {
		bool found = false;
		for (const struct builtin *b = rt_builtins; b->name; b++) {
			if (fnmatch(argv[i], b->name, 0) == 0) {
				sb_addf(&sb, "%s: %s\n", b->name, b->usage);
				found = true;
			}
		}
		if (!found) {
			rt_err(sh, "help: no help topics match '%s'", argv[i]);
			status = 1;
		}
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0) {
		rt_err(sh, "help: write error: %s", strerror(errno));
		status = 1;
	}
	sb_free(&sb);
	return status;
}
