/*
 * table.c - the registry of builtin utilities.  Lookup is a binary search
 * over the sorted table; keep it sorted by name (the unit tests check).
 */
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "table.h"

/* clang-format off */
const struct builtin rt_builtins[] = {
	{ ".",        bi_dot,      BI_SPECIAL, ". filename [arguments]" },
	{ ":",        bi_colon,    BI_SPECIAL, ": [arg ...]" },
	{ "[",        bi_test,     0,          "[ arg... ]" },
	{ "alias",    bi_alias,    0,          "alias [name[=value] ...]" },
	{ "bg",       bi_bg,       0,          "bg [job_spec ...]" },
	{ "break",    bi_break,    BI_SPECIAL, "break [n]" },
	{ "builtin",  bi_builtin,  0,          "builtin [shell-builtin [arg ...]]" },
	{ "caller",   bi_caller,   0,          "caller [expr]" },
	{ "cd",       bi_cd,       0,          "cd [-L|-P] [directory]" },
	{ "command",  bi_command,  0,          "command [-pVv] command [arg ...]" },
	{ "compgen",  bi_compgen,  0,          "compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]" },
	{ "complete", bi_complete, 0,          "complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]" },
	{ "compopt",  bi_compopt,  0,          "compopt [-o|+o option] [-DEI] [name ...]" },
	{ "continue", bi_continue, BI_SPECIAL, "continue [n]" },
	{ "declare",  bi_declare,  BI_DECL,    "declare [-aAfFgilnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]" },
	{ "dirs",     bi_dirs,     0,          "dirs [-clpv] [+N] [-N]" },
	{ "disown",   bi_disown,   0,          "disown [-ahr] [job_id ...]" },
	{ "echo",     bi_echo,     0,          "echo [-neE] [arg ...]" },
	{ "enable",   bi_enable,   0,          "enable [-a] [-dnps] [-f filename] [name ...]" },
	{ "eval",     bi_eval,     BI_SPECIAL, "eval [arg ...]" },
	{ "exec",     bi_exec,     BI_SPECIAL, "exec [command [arg ...]]" },
	{ "exit",     bi_exit,     BI_SPECIAL, "exit [n]" },
	{ "export",   bi_export,   BI_SPECIAL | BI_DECL, "export [-fn] [name[=value] ...] or export -p" },
	{ "false",    bi_false,    0,          "false" },
	{ "fc",       bi_fc,       0,          "fc [-r] [-e editor] [first [last]] or fc -l [-nr] [first [last]] or fc -s [old=new] [first]" },
	{ "fg",       bi_fg,       0,          "fg [job_spec]" },
	{ "getopts",  bi_getopts,  0,          "getopts optstring name [arg ...]" },
	{ "hash",     bi_hash,     0,          "hash [-lr] [-p pathname] [-dt] [name ...]" },
	{ "help",     bi_help,     0,          "help [name]" },
	{ "history",  bi_history,  0,          "history [-c] [n]" },
	{ "jit",      bi_jit,      0,          "jit stats" },
	{ "jobs",     bi_jobs,     0,          "jobs [-l|-p] [job_id ...]" },
	{ "kill",     bi_kill,     0,          "kill [-s sigspec | -signum | -sigspec] pid|job ... or kill -l [exitstatus]" },
	{ "let",      bi_let,      0,          "let arg [arg ...]" },
	{ "local",    bi_local,    BI_DECL,    "local [option] name[=value] ..." },
	{ "mapfile",  bi_mapfile,  0,          "mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]" },
	{ "popd",     bi_popd,     0,          "popd [-n] [+N | -N]" },
	{ "printf",   bi_printf,   0,          "printf [-v var] format [arguments ...]" },
	{ "pushd",    bi_pushd,    0,          "pushd [-n] [+N | -N | dir]" },
	{ "pwd",      bi_pwd,      0,          "pwd [-LP]" },
	{ "read",     bi_read,     0,          "read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]" },
	{ "readarray", bi_mapfile, 0,          "readarray [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]" },
	{ "readonly", bi_readonly, BI_SPECIAL | BI_DECL, "readonly [-aAf] [name[=value] ...] or readonly -p" },
	{ "return",   bi_return,   BI_SPECIAL, "return [n]" },
	{ "set",      bi_set,      BI_SPECIAL, "set [-abCefhmnpuvx] [-o option] [--] [arg ...]" },
	{ "shift",    bi_shift,    BI_SPECIAL, "shift [n]" },
	{ "shopt",    bi_shopt,    0,          "shopt [-pqsu] [-o] [optname ...]" },
	{ "source",   bi_dot,      0,          "source filename [arguments]" },
	{ "test",     bi_test,     0,          "test [expr]" },
	{ "times",    bi_times,    BI_SPECIAL, "times" },
	{ "trap",     bi_trap,     BI_SPECIAL, "trap [-p] [action condition ...]" },
	{ "true",     bi_true,     0,          "true" },
	{ "type",     bi_type,     0,          "type [-afptP] name [name ...]" },
	{ "typeset",  bi_declare,  BI_DECL,    "typeset [-aAfFgilnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]" },
	{ "ulimit",   bi_ulimit,   0,          "ulimit [-SHa] [-cdfnstv] [limit]" },
	{ "umask",    bi_umask,    0,          "umask [-S] [mask]" },
	{ "unalias",  bi_unalias,  0,          "unalias [-a] name [name ...]" },
	{ "unset",    bi_unset,    BI_SPECIAL, "unset [-f] [-v] [-n] [name ...]" },
	{ "wait",     bi_wait,     0,          "wait [-fn] [-p var] [id ...]" },
	{ NULL, NULL, 0, NULL },
};
/* clang-format on */

const struct builtin *rt_builtin_find(const char *name)
{
	size_t lo = 0, hi = sizeof rt_builtins / sizeof rt_builtins[0] - 1;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(name, rt_builtins[mid].name);
		if (c == 0)
			return &rt_builtins[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

int rt_builtin_usage(struct shell *sh, const struct builtin *bi)
{
	rt_err(sh, "%s: usage: %s", bi->name, bi->usage);
	return 2;
}

bool rt_builtin_enabled(const struct shell *sh, const struct builtin *bi)
{
	return !sh->bi_disabled || !sh->bi_disabled[bi - rt_builtins];
}

bool rt_is_keyword(const char *name)
{
	static const char *const kw[] = {
		"!",
		"case",
		"do",
		"done",
		"elif",
		"else",
		"esac",
		"fi",
		"for",
		"if",
		"in",
		"then",
		"until",
		"while",
		"{",
		"}",
		/* bash/ksh extensions */
		"[[",
		"]]",
		"function",
		"select",
		"coproc",
		"time",
		NULL,
	};
	for (int i = 0; kw[i]; i++)
		if (!strcmp(kw[i], name))
			return true;
	return false;
}
