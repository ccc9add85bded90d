/*
 * options.c - the table of shell options behind `set -o`, `set +o`, the
 * single-letter flags and $-.
 *
 * Invariants: every enum shell_opt bit except OPT_CMDSTR (which exists only
 * as the 'c' of $-) has exactly one entry; the table is sorted by name,
 * the order in which `set -o` lists options (bash's); $- has its own
 * order (dollar_minus_order); the last entry is {NULL, 0, 0, 0}.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <stdlib.h>

#include "shell.h"
#include "options.h"
#include "trap.h"
#include "error.h"
#include "var.h"

/* clang-format off */
const struct opt_desc rt_opt_table[] = {
	{ "allexport",            'a', OPT_ALLEXPORT, 0 },
	{ "autosuggest",          0  , OPT_AUTOSUGGEST, 0 },
	{ "braceexpand",          'B', OPT_BRACEEXPAND, 0 },
	{ "emacs",                0  , OPT_EMACS, 0 },
	{ "errexit",              'e', OPT_ERREXIT, 0 },
	{ "errtrace",             'E', OPT_ERRTRACE, 0 },
	{ "functrace",            'T', OPT_FUNCTRACE, 0 },
	{ "hashall",              'h', OPT_HASHALL, 0 },
	{ "highlight",            0  , OPT_HIGHLIGHT, 0 },
	{ "histexpand",           'H', OPT_HISTEXPAND, 0 },
	{ "history",              0  , OPT_HISTORY, 0 },
	{ "ignoreeof",            0  , OPT_IGNOREEOF, 0 },
	{ "interactive",          'i', OPT_INTERACTIVE, 0 },
	{ "interactive-comments", 0  , 0, SHOPT_INTERACTIVE_COMMENTS },
	{ "keyword",              'k', OPT_KEYWORD, 0 },
	{ "monitor",              'm', OPT_MONITOR, 0 },
	{ "noclobber",            'C', OPT_NOCLOBBER, 0 },
	{ "noexec",               'n', OPT_NOEXEC, 0 },
	{ "noglob",               'f', OPT_NOGLOB, 0 },
	{ "nolog",                0  , OPT_NOLOG, 0 },
	{ "notify",               'b', OPT_NOTIFY, 0 },
	{ "nounset",              'u', OPT_NOUNSET, 0 },
	{ "onecmd",               't', OPT_ONECMD, 0 },
	{ "physical",             'P', OPT_PHYSICAL, 0 },
	{ "pipefail",             0  , OPT_PIPEFAIL, 0 },
	{ "posix",                0  , OPT_POSIX, 0 },
	{ "privileged",           'p', OPT_PRIVILEGED, 0 },
	{ "stdin",                's', OPT_STDIN, 0 },
	{ "verbose",              'v', OPT_VERBOSE, 0 },
	{ "vi",                   0  , OPT_VI, 0 },
	{ "xtrace",               'x', OPT_XTRACE, 0 },
	{ NULL,                   0,   0, 0 },
};
/* clang-format on */

const struct shopt_desc rt_shopt_table[] = {
	{ "autocd", SHOPT_AUTOCD },
	{ "assoc_expand_once", SHOPT_ASSOC_EXPAND_ONCE },
	{ "cdable_vars", SHOPT_CDABLE_VARS },
	{ "cdspell", SHOPT_CDSPELL },
	{ "checkhash", SHOPT_CHECKHASH },
	{ "checkjobs", SHOPT_CHECKJOBS },
	{ "checkwinsize", SHOPT_CHECKWINSIZE },
	{ "cmdhist", SHOPT_CMDHIST },
	{ "compat31", SHOPT_COMPAT31 },
	{ "compat32", SHOPT_COMPAT32 },
	{ "compat40", SHOPT_COMPAT40 },
	{ "compat41", SHOPT_COMPAT41 },
	{ "compat42", SHOPT_COMPAT42 },
	{ "compat43", SHOPT_COMPAT43 },
	{ "compat44", SHOPT_COMPAT44 },
	{ "complete_fullquote", SHOPT_COMPLETE_FULLQUOTE },
	{ "direxpand", SHOPT_DIREXPAND },
	{ "dirspell", SHOPT_DIRSPELL },
	{ "dotglob", SHOPT_DOTGLOB },
	{ "execfail", SHOPT_EXECFAIL },
	{ "expand_aliases", SHOPT_EXPAND_ALIASES },
	{ "extdebug", SHOPT_EXTDEBUG },
	{ "extglob", SHOPT_EXTGLOB },
	{ "extquote", SHOPT_EXTQUOTE },
	{ "failglob", SHOPT_FAILGLOB },
	{ "force_fignore", SHOPT_FORCE_FIGNORE },
	{ "globasciiranges", SHOPT_GLOBASCIIRANGES },
	{ "globskipdots", SHOPT_GLOBSKIPDOTS },
	{ "globstar", SHOPT_GLOBSTAR },
	{ "gnu_errfmt", SHOPT_GNU_ERRFMT },
	{ "histappend", SHOPT_HISTAPPEND },
	{ "histreedit", SHOPT_HISTREEDIT },
	{ "histverify", SHOPT_HISTVERIFY },
	{ "hostcomplete", SHOPT_HOSTCOMPLETE },
	{ "huponexit", SHOPT_HUPONEXIT },
	{ "inherit_errexit", SHOPT_INHERIT_ERREXIT },
	{ "interactive_comments", SHOPT_INTERACTIVE_COMMENTS },
	{ "lastpipe", SHOPT_LASTPIPE },
	{ "lithist", SHOPT_LITHIST },
	{ "localvar_inherit", SHOPT_LOCALVAR_INHERIT },
	{ "localvar_unset", SHOPT_LOCALVAR_UNSET },
	{ "login_shell", SHOPT_LOGIN_SHELL },
	{ "mailwarn", SHOPT_MAILWARN },
	{ "no_empty_cmd_completion", SHOPT_NO_EMPTY_CMD_COMPLETION },
	{ "nocaseglob", SHOPT_NOCASEGLOB },
	{ "nocasematch", SHOPT_NOCASEMATCH },
	{ "noexpand_translation", SHOPT_NOEXPAND_TRANSLATION },
	{ "nullglob", SHOPT_NULLGLOB },
	{ "patsub_replacement", SHOPT_PATSUB_REPLACEMENT },
	{ "progcomp", SHOPT_PROGCOMP },
	{ "progcomp_alias", SHOPT_PROGCOMP_ALIAS },
	{ "promptvars", SHOPT_PROMPTVARS },
	{ "restricted_shell", SHOPT_RESTRICTED_SHELL },
	{ "shift_verbose", SHOPT_SHIFT_VERBOSE },
	{ "sourcepath", SHOPT_SOURCEPATH },
	{ "varredir_close", SHOPT_VARREDIR_CLOSE },
	{ "xpg_echo", SHOPT_XPG_ECHO },
	{ NULL, 0 },
};

const struct opt_desc *rt_opt_find(const char *name)
{
	for (const struct opt_desc *o = rt_opt_table; o->name; o++)
		if (!strcmp(o->name, name))
			return o;
	return NULL;
}

const struct shopt_desc *rt_shopt_find(const char *name)
{
	for (const struct shopt_desc *o = rt_shopt_table; o->name; o++)
		if (!strcmp(o->name, name))
			return o;
	return NULL;
}

bool rt_opt_on(const struct shell *sh, const struct opt_desc *o)
{
	return o->shbit ? (sh->shopts & o->shbit) != 0
			: (sh->opts & o->bit) != 0;
}

void rt_opt_put(struct shell *sh, const struct opt_desc *o, bool on)
{
	/* bash 5.2 turns these shopt options on with posix mode; when it
	 * ends, expand_aliases goes back to on in an interactive shell only
	 * and shift_verbose to off, the others stay */
	if (o->bit == OPT_POSIX && on)
		sh->shopts |= SHOPT_INHERIT_ERREXIT | SHOPT_EXPAND_ALIASES |
			      SHOPT_SHIFT_VERBOSE | SHOPT_SOURCEPATH |
			      SHOPT_INTERACTIVE_COMMENTS;
	if (o->bit == OPT_POSIX && !on && (sh->opts & OPT_POSIX)) {
		sh->shopts &= ~(SHOPT_EXPAND_ALIASES | SHOPT_SHIFT_VERBOSE);
		if (sh->opts & OPT_INTERACTIVE)
			sh->shopts |= SHOPT_EXPAND_ALIASES;
	}
	if (o->shbit)
		sh->shopts =
			on ? sh->shopts | o->shbit : sh->shopts & ~o->shbit;
	else
		sh->opts = on ? sh->opts | o->bit : sh->opts & ~o->bit;
	if (o->bit == OPT_POSIX)
		rt_trap_posix_changed(sh);
}

void rt_opt_shellopts(const struct shell *sh, struct strbuf *out)
{
	bool first = true;
	for (const struct opt_desc *o = rt_opt_table; o->name; o++) {
		/* bash has no such -o names */
		if (!rt_opt_on(sh, o) ||
		    (o->bit & (OPT_INTERACTIVE | OPT_STDIN | OPT_EDITOR_ONLY)))
			continue;
		if (!first)
			sb_addc(out, ':');
		sb_adds(out, o->name);
		first = false;
	}
}

/* BASHOPTS follows the table's order, as bash's does. */
void rt_opt_bashopts(const struct shell *sh, struct strbuf *out)
{
	bool first = true;
	for (const struct shopt_desc *o = rt_shopt_table; o->name; o++) {
		if (!(sh->shopts & o->bit))
			continue;
		if (!first)
			sb_addc(out, ':');
		sb_adds(out, o->name);
		first = false;
	}
}

/* Turns on the options that colon list VAL names: shopt options when
 * SHOPT, else those of `set -o` a script may set. */
static void import_list(struct shell *sh, const char *val, bool shopt)
{
	char *copy = xstrdup(val), *save = NULL;
	for (char *w = strtok_r(copy, ":", &save); w;
	     w = strtok_r(NULL, ":", &save)) {
		if (shopt) {
			const struct shopt_desc *o = rt_shopt_find(w);
			if (o && !(o->bit & RT_SHOPT_READONLY))
				sh->shopts |= o->bit;
			continue;
		}
		for (const struct opt_desc *o = rt_opt_table; o->name; o++)
			if (!strcmp(o->name, w) &&
			    !(o->bit &
			      (OPT_INTERACTIVE | OPT_STDIN | OPT_PRIVILEGED)))
				rt_opt_put(sh, o, true);
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
 * Puts back set's options as OPTS held them.
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

/* bash's order of the letters of $- */
static const char dollar_minus_order[] = "abefhikmnptuvxBCEHPTs";

void rt_opt_dollar_minus(const struct shell *sh, char *buf)
{
	size_t n = 0;
	for (const char *c = dollar_minus_order; *c; c++)
		for (const struct opt_desc *o = rt_opt_table; o->name; o++)
			if (o->letter == *c && (sh->opts & o->bit))
				buf[n++] = *c;
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
