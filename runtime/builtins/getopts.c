/*
 * getopts.c - the getopts utility (POSIX XCU getopts).
 *
 * State between calls: OPTIND names the argument being scanned (1-based)
 * and sh->getopts_pos the character within a cluster such as "-abc" (0:
 * start a new argument).  sh->getopts_optind records the OPTIND value that
 * getopts itself assigned last; when the variable no longer holds it, the
 * script has reset OPTIND and scanning restarts at the start of an
 * argument.  The shell variables are assigned before the state fields so
 * that a special hook on OPTIND (which may clear the state) cannot undo
 * them.
 *
 * Diagnostics are bash's: "$0: illegal option -- x" (the script's name,
 * not the shell's error prefix), silenced by a leading ':' in the option
 * string or by OPTERR=0; OPTERR starts at 1 (shell.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

struct go_state {
	struct shell *sh;
	const char *name;
	int optind, pos;
	int status;
};

static void go_set(struct go_state *g, const char *var, const char *val)
{
	if (val ? rt_var_set(g->sh, var, val, 0) < 0
		: rt_var_unset(g->sh, var) < 0)
		g->status = 2;
}

static void go_setc(struct go_state *g, const char *var, char c)
{
	char s[2] = { c, 0 };
	go_set(g, var, s);
}

static int go_current_optind(struct shell *sh)
{
	const char *s = rt_var_get(sh, "OPTIND");
	char *end;
	long v = s ? strtol(s, &end, 10) : 1;
	if (!s || *end || v < 1 || v > INT32_MAX)
		v = 1;
	return (int)v;
}

/* A diagnostic of bash's form: "$0: MSG -- C", without the shell's
 * "line N:" prefix, and only while OPTERR is unset, empty or a number
 * other than 0 (bash reads its leading digits, as atoi does). */
static void go_complain(struct go_state *g, const char *msg, char c)
{
	const char *e = rt_var_get(g->sh, "OPTERR");
	if (e && *e && !atoi(e))
		return;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s: %s -- %c\n", g->sh->arg0, msg, c);
	rt_out_write(g->sh, 2, sb.buf, sb.len);
	sb_free(&sb);
}

/* Handles one option character c of args; updates g. */
static void go_option(struct go_state *g, const char *optstring, char c,
		      const char *arg, char **args, int nargs)
{
	bool silent = optstring[0] == ':';
	const char *spec = c == ':' ? NULL : strchr(optstring, c);
	if (!spec) {
		go_setc(g, g->name, '?');
		if (silent) {
			go_setc(g, "OPTARG", c);
		} else {
			go_complain(g, "illegal option", c);
			go_set(g, "OPTARG", NULL);
		}
		return;
	}
	if (spec[1] != ':') {
		go_setc(g, g->name, c);
		go_set(g, "OPTARG", NULL);
		return;
	}
	if (g->pos) {
		/* the rest of the cluster is the argument */
		go_set(g, "OPTARG", arg + g->pos);
		g->optind++;
		g->pos = 0;
	} else if (g->optind <= nargs) {
		go_set(g, "OPTARG", args[g->optind - 1]);
		g->optind++;
	} else if (silent) {
		go_setc(g, g->name, ':');
		go_setc(g, "OPTARG", c);
		return;
	} else {
		go_complain(g, "option requires an argument", c);
		go_setc(g, g->name, '?');
		go_set(g, "OPTARG", NULL);
		return;
	}
	go_setc(g, g->name, c);
}

/* Scans the next option; returns false at the end of the options. */
static bool go_next(struct go_state *g, const char *optstring, char **args,
		    int nargs)
{
	if (g->pos == 0) {
		if (g->optind > nargs) {
			g->optind =
				nargs + 1; /* bash: past the end is the end */
			return false;
		}
		const char *a = args[g->optind - 1];
		if (a[0] != '-' || !a[1])
			return false;
		if (!strcmp(a, "--")) {
			g->optind++;
			return false;
		}
		g->pos = 1;
	}
	const char *arg = args[g->optind - 1];
	char c = arg[g->pos++];
	if (!arg[g->pos]) {
		g->optind++;
		g->pos = 0;
	}
	go_option(g, optstring, c, arg, args, nargs);
	return true;
}

BUILTIN(getopts)
{
	int first = rt_builtin_no_options(sh, argc, argv);
	if (first < 0)
		return 2;
	argc -= first - 1, argv += first - 1;
	if (argc < 3)
		return rt_builtin_usage(sh, rt_builtin_find("getopts"));
	if (!rt_valid_name(argv[2])) {
		rt_err(sh, "getopts: `%s': not a valid identifier", argv[2]);
		return 1;
	}
	char **args = argc > 3 ? argv + 3 : sh->params.v;
	int nargs = argc > 3 ? argc - 3 : (int)sh->params.n;
	struct go_state g = { .sh = sh, .name = argv[2] };
	g.optind = go_current_optind(sh);
	g.pos = g.optind == sh->getopts_optind ? sh->getopts_pos : 0;
	if (g.pos &&
	    (g.optind > nargs || (size_t)g.pos >= strlen(args[g.optind - 1])))
		g.pos = 0; /* the arguments changed under us */
	bool more = go_next(&g, argv[1], args, nargs);
	if (!more)
		go_setc(&g, g.name, '?');
	char buf[16];
	snprintf(buf, sizeof buf, "%d", g.optind);
	go_set(&g, "OPTIND", buf);
	sh->getopts_optind = g.optind;
	sh->getopts_pos = g.pos;
	if (g.status)
		return g.status;
	return more ? 0 : 1;
}
