/*
 * options.c - the table of shell options behind `set -o`, `set +o`, the
 * single-letter flags and $-.
 *
 * Invariants: every enum shell_opt bit except OPT_CMDSTR (which exists only
 * as the 'c' of $-) has exactly one entry; the table order is the order in
 * which `set -o` lists options; the last entry is {NULL, 0, 0}.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "shell.h"
#include "options.h"
#include "error.h"

/* clang-format off */
const struct opt_desc rt_opt_table[] = {
	{ "allexport",   'a', OPT_ALLEXPORT },
	{ "notify",      'b', OPT_NOTIFY },
	{ "noclobber",   'C', OPT_NOCLOBBER },
	{ "errexit",     'e', OPT_ERREXIT },
	{ "errtrace",    'E', OPT_ERRTRACE },
	{ "noglob",      'f', OPT_NOGLOB },
	{ "hashall",     'h', OPT_HASHALL },
	{ "functrace",   'T', OPT_FUNCTRACE },
	{ "interactive", 'i', OPT_INTERACTIVE },
	{ "monitor",     'm', OPT_MONITOR },
	{ "noexec",      'n', OPT_NOEXEC },
	{ "stdin",       's', OPT_STDIN },
	{ "nounset",     'u', OPT_NOUNSET },
	{ "verbose",     'v', OPT_VERBOSE },
	{ "xtrace",      'x', OPT_XTRACE },
	{ "pipefail",    0,   OPT_PIPEFAIL },
	{ "ignoreeof",   0,   OPT_IGNOREEOF },
	{ "vi",          0,   OPT_VI },
	{ "emacs",       0,   OPT_EMACS },
	{ "nolog",       0,   OPT_NOLOG },
	{ "posix",       0,   OPT_POSIX },
	{ "privileged",  'p', OPT_PRIVILEGED },
	{ NULL,          0,   0 },
};
/* clang-format on */

/*
 * $- lists the letters of the set options in table order, then 'c' for a
 * -c shell.  'i' and 's' come from the table like the others.
 */
void rt_opt_dollar_minus(const struct shell *sh, char *buf)
{
	size_t n = 0;
	for (const struct opt_desc *o = rt_opt_table; o->name; o++)
		if (o->letter && (sh->opts & o->bit))
			buf[n++] = o->letter;
	if (sh->opts & OPT_CMDSTR)
		buf[n++] = 'c';
	buf[n] = 0;
}

int rt_opt_drop_privileges(struct shell *sh)
{
	/* the group first: without the user id, setgid may be refused */
	if (setgid(getgid()) < 0 || setuid(getuid()) < 0) {
		rt_err(sh, "cannot drop privileges: %s", strerror(errno));
		return -1;
	}
	return 0;
}
