/*
 * history.c - the fc and history built-ins over the interactive history
 * (frontend/history.c).
 *
 * fc (POSIX):
 *   fc [-r] [-e editor] [first [last]]   edit, then run the result
 *   fc -l [-nr] [first [last]]           list ("%d\t%s", -n: "\t%s")
 *   fc -s [old=new] [first]              substitute and run (also -e -)
 *  - first/last: a positive number is a history number, a negative one an
 *    offset back from the newest entry (-1: the previous command), anything
 *    else the newest command that starts with that text.
 *  - The fc command line itself, when it is the newest entry, is not part of
 *    the range.  For -s and editing it is replaced in the history by the
 *    command that gets run, which is also echoed to standard error.
 *  - Listing clamps numbers to the history; editing and -s report
 *    "fc: no command found" (status 1) when nothing matches.
 *  - The editor is -e, else $FCEDIT, else ed; it runs on a temporary file as
 *    `EDITOR FILE` through the shell, so FCEDIT may hold options.
 *
 * history [-c] [n]: bash's listing ("%5d  %s") of the last n entries
 * (all by default); -c clears the list.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtins.h"
#include "../exec.h"
#include "frontend/interactive.h"
#include "../error.h"
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
			rt_outf(sh, 1, "\t%s\n", hv->e[i].text);
		else
			rt_outf(sh, 1, "%d\t%s\n", hv->e[i].num, hv->e[i].text);
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
	if (!ed)
		ed = rt_var_get(sh, "FCEDIT");
	sb_addf(&cmd, "%s ", ed && *ed ? ed : "ed");
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
	int i = 1;
	for (;
	     i < argc && argv[i][0] == '-' && argv[i][1] && !is_number(argv[i]);
	     i++) {
		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		for (const char *c = argv[i] + 1; *c; c++) {
			if (*c == 'l')
				list = true;
			else if (*c == 'n')
				nonum = true;
			else if (*c == 'r')
				rev = true;
			else if (*c == 's')
				subst = true;
			else if (*c == 'e' && (c[1] || i + 1 < argc)) {
				ed = c[1] ? c + 1 : argv[++i];
				break;
			} else
				return rt_builtin_usage(sh,
							rt_builtin_find("fc"));
		}
	}
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

BUILTIN(history)
{
	size_t n;
	const struct fe_hist_entry *e = fe_hist_entries(&n);
	if (argc > 1 && !strcmp(argv[1], "-c")) {
		fe_hist_clear();
		return 0;
	}
	if (argc > 2 || (argc == 2 && !is_number(argv[1])))
		return rt_builtin_usage(sh, rt_builtin_find("history"));
	size_t from = 0;
	if (argc == 2) {
		long k = strtol(argv[1], NULL, 10);
		if (k >= 0 && (size_t)k < n)
			from = n - (size_t)k;
	}
	for (size_t i = from; e && i < n; i++)
		rt_outf(sh, 1, "%5d  %s\n", e[i].num, e[i].text);
	return rt_builtin_flush(sh, "history", 0);
}
