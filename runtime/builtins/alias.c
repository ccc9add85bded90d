/*
 * alias.c - the alias table (sh->aliases: name -> malloc'ed value) and the
 * alias and unalias utilities.
 *
 * The parser expands aliases while lexing through rt_alias_get; changing
 * the table affects only commands parsed afterwards (POSIX 2.3.1).
 * Listings print "name='value'" sorted by name, always single-quoted so
 * the output can be read back (bash quotes the same way).  Errors:
 * "alias: NAME: not found", "unalias: NAME: not found" (status 1); an alias
 * name must be non-empty and free of blanks, quotes and '/' (bash quotes
 * it in that message); outside posix mode an option other than -p is
 * invalid, as in bash.
 */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "alias.h"
#include "table.h"

const char *rt_alias_get(struct shell *sh, const char *name)
{
	return strmap_get(&sh->aliases, name);
}

/* NAME='VALUE', after "alias " outside posix mode or with -p (bash). */
static void print_alias(struct strbuf *sb, const char *name, const char *val,
			bool prefix)
{
	/* a name that looks like an option needs bash's "--" to be read
	 * back */
	sb_addf(sb, "%s%s='",
		!prefix        ? ""
		: *name == '-' ? "alias -- "
			       : "alias ",
		name);
	for (; *val; val++) {
		if (*val == '\'')
			sb_adds(sb, "'\\''");
		else
			sb_addc(sb, *val);
	}
	sb_adds(sb, "'\n");
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_all(struct shell *sh, struct strbuf *sb, bool prefix)
{
	const char **names = xmalloc((sh->aliases.live + 1) * sizeof *names);
	size_t n = 0;
	for (size_t i = 0; i < sh->aliases.cap; i++)
		if (strmap_live(&sh->aliases.tab[i]))
			names[n++] = sh->aliases.tab[i].key;
	qsort(names, n, sizeof *names, cmp_str);
	for (size_t i = 0; i < n; i++)
		print_alias(sb, names[i], rt_alias_get(sh, names[i]), prefix);
	free(names);
}

static bool valid_alias_name(const char *s, size_t n)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (strchr(" \t\n'\"\\`$/=&|;<>()", s[i]))
			return false;
	return true;
}

BUILTIN(alias)
{
	struct strbuf sb;
	int status = 0;
	bool posix = sh->opts & OPT_POSIX;
	bool prefix = !posix, all = false;
	/* bash: -p (every alias, then the rest); any other letter is an
	 * invalid option */
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "p")))
		if (c == '?')
			return 2;
		else
			prefix = all = true;
	int i = g.ind;
	sb_init(&sb);
	if (i == argc || all)
		list_all(sh, &sb, prefix);
	for (; i < argc; i++) {
		const char *eq = strchr(argv[i], '=');
		if (!eq || eq == argv[i]) { /* "=x" names no alias */
			const char *val = rt_alias_get(sh, argv[i]);
			if (val) {
				print_alias(&sb, argv[i], val, prefix);
			} else {
				rt_out_write(sh, 1, sb_str(&sb), sb.len);
				sb_reset(&sb);
				rt_err(sh, "alias: %s: not found", argv[i]);
				status = 1;
			}
			continue;
		}
		size_t len = (size_t)(eq - argv[i]);
		if (!valid_alias_name(argv[i], len)) {
			rt_err(sh,
			       posix ? "alias: %.*s: invalid alias name"
				     : "alias: `%.*s': invalid alias name",
			       (int)len, argv[i]);
			status = 1;
			continue;
		}
		char *name = xstrndup(argv[i], len);
		free(strmap_put(&sh->aliases, name, xstrdup(eq + 1)));
		free(name);
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}

static void unalias_all(struct shell *sh)
{
	for (size_t i = 0; i < sh->aliases.cap; i++)
		if (strmap_live(&sh->aliases.tab[i]))
			free(sh->aliases.tab[i].val);
	strmap_free(&sh->aliases);
}

BUILTIN(unalias)
{
	int status = 0;
	bool all = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "a")))
		if (c == '?')
			return 2;
		else
			all = true;
	if (all) {
		unalias_all(sh);
		return 0;
	}
	int i = g.ind;
	if (i == argc)
		return rt_builtin_usage(sh, rt_builtin_find("unalias"));
	for (; i < argc; i++) {
		char *val = strmap_del(&sh->aliases, argv[i]);
		if (!val) {
			rt_err(sh, "unalias: %s: not found", argv[i]);
			status = 1;
		}
		free(val);
	}
	return status;
}
