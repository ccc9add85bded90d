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
	{ ".",        bi_dot,      BI_SPECIAL, ". file [arg ...]" },
	{ ":",        bi_colon,    BI_SPECIAL, ": [arg ...]" },
	{ "[",        bi_test,     0,          "[ expression ]" },
	{ "alias",    bi_alias,    0,          "alias [name[=value] ...]" },
	{ "bg",       bi_bg,       0,          "bg [job_id ...]" },
	{ "break",    bi_break,    BI_SPECIAL, "break [n]" },
	{ "builtin",  bi_builtin,  0,          "builtin [shell-builtin [arg ...]]" },
	{ "caller",   bi_caller,   0,          "caller [expr]" },
	{ "cd",       bi_cd,       0,          "cd [-L|-P] [directory]" },
	{ "command",  bi_command,  0,          "command [-p] [-v|-V] command [arg ...]" },
	{ "continue", bi_continue, BI_SPECIAL, "continue [n]" },
	{ "declare",  bi_declare,  BI_DECL,    "declare [-aAfFgilnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]" },
	{ "disown",   bi_disown,   0,          "disown [-ahr] [job_id ...]" },
	{ "echo",     bi_echo,     0,          "echo [-n] [arg ...]" },
	{ "eval",     bi_eval,     BI_SPECIAL, "eval [arg ...]" },
	{ "exec",     bi_exec,     BI_SPECIAL, "exec [command [arg ...]]" },
	{ "exit",     bi_exit,     BI_SPECIAL, "exit [n]" },
	{ "export",   bi_export,   BI_SPECIAL | BI_DECL, "export [-fn] [name[=value] ...] or export -p" },
	{ "false",    bi_false,    0,          "false" },
	{ "fc",       bi_fc,       0,          "fc [-r] [-e editor] [first [last]] or fc -l [-nr] [first [last]] or fc -s [old=new] [first]" },
	{ "fg",       bi_fg,       0,          "fg [job_id]" },
	{ "getopts",  bi_getopts,  0,          "getopts optstring name [arg ...]" },
	{ "hash",     bi_hash,     0,          "hash [-r] [name ...]" },
	{ "help",     bi_help,     0,          "help [name]" },
	{ "history",  bi_history,  0,          "history [-c] [n]" },
	{ "jit",      bi_jit,      0,          "jit stats" },
	{ "jobs",     bi_jobs,     0,          "jobs [-l|-p] [job_id ...]" },
	{ "kill",     bi_kill,     0,          "kill [-s sigspec | -signum | -sigspec] pid|job ... or kill -l [exitstatus]" },
	{ "let",      bi_let,      0,          "let expression ..." },
	{ "local",    bi_local,    BI_DECL,    "local [option] name[=value] ..." },
	{ "printf",   bi_printf,   0,          "printf [-v var] format [arguments ...]" },
	{ "pwd",      bi_pwd,      0,          "pwd [-L|-P]" },
	{ "read",     bi_read,     0,          "read [-r] [-s] [-a array] [-d delim] [-n nchars] [-p prompt] [-t timeout] [-u fd] [name ...]" },
	{ "readonly", bi_readonly, BI_SPECIAL | BI_DECL, "readonly [-aAf] [name[=value] ...] or readonly -p" },
	{ "return",   bi_return,   BI_SPECIAL, "return [n]" },
	{ "set",      bi_set,      BI_SPECIAL, "set [-abCefhmnpuvx] [-o option] [--] [arg ...]" },
	{ "shift",    bi_shift,    BI_SPECIAL, "shift [n]" },
	{ "shopt",    bi_shopt,    0,          "shopt [-pqsu] [optname ...]" },
	{ "source",   bi_dot,      0,          "source file [arg ...]" },
	{ "test",     bi_test,     0,          "test [expression]" },
	{ "times",    bi_times,    BI_SPECIAL, "times" },
	{ "trap",     bi_trap,     BI_SPECIAL, "trap [-p] [action condition ...]" },
	{ "true",     bi_true,     0,          "true" },
	{ "type",     bi_type,     0,          "type [-ptP] name ..." },
	{ "typeset",  bi_declare,  BI_DECL,    "typeset [-aAfFgilnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]" },
	{ "ulimit",   bi_ulimit,   0,          "ulimit [-SHa] [-cdfnstv] [limit]" },
	{ "umask",    bi_umask,    0,          "umask [-S] [mask]" },
	{ "unalias",  bi_unalias,  0,          "unalias [-a] name ..." },
	{ "unset",    bi_unset,    BI_SPECIAL, "unset [-f] [-v] [-n] [name ...]" },
	{ "wait",     bi_wait,     0,          "wait [pid|job_id ...]" },
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
