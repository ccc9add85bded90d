/*
 * exec.c (builtins) - exec, command, type and hash: the built-ins that look
 * commands up or run them.
 *
 * Everything goes through the runtime's command search (rt_cmd_lookup,
 * rt_path_search in runtime/exec.c) so that `type`, `command -v` and the
 * evaluator can never disagree about what a name means.
 *
 *  - exec without operands succeeds (the evaluator keeps its redirections);
 *    with operands it replaces the shell, with bash's -a NAME (argv[0]),
 *    -l (a '-' before argv[0]) and -c (an empty environment); a failure is fatal in a
 *    non-interactive shell with rt_exec_replace's status (126/127).
 *  - command -v prints the path, the bare name (builtin, function,
 *    keyword) or "alias name='value'"; silent status 1 when not found.
 *    command -V and type describe ("ls is /usr/bin/ls", "ls is hashed
 *    (/usr/bin/ls)", "cd is a shell builtin", "set is a special shell
 *    builtin", "f is a function" plus its text, "if is a shell keyword",
 *    "ll is aliased to `ls -l'", dash's "ll is an alias for ls -l" in
 *    posix mode); not found is "CMD: NAME: not found" on
 *    stderr, status 1.  A name with '/' counts as found only when it is an
 *    executable file.
 *  - hash lists remembered paths one per line sorted by name (the simple
 *    form POSIX allows), -r forgets them all, hash NAME searches again and
 *    remembers (builtins and functions are not hashed: no error); bash's
 *    -l (list as commands), -p PATH NAME (remember PATH), -t NAME (print)
 *    and -d NAME (forget).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../frontend/parser.h"
#include "../exec.h"
#include "builtins.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "alias.h"
#include "table.h"

BUILTIN(exec)
{
	struct exec_opts eo = { 0 };
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "cla:")))
		if (c == '?')
			return 2;
		else if (c == 'c')
			eo.clean_env = true;
		else if (c == 'l')
			eo.login = true;
		else
			eo.arg0 = g.arg;
	int i = g.ind;
	if (i >= argc)
		return 0;
	return rt_exec_replace(sh, argv + i, &eo);
}

static bool executable_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
	       access(path, X_OK) == 0;
}

/* Looks NAME up as type/command -v see it (NOFUNC: type -f, functions
 * skipped); CMD_NOTFOUND also for a path that names no executable file. */
static void lookup(struct shell *sh, const char *name, bool defpath,
		   bool nofunc, struct cmd_lookup *cl)
{
	/* a look-up only: the PATH hash is read, not added to (bash) */
	rt_cmd_lookup(sh, name,
		      CL_ALIAS | CL_KEYWORD | CL_NOCACHE |
			      (defpath ? CL_DEFPATH : 0) |
			      (nofunc ? CL_NOFUNC : 0),
		      cl);
	if (cl->kind == CMD_EXTERNAL && strchr(name, '/') &&
	    !executable_file(cl->path)) {
		rt_cmd_lookup_free(cl);
		cl->kind = CMD_NOTFOUND;
	}
}

/* Appends the function's text: the definition node alone, not the rest
 * of the list it was parsed in. */
static void unparse_func(struct strbuf *sb, const struct func *fn)
{
	struct node def = *fn->def;
	def.next = NULL;
	ast_unparse(sb, &def);
	if (!sb->len || sb->buf[sb->len - 1] != '\n')
		sb_addc(sb, '\n');
}

/* "special " for a special builtin in posix mode, as bash --posix says;
 * bash calls them all "shell builtin" otherwise. */
static const char *special_word(const struct shell *sh, bool special)
{
	return special && (sh->opts & OPT_POSIX) ? "special " : "";
}

/* The line that describes alias NAME: bash's form, dash's in posix mode. */
static void alias_line(struct shell *sh, const char *name, struct strbuf *sb)
{
	sb_addf(sb,
		(sh->opts & OPT_POSIX) ? "%s is an alias for %s\n"
				       : "%s is aliased to `%s'\n",
		name, rt_alias_get(sh, name));
}

/* One line (or more, for a function) of command -V / type output. */
static int describe(struct shell *sh, const char *cmd, const char *name,
		    bool defpath, bool nofunc, struct strbuf *sb)
{
	struct cmd_lookup cl;
	bool hashed = !defpath && strmap_get(&sh->cmdhash, name);
	lookup(sh, name, defpath, nofunc, &cl);
	switch (cl.kind) {
	case CMD_ALIAS:
		alias_line(sh, name, sb);
		break;
	case CMD_KEYWORD:
		sb_addf(sb, "%s is a shell keyword\n", name);
		break;
	case CMD_SPECIAL:
	case CMD_BUILTIN:
		sb_addf(sb, "%s is a %sshell builtin\n", name,
			special_word(sh, cl.kind == CMD_SPECIAL));
		break;
	case CMD_FUNCTION:
		sb_addf(sb, "%s is a function\n", name);
		unparse_func(sb, cl.fn);
		break;
	case CMD_EXTERNAL:
		if (hashed)
			sb_addf(sb, "%s is hashed (%s)\n", name, cl.path);
		else
			sb_addf(sb, "%s is %s\n", name, cl.path);
		break;
	case CMD_NOTFOUND:
		/* flush what we have so the message lands after it */
		rt_out_write(sh, 1, sb_str(sb), sb->len);
		sb_reset(sb);
		rt_err(sh, "%s: %s: not found", cmd, name);
		return 1;
	}
	rt_cmd_lookup_free(&cl);
	return 0;
}

/* command -v: how the name would be written to run it. */
static int brief(struct shell *sh, const char *name, bool defpath,
		 struct strbuf *sb)
{
	struct cmd_lookup cl;
	lookup(sh, name, defpath, false, &cl);
	switch (cl.kind) {
	case CMD_ALIAS:
		sb_addf(sb, "alias %s='", name);
		for (const char *p = rt_alias_get(sh, name); *p; p++) {
			if (*p == '\'')
				sb_adds(sb, "'\\''");
			else
				sb_addc(sb, *p);
		}
		sb_adds(sb, "'\n");
		break;
	case CMD_EXTERNAL:
		sb_addf(sb, "%s\n", cl.path);
		break;
	case CMD_NOTFOUND:
		return 1;
	default:
		sb_addf(sb, "%s\n", name);
		break;
	}
	rt_cmd_lookup_free(&cl);
	return 0;
}

static int flush_sb(struct shell *sh, struct strbuf *sb, int status)
{
	if (sb->len && rt_out_write(sh, 1, sb->buf, sb->len) < 0)
		status = 1;
	sb_free(sb);
	return status;
}

BUILTIN(command)
{
	bool defpath = false;
	int mode = 0; /* 'v' or 'V' */
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "pvV")))
		if (c == '?')
			return 2;
		else if (c == 'p')
			defpath = true;
		else
			mode = c;
	int i = g.ind;
	if (i >= argc)
		return 0;
	if (!mode)
		return rt_run_argv(sh, argv + i,
				   CL_NOFUNC | (defpath ? CL_DEFPATH : 0));
	/* status 0 when any name was found, as bash */
	struct strbuf sb;
	int status = 1;
	sb_init(&sb);
	for (; i < argc; i++) {
		if (!(mode == 'v' ? brief(sh, argv[i], defpath, &sb)
				  : describe(sh, "command", argv[i], defpath,
					     false, &sb)))
			status = 0;
	}
	return flush_sb(sh, &sb, status);
}

/* bash's builtin: runs a builtin even where a function hides it; like
 * command, a special builtin's errors do not end the shell (POSIX 2.8.1
 * leaves a non-POSIX utility free; bash continues, --posix included). */
BUILTIN(builtin)
{
	int i = rt_builtin_no_options(sh, argc, argv);
	if (i < 0)
		return 2;
	if (i >= argc)
		return 0;
	const struct builtin *bi = rt_builtin_find(argv[i]);
	if (!bi || !rt_builtin_enabled(sh, bi)) {
		rt_err(sh, "builtin: %s: not a shell builtin", argv[i]);
		return 1;
	}
	sh->nofatal++;
	int status = rt_call_builtin(sh, bi, argc - i, argv + i);
	sh->nofatal--;
	return status;
}

/* type -t (bash): one word for what NAME is; -p: the file it would run,
 * nothing for other kinds; -P: the file a PATH search finds.  Not found:
 * no output, status 1. */
static int type_brief(struct shell *sh, int mode, bool nofunc, const char *name,
		      struct strbuf *sb)
{
	static const char *const kinds[] = {
		[CMD_ALIAS] = "alias",       [CMD_KEYWORD] = "keyword",
		[CMD_FUNCTION] = "function", [CMD_SPECIAL] = "builtin",
		[CMD_BUILTIN] = "builtin",   [CMD_EXTERNAL] = "file",
	};
	if (mode == 'P' && !strchr(name, '/')) {
		char *path = rt_path_search(sh, name, NULL);
		if (!path)
			return 1;
		sb_addf(sb, "%s\n", path);
		free(path);
		return 0;
	}
	struct cmd_lookup cl;
	lookup(sh, name, false, nofunc, &cl);
	int status = cl.kind == CMD_NOTFOUND;
	if (cl.kind == CMD_EXTERNAL)
		sb_addf(sb, "%s\n", mode == 't' ? "file" : cl.path);
	else if (mode == 't' && !status)
		sb_addf(sb, "%s\n", kinds[cl.kind]);
	rt_cmd_lookup_free(&cl);
	return status;
}

/* type -a: every meaning of NAME, in the order of the command search
 * (an alias, a keyword, a function unless -f, a builtin, then each file
 * along PATH), each as MODE prints it. */
static int type_all(struct shell *sh, int mode, bool nofunc, const char *name,
		    struct strbuf *sb)
{
	bool found = false;
	if (mode != 'p' && mode != 'P' && !strchr(name, '/')) {
		struct cmd_lookup cl;
		lookup(sh, name, false, nofunc, &cl);
		if (cl.kind == CMD_ALIAS) {
			found = true;
			if (mode == 't')
				sb_adds(sb, "alias\n");
			else
				alias_line(sh, name, sb);
		}
		rt_cmd_lookup_free(&cl);
		if (rt_is_keyword(name)) {
			found = true;
			sb_addf(sb,
				mode == 't' ? "keyword\n"
					    : "%s is a shell keyword\n",
				name);
		}
		struct func *fn = nofunc ? NULL : rt_func_find(sh, name);
		if (fn) {
			found = true;
			if (mode == 't') {
				sb_adds(sb, "function\n");
			} else {
				sb_addf(sb, "%s is a function\n", name);
				unparse_func(sb, fn);
			}
		}
		const struct builtin *bi = rt_builtin_find(name);
		if (bi && rt_builtin_enabled(sh, bi)) {
			found = true;
			if (mode == 't')
				sb_adds(sb, "builtin\n");
			else
				sb_addf(sb, "%s is a %sshell builtin\n", name,
					special_word(sh,
						     bi->flags & BI_SPECIAL));
		}
	}
	struct strvec files = { 0 };
	if (strchr(name, '/')) {
		if (executable_file(name))
			sv_pushdup(&files, name);
	} else {
		rt_path_search_all(sh, name, &files);
	}
	for (size_t k = 0; k < files.n; k++) {
		found = true;
		if (mode == 't')
			sb_adds(sb, "file\n");
		else if (mode)
			sb_addf(sb, "%s\n", files.v[k]);
		else
			sb_addf(sb, "%s is %s\n", name, files.v[k]);
	}
	sv_free(&files);
	if (!found && !mode) {
		rt_out_write(sh, 1, sb_str(sb), sb->len);
		sb_reset(sb);
		rt_err(sh, "type: %s: not found", name);
	}
	return !found;
}

BUILTIN(type)
{
	struct strbuf sb;
	int status = 0, mode = 0;
	bool all = false, nofunc = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "aftpP")))
		if (c == '?')
			return 2;
		else if (c == 'a')
			all = true;
		else if (c == 'f')
			nofunc = true;
		else
			mode = c;
	int i = g.ind;
	sb_init(&sb);
	for (; i < argc; i++) {
		int r;
		if (all)
			r = type_all(sh, mode, nofunc, argv[i], &sb);
		else if (mode)
			r = type_brief(sh, mode, nofunc, argv[i], &sb);
		else
			r = describe(sh, "type", argv[i], false, nofunc, &sb);
		if (r)
			status = 1;
	}
	return flush_sb(sh, &sb, status);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* hash without operands: the remembered paths, one per line sorted by
 * name (the simple form POSIX allows; bash's hit counts are not kept);
 * -l: as the commands that would remember them again.  An empty table
 * is "hash: hash table empty" in bash mode (not with -l). */
static int hash_list(struct shell *sh, bool reusable)
{
	if (!sh->cmdhash.live) {
		if (reusable || (sh->opts & OPT_POSIX))
			return 0;
		struct strbuf sb;
		sb_init(&sb);
		sb_adds(&sb, "hash: hash table empty\n");
		return flush_sb(sh, &sb, 0);
	}
	const char **names = xmalloc((sh->cmdhash.live + 1) * sizeof *names);
	struct strbuf sb;
	size_t n = 0;
	for (size_t i = 0; i < sh->cmdhash.cap; i++)
		if (strmap_live(&sh->cmdhash.tab[i]))
			names[n++] = sh->cmdhash.tab[i].key;
	qsort(names, n, sizeof *names, cmp_str);
	sb_init(&sb);
	for (size_t i = 0; i < n; i++) {
		const char *path = strmap_get(&sh->cmdhash, names[i]);
		if (reusable)
			sb_addf(&sb, "builtin hash -p %s %s\n", path, names[i]);
		else
			sb_addf(&sb, "%s\n", path);
	}
	free(names);
	return flush_sb(sh, &sb, 0);
}

/* hash -t NAME...: the remembered path (after "NAME<TAB>" when there are
 * several); -d NAME...: forgets it.  Not remembered: an error. */
static int hash_names(struct shell *sh, int op, int n, char **names)
{
	struct strbuf sb;
	int status = 0;
	sb_init(&sb);
	for (int i = 0; i < n; i++) {
		const char *path = strmap_get(&sh->cmdhash, names[i]);
		if (!path) {
			rt_out_write(sh, 1, sb_str(&sb), sb.len);
			sb_reset(&sb);
			rt_err(sh, "hash: %s: not found", names[i]);
			status = 1;
		} else if (op == 'd') {
			free(strmap_del(&sh->cmdhash, names[i]));
		} else if (n > 1) {
			sb_addf(&sb, "%s\t%s\n", names[i], path);
		} else {
			sb_addf(&sb, "%s\n", path);
		}
	}
	return flush_sb(sh, &sb, status);
}

BUILTIN(hash)
{
	int status = 0;
	int i = 1;
	int op = 0;               /* 't', 'd' or 'l' */
	const char *given = NULL; /* -p PATH */
	if (!(sh->opts & (OPT_HASHALL | OPT_POSIX))) {
		rt_err(sh, "hash: hashing disabled"); /* set +h, bash */
		return 1;
	}
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "rtdlp:")))
		if (c == '?')
			return 2;
		else if (c == 'r')
			rt_hash_clear(sh);
		else if (c == 'p')
			given = g.arg;
		else
			op = c;
	i = g.ind;
	if ((op == 't' || op == 'd') && i == argc) {
		rt_err(sh, "hash: -%c: option requires an argument", op);
		return 1;
	}
	if (op == 't' || op == 'd')
		return hash_names(sh, op, argc - i, argv + i);
	if (i == argc)
		return argc == 1 || op == 'l' ? hash_list(sh, op == 'l') : 0;
	for (; i < argc; i++) {
		const char *name = argv[i];
		struct cmd_lookup cl;
		if (given) {
			free(strmap_del(&sh->cmdhash, name));
			strmap_put(&sh->cmdhash, name, xstrdup(given));
			continue;
		}
		if (strchr(name, '/'))
			continue; /* paths are never searched */
		free(strmap_del(&sh->cmdhash, name)); /* search afresh */
		rt_cmd_lookup(sh, name, 0, &cl);
		if (cl.kind == CMD_NOTFOUND) {
			rt_err(sh, "hash: %s: not found", name);
			status = 1;
		}
		rt_cmd_lookup_free(&cl);
	}
	return status;
}
