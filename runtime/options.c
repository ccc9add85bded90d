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

#include <stdlib.h>

#include "shell.h"
#include "options.h"
#include "error.h"
#include "var.h"

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
	{ "histexpand",  'H', OPT_HISTEXPAND },
	{ "history",     0,   OPT_HISTORY },
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
	{ "autosuggest", 0,   OPT_AUTOSUGGEST },
	{ "highlight",   0,   OPT_HIGHLIGHT },
	{ NULL,          0,   0 },
};
/* clang-format on */

const struct shopt_desc rt_shopt_table[] = {
	{ "cdable_vars", 0 },
	{ "checkjobs", SHOPT_CHECKJOBS },
	{ "checkwinsize", SHOPT_CHECKWINSIZE },
	{ "dotglob", SHOPT_DOTGLOB },
	{ "expand_aliases", 0 },
	{ "extdebug", SHOPT_EXTDEBUG },
	{ "extglob", SHOPT_EXTGLOB },
	{ "failglob", SHOPT_FAILGLOB },
	{ "globasciiranges", SHOPT_GLOBASCIIRANGES },
	{ "globstar", SHOPT_GLOBSTAR },
	{ "histappend", SHOPT_HISTAPPEND },
	{ "histreedit", SHOPT_HISTREEDIT },
	{ "histverify", SHOPT_HISTVERIFY },
	{ "hostcomplete", SHOPT_HOSTCOMPLETE },
	{ "huponexit", SHOPT_HUPONEXIT },
	{ "nocaseglob", SHOPT_NOCASEGLOB },
	{ "nocasematch", SHOPT_NOCASEMATCH },
	{ "nullglob", SHOPT_NULLGLOB },
	{ "progcomp", SHOPT_PROGCOMP },
	{ "progcomp_alias", SHOPT_PROGCOMP_ALIAS },
	{ "varredir_close", SHOPT_VARREDIR_CLOSE },
	{ "xpg_echo", SHOPT_XPG_ECHO },
	{ NULL, 0 },
};

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void join_sorted(const char **v, size_t n, struct strbuf *out)
{
	qsort(v, n, sizeof *v, cmp_name);
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_addc(out, ':');
		sb_adds(out, v[i]);
	}
}

void rt_opt_shellopts(const struct shell *sh, struct strbuf *out)
{
	const char *v[40] = { "braceexpand", "interactive-comments" };
	size_t n = 2;
	for (const struct opt_desc *o = rt_opt_table; o->name; o++)
		if ((sh->opts & o->bit) &&
		    !(o->bit & (OPT_INTERACTIVE | OPT_STDIN | OPT_EDITOR_ONLY)))
			v[n++] = o->name; /* bash has no such -o names */
	join_sorted(v, n, out);
}

void rt_opt_bashopts(const struct shell *sh, struct strbuf *out)
{
	const char *v[40];
	size_t n = 0;
	for (const struct shopt_desc *o = rt_shopt_table; o->name; o++)
		if (o->bit && (sh->shopts & o->bit))
			v[n++] = o->name;
	join_sorted(v, n, out);
}

/* Turns on the options that colon list VAL names: shopt options when
 * SHOPT, else those of `set -o` a script may set. */
static void import_list(struct shell *sh, const char *val, bool shopt)
{
	char *copy = xstrdup(val), *save = NULL;
	for (char *w = strtok_r(copy, ":", &save); w;
	     w = strtok_r(NULL, ":", &save)) {
		if (shopt) {
			for (const struct shopt_desc *o = rt_shopt_table;
			     o->name; o++)
				if (!strcmp(o->name, w))
					sh->shopts |= o->bit;
			continue;
		}
		for (const struct opt_desc *o = rt_opt_table; o->name; o++)
			if (!strcmp(o->name, w) &&
			    !(o->bit &
			      (OPT_INTERACTIVE | OPT_STDIN | OPT_PRIVILEGED)))
				sh->opts |= o->bit;
	}
	free(copy);
}

void rt_opt_import_vars(struct shell *sh)
{
	static const char *const names[] = { "SHELLOPTS", "BASHOPTS" };
	for (int i = 0; i < 2; i++) {
		struct var *v = rt_var_cell_own(sh, names[i]);
		if ((v->flags & (VF_EXPORT | VF_UNSET)) == VF_EXPORT)
			import_list(sh, rt_var_str(sh, v), i == 1);
		rt_var_add_flags(sh, v, VF_READONLY);
		v->flags |= VF_LAZY;
	}
}

/*
 * $- lists the letters of the set options in table order, then 'c' for a
 * -c shell.  'i' and 's' come from the table like the others.
 */
void rt_opt_restore(struct shell *sh, unsigned opts)
{
	const unsigned keep = OPT_INTERACTIVE | OPT_STDIN | OPT_CMDSTR;
	unsigned now = (sh->opts & keep) | (opts & ~keep);
	if (now == sh->opts)
		return;
	sh->opts = now;
	sh->jit.gen++;            /* compiled code assumes the options it saw */
	sh->environ_dirty = true; /* SHELLOPTS may be exported */
}

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
