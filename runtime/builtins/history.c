/*
 * history.c - the fc and history built-ins over the interactive history
 * (frontend/history.c).
 *
 * fc (POSIX):
 *   fc [-r] [-e editor] [first [last]]   edit, then run the result
 *   fc -l [-nr] [first [last]]           list ("%d\t %s", -n: "\t %s", as bash)
 *   fc -s [old=new] [first]              substitute and run (also -e -)
 *  - first/last: a positive number is a history number, a negative one an
 *    offset back from the newest entry (-1: the previous command), anything
 *    else the newest command that starts with that text.
 *  - The fc command line itself, when it is the newest entry, is not part of
 *    the range.  For -s and editing it is replaced in the history by the
 *    command that gets run, which is also echoed to standard error.
 *  - Listing clamps numbers to the history; editing and -s report
 *    "fc: no command found" (status 1) when nothing matches.
 *  - The editor is -e, else $FCEDIT, else $EDITOR, else vi (posix mode:
 *    -e, else $FCEDIT, else ed), as in bash; it runs on a temporary file
 *    as `EDITOR FILE` through the shell, so FCEDIT may hold options.
 *
 * history, as bash's:
 *   history [-c] [-d offset] [n]   list the last n entries ("%5d  %s",
 *                                  with HISTTIMEFORMAT's time before the
 *                                  text, "??" when unknown), clear, or
 *                                  delete entries (N, -N back from the
 *                                  newest, or a range A-B)
 *   history -anrw [file]           append new entries to / read new
 *                                  entries of / read / write the file
 *                                  (default $HISTFILE)
 *   history -ps arg ...            expand the arguments and print them /
 *                                  store them as one entry (in place of
 *                                  the history command's own)
 *  These work in any shell: the list exists without the interactive
 *  front end, and lines are added to it while `set -o history` is on.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "builtins.h"
#include "../exec.h"
#include "frontend/histexp.h"
#include "frontend/interactive.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

struct hview {
	const struct fe_hist_entry *e;
	size_t n; /* entries in range, without the running fc line */
};

static void hview_get(struct hview *hv)
{
	hv->e = fe_hist_entries(&hv->n);
	if (!hv->e)
		hv->n = 0;
	if (hv->n && fe_hist_running())
		hv->n--;
}

static bool is_number(const char *s)
{
	if (*s == '-' || *s == '+')
		s++;
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* Index of the entry SPEC names, or -1.  CLAMP: numbers out of range go to
 * the nearest end (listing). */
static long resolve(const struct hview *hv, const char *spec, bool clamp)
{
	if (!hv->n)
		return -1;
	long n = (long)hv->n;
	if (is_number(spec)) {
		long v = strtol(spec, NULL, 10), i;
		if (v < 0)
			i = n + v;
		else if (v == 0)
			i = n - 1;
		else
			i = v - hv->e[0].num;
		if (i >= 0 && i < n)
			return i;
		if (!clamp)
			return -1;
		return i < 0 ? 0 : n - 1;
	}
	size_t len = strlen(spec);
	for (long i = n - 1; i >= 0; i--)
		if (!strncmp(hv->e[i].text, spec, len))
			return i;
	return -1;
}

static int fc_list(struct shell *sh, const struct hview *hv, const char *f,
		   const char *l, bool nonum, bool rev)
{
	if (!hv->n)
		return 0;
	long a = resolve(hv, f ? f : "-16", true);
	long b = resolve(hv, l ? l : "-1", true);
	if (a < 0 || b < 0) {
		rt_err(sh, "fc: history specification out of range");
		return 1;
	}
	if ((a > b) != rev) { /* -r or a reversed range: newest first */
		long t = a;
		a = b;
		b = t;
	}
	long step = a <= b ? 1 : -1;
	for (long i = a;; i += step) {
		if (nonum)
			rt_outf(sh, 1, "\t %s\n", hv->e[i].text);
		else
			rt_outf(sh, 1, "%d\t %s\n", hv->e[i].num,
				hv->e[i].text);
		if (i == b)
			break;
	}
	return rt_builtin_flush(sh, "fc", 0);
}

/* Replaces the fc line in the history by TEXT, echoes and runs it. */
static int run_text(struct shell *sh, const char *text)
{
	if (fe_hist_running())
		fe_hist_drop_last();
	fe_hist_add(sh, text);
	rt_outs(sh, 2, text);
	size_t len = strlen(text);
	if (!len || text[len - 1] != '\n')
		rt_outs(sh, 2, "\n");
	return rt_eval_string(sh, text, len);
}

static int fc_subst(struct shell *sh, const struct hview *hv, char **ops,
		    int nops)
{
	const char *rep = nops && strchr(ops[0], '=') ? ops[0] : NULL;
	const char *spec = nops > (rep != NULL) ? ops[rep != NULL] : "-1";
	long i = resolve(hv, spec, false);
	if (i < 0) {
		rt_err(sh, "fc: no command found");
		return 1;
	}
	struct strbuf sb;
	sb_init(&sb);
	const char *t = hv->e[i].text;
	const char *eq = rep ? strchr(rep, '=') : NULL;
	char *old = eq ? xstrndup(rep, (size_t)(eq - rep)) : NULL;
	const char *at = old && *old ? strstr(t, old) : NULL;
	if (at) { /* the first occurrence only, as POSIX says */
		sb_addn(&sb, t, (size_t)(at - t));
		sb_adds(&sb, eq + 1);
		sb_adds(&sb, at + strlen(old));
	} else {
		sb_adds(&sb, t);
	}
	free(old);
	char *text = sb_detach(&sb);
	int st = run_text(sh, text);
	free(text);
	return st;
}

static int write_range(int fd, const struct hview *hv, long a, long b)
{
	struct strbuf sb;
	sb_init(&sb);
	long step = a <= b ? 1 : -1;
	for (long i = a;; i += step) {
		sb_adds(&sb, hv->e[i].text);
		sb_addc(&sb, '\n');
		if (i == b)
			break;
	}
	ssize_t w = write(fd, sb.buf, sb.len);
	int rc = w == (ssize_t)sb.len ? 0 : -1;
	sb_free(&sb);
	return rc;
}

static char *slurp(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	struct strbuf sb;
	sb_init(&sb);
	sb_read_fd(&sb, fd);
	close(fd);
	return sb_detach(&sb);
}

/* -e, else FCEDIT, else (not in posix mode) EDITOR, else vi; posix mode
 * falls back to ed (bash's choices). */
static const char *fc_editor(struct shell *sh, const char *ed)
{
	bool posix = sh->opts & OPT_POSIX;
	if (!ed || !*ed)
		ed = rt_var_get(sh, "FCEDIT");
	if ((!ed || !*ed) && !posix)
		ed = rt_var_get(sh, "EDITOR");
	return ed && *ed ? ed : posix ? "ed" : "vi";
}

static int fc_edit(struct shell *sh, const struct hview *hv, const char *ed,
		   char **ops, int nops, bool rev)
{
	long a = resolve(hv, nops > 0 ? ops[0] : "-1", false);
	long b = nops > 1 ? resolve(hv, ops[1], false) : a;
	if (a < 0 || b < 0) {
		rt_err(sh, "fc: no command found");
		return 1;
	}
	if (rev) {
		long t = a;
		a = b;
		b = t;
	}
	const char *tmpdir = getenv("TMPDIR");
	struct strbuf path, cmd;
	sb_init(&path);
	sb_init(&cmd);
	sb_addf(&path, "%s/quirl-fc.XXXXXX",
		tmpdir && *tmpdir ? tmpdir : "/tmp");
	int fd = mkstemp(path.buf);
	if (fd < 0 || write_range(fd, hv, a, b) < 0) {
		rt_err(sh, "fc: cannot write a temporary file: %s",
		       strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(path.buf);
		}
		sb_free(&path);
		return 1;
	}
	close(fd);
	sb_addf(&cmd, "%s ", fc_editor(sh, ed));
	rt_shell_quote(&cmd, path.buf);
	int st = rt_eval_string(sh, cmd.buf, cmd.len);
	char *text = st == 0 ? slurp(path.buf) : NULL;
	unlink(path.buf);
	sb_free(&path);
	sb_free(&cmd);
	if (text && *text)
		st = run_text(sh, text);
	free(text);
	return st;
}

BUILTIN(fc)
{
	bool list = false, nonum = false, rev = false, subst = false;
	const char *ed = NULL;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	/* -1, a negative history number, is an operand ('#') */
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "#lnrse:"))) {
		if (c == '?')
			return 2;
		if (c == 'l')
			list = true;
		else if (c == 'n')
			nonum = true;
		else if (c == 'r')
			rev = true;
		else if (c == 's')
			subst = true;
		else
			ed = g.arg;
	}
	int i = g.ind;
	struct hview hv;
	hview_get(&hv);
	int nops = argc - i;
	if (ed && !strcmp(ed, "-"))
		subst = true;
	if (list)
		return nops > 2 ? rt_builtin_usage(sh, rt_builtin_find("fc"))
				: fc_list(sh, &hv, nops ? argv[i] : NULL,
					  nops > 1 ? argv[i + 1] : NULL, nonum,
					  rev);
	if (subst)
		return nops > 2 ? rt_builtin_usage(sh, rt_builtin_find("fc"))
				: fc_subst(sh, &hv, argv + i, nops);
	if (nops > 2)
		return rt_builtin_usage(sh, rt_builtin_find("fc"));
	return fc_edit(sh, &hv, ed, argv + i, nops, rev);
}

/* history -d: "N", "-N" (back from the newest) or "A-B"; the index or -1. */
static long hist_pos(const char *s)
{
	size_t n;
	const struct fe_hist_entry *e = fe_hist_entries(&n);
	if (!is_number(s) || !n)
		return -1;
	long v = strtol(s, NULL, 10);
	long i = v < 0 ? (long)n + v : v - e[0].num;
	return i >= 0 && (size_t)i < n ? i : -1;
}

static int hist_delete(struct shell *sh, const char *arg)
{
	const char *dash = arg[0] ? strchr(arg + 1, '-') : NULL;
	long a, b;
	if (dash && dash[-1] != '-') {
		char *first = xstrndup(arg, (size_t)(dash - arg));
		a = hist_pos(first);
		b = hist_pos(dash + 1);
		if (a < 0 || b < 0)
			rt_err(sh, "history: %s: history position out of range",
			       a < 0 ? first : dash + 1);
		free(first);
		if (a < 0 || b < 0 || a > b)
			return 1; /* a reversed range: silently (bash) */
	} else {
		a = b = hist_pos(arg);
	}
	if (a < 0 || fe_hist_delete((size_t)a, (size_t)b) < 0) {
		rt_err(sh, "history: %s: history position out of range", arg);
		return 1;
	}
	return 0;
}

/* history -p: each argument expanded on a line of its own. */
static int hist_print(struct shell *sh, char **args, int n)
{
	int st = 0;
	for (int i = 0; i < n; i++) {
		struct strbuf out;
		sb_init(&out);
		enum fe_histexp_result r =
			fe_histexp(sh, args[i], strlen(args[i]), 0, &out);
		if (r == FE_HISTEXP_ERROR) {
			rt_out_flush_all(sh);
			rt_err(sh, "history: %s: history expansion failed",
			       args[i]);
			st = 1;
		} else {
			rt_outs(sh, 1,
				r == FE_HISTEXP_SAME ? args[i] : out.buf);
			rt_outs(sh, 1, "\n");
		}
		sb_free(&out);
	}
	return rt_builtin_flush(sh, "history", st);
}

/* history -s: the arguments become one entry, replacing the history
 * command's own. */
static int hist_store(struct shell *sh, char **args, int n)
{
	struct strbuf sb;
	sb_init(&sb);
	for (int i = 0; i < n; i++) {
		if (i)
			sb_addc(&sb, ' ');
		sb_adds(&sb, args[i]);
	}
	fe_hist_store(sh, sb_str(&sb));
	sb_free(&sb);
	return 0;
}

/* -a -n -r -w on FILE (default: the history file). */
static int hist_file(struct shell *sh, char op, const char *file)
{
	char *path = file ? xstrdup(file) : fe_hist_file(sh);
	int rc = 0;
	if (!path)
		return 1;
	if (op == 'r' || op == 'n') {
		rc = fe_hist_read(sh, path, op == 'n') < 0;
	} else if (fe_hist_write(sh, path, op == 'a') < 0) {
		if (op == 'a') /* -w fails silently, as in bash */
			rt_err(sh, "history: %s: cannot create: %s", path,
			       strerror(errno));
		rc = 1;
	}
	free(path);
	return rc;
}

static void hist_list(struct shell *sh, size_t from)
{
	size_t n;
	const struct fe_hist_entry *e = fe_hist_entries(&n);
	const char *fmt = rt_var_get(sh, "HISTTIMEFORMAT");
	fe_hist_stamps(sh); /* HISTTIMEFORMAT seen: from now on */
	for (size_t i = from; i < n; i++) {
		rt_outf(sh, 1, "%5d  ", e[i].num);
		if (fmt && *fmt) {
			char buf[256];
			time_t t = (time_t)e[i].when;
			struct tm tm;
			if (!t || !localtime_r(&t, &tm))
				rt_outs(sh, 1, "??");
			else if (strftime(buf, sizeof buf, fmt, &tm))
				rt_outs(sh, 1, buf);
		}
		rt_outf(sh, 1, "%s\n", e[i].text);
	}
}

BUILTIN(history)
{
	const char *del = NULL;
	char fileop = 0;
	bool clear = false, print = false, store = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "cpsanrwd:"))) {
		if (c == '?')
			return 2;
		if (c == 'c') {
			clear = true;
		} else if (c == 'p') {
			print = true;
		} else if (c == 's') {
			store = true;
		} else if (c == 'd') {
			del = g.arg;
		} else if (fileop && fileop != c) {
			rt_err(sh, "history: cannot use more than one of "
				   "-anrw");
			return 1;
		} else {
			fileop = (char)c;
		}
	}
	int i = g.ind;
	if (clear) {
		fe_hist_clear();
		if (!print && !store && !fileop && !del)
			return 0;
	}
	if (print)
		return hist_print(sh, argv + i, argc - i);
	if (store)
		return i < argc ? hist_store(sh, argv + i, argc - i) : 0;
	if (del)
		return hist_delete(sh, del);
	if (fileop)
		return hist_file(sh, fileop, i < argc ? argv[i] : NULL);
	if (argc - i > 1) {
		rt_err(sh, "history: too many arguments");
		return 1;
	}
	size_t n, from = 0;
	fe_hist_entries(&n);
	if (i < argc) {
		if (!is_number(argv[i])) {
			rt_err(sh, "history: %s: numeric argument required",
			       argv[i]);
			return 1;
		}
		long k = strtol(argv[i], NULL, 10);
		if (k >= 0 && (size_t)k < n)
			from = n - (size_t)k;
	}
	hist_list(sh, from);
	return rt_builtin_flush(sh, "history", 0);
}
