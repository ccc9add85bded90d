/*
 * ulimit.c - the ulimit utility (POSIX XCU ulimit, with the resource
 * options bash has on Linux).
 *
 * Units: -c and -f count 1024-byte blocks, 512-byte ones in posix mode
 * (bash; POSIX wants 512 for -f); the other sizes count 1024 bytes, -q
 * bytes, -R microseconds, -t seconds, the rest are plain counts.  -p (the
 * pipe buffer, in 512-byte units) can only be read.  Without -H or -S a
 * new value sets both limits and a query shows the soft limit.  Without a
 * resource option the resource is -f.  Each resource option takes an
 * optional value, the next word unless it begins with '-' (ulimit -c 0
 * -n sets -c, then prints -n); a remaining operand is the value of the
 * last resource named.  -a, and a command naming more than one resource,
 * label each printed line as bash does.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "builtins.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "table.h"

/* RES for the pipe size, which is no resource limit */
#define UL_PIPE (-1)

struct ul_res {
	char opt;
	int res;
	rlim_t unit; /* 0: a block, 1024 bytes or 512 in posix mode */
	const char *desc, *unitname;
};

/* in bash's order for -a */
static const struct ul_res ul_table[] = {
	{ 'R', RLIMIT_RTTIME, 1, "real-time non-blocking time",
	  "microseconds" },
	{ 'c', RLIMIT_CORE, 0, "core file size", "blocks" },
	{ 'd', RLIMIT_DATA, 1024, "data seg size", "kbytes" },
	{ 'e', RLIMIT_NICE, 1, "scheduling priority", "" },
	{ 'f', RLIMIT_FSIZE, 0, "file size", "blocks" },
	{ 'i', RLIMIT_SIGPENDING, 1, "pending signals", "" },
	{ 'l', RLIMIT_MEMLOCK, 1024, "max locked memory", "kbytes" },
	{ 'm', RLIMIT_RSS, 1024, "max memory size", "kbytes" },
	{ 'n', RLIMIT_NOFILE, 1, "open files", "" },
	{ 'p', UL_PIPE, 512, "pipe size", "512 bytes" },
	{ 'q', RLIMIT_MSGQUEUE, 1, "POSIX message queues", "bytes" },
	{ 'r', RLIMIT_RTPRIO, 1, "real-time priority", "" },
	{ 's', RLIMIT_STACK, 1024, "stack size", "kbytes" },
	{ 't', RLIMIT_CPU, 1, "cpu time", "seconds" },
	{ 'u', RLIMIT_NPROC, 1, "max user processes", "" },
	{ 'v', RLIMIT_AS, 1024, "virtual memory", "kbytes" },
	{ 'x', RLIMIT_LOCKS, 1, "file locks", "" },
	{ 0, 0, 0, NULL, NULL },
};

static const struct ul_res *ul_find(char c)
{
	for (const struct ul_res *r = ul_table; r->opt; r++)
		if (r->opt == c)
			return r;
	return NULL;
}

static rlim_t ul_unit(const struct shell *sh, const struct ul_res *r)
{
	if (r->unit)
		return r->unit;
	return (sh->opts & OPT_POSIX) ? 512 : 1024;
}

static void ul_value(struct shell *sh, struct strbuf *sb,
		     const struct ul_res *r, bool hard)
{
	struct rlimit rl;
	if (r->res == UL_PIPE) {
		sb_addf(sb, "%d\n", PIPE_BUF / 512);
		return;
	}
	if (getrlimit(r->res, &rl) < 0) {
		sb_adds(sb, "error\n");
		return;
	}
	rlim_t v = hard ? rl.rlim_max : rl.rlim_cur;
	if (v == RLIM_INFINITY)
		sb_adds(sb, "unlimited\n");
	else
		sb_addf(sb, "%llu\n", (unsigned long long)(v / ul_unit(sh, r)));
}

/* One line: with LABEL, bash's "description (unit, -X) value". */
static void ul_line(struct shell *sh, struct strbuf *sb, const struct ul_res *r,
		    bool hard, bool label)
{
	if (label) {
		char head[64];
		snprintf(head, sizeof head, "(%s%s-%c) ", r->unitname,
			 *r->unitname ? ", " : "", r->opt);
		sb_addf(sb, "%-20s %20s", r->desc, head);
	}
	ul_value(sh, sb, r, hard);
}

static int ul_flush(struct shell *sh, struct strbuf *sb)
{
	int rc = rt_out_write(sh, 1, sb->buf, sb->len);
	sb_free(sb);
	if (rc < 0) {
		rt_err(sh, "ulimit: write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}

static int ul_set(struct shell *sh, const struct ul_res *r, const char *val,
		  bool hard, bool soft)
{
	rlim_t v;
	if (!strcmp(val, "unlimited")) {
		v = RLIM_INFINITY;
	} else {
		char *end;
		errno = 0;
		unsigned long long n = strtoull(val, &end, 10);
		if (!*val || *end || errno || val[0] == '-' ||
		    n > (unsigned long long)(RLIM_INFINITY - 1) /
				    ul_unit(sh, r)) {
			rt_err(sh, "ulimit: %s: invalid number", val);
			return 1;
		}
		v = (rlim_t)n * ul_unit(sh, r);
	}
	struct rlimit rl;
	if (r->res == UL_PIPE) {
		errno = EINVAL;
		goto fail;
	}
	if (getrlimit(r->res, &rl) < 0)
		goto fail;
	if (hard)
		rl.rlim_max = v;
	if (soft)
		rl.rlim_cur = v;
	if (setrlimit(r->res, &rl) == 0) {
		if (r->res == RLIMIT_STACK)
			rt_stack_limit_changed();
		return 0;
	}
fail:
	rt_err(sh, "ulimit: %s: cannot modify limit: %s", r->desc,
	       strerror(errno));
	return 1;
}

BUILTIN(ulimit)
{
	bool hard = false, soft = false, all = false;
	const struct ul_res *res[32];
	const char *val[32];
	size_t nres = 0;
	/* "HSa" and each resource letter with its optional value (bash:
	 * ulimit -c 0 -n sets -c and prints -n) */
	char spec[3 + 2 * sizeof ul_table / sizeof *ul_table + 1] = "HSa";
	char *sp = spec + 3;
	for (const struct ul_res *r = ul_table; r->opt; r++)
		*sp++ = r->opt, *sp++ = ';';
	*sp = 0;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, spec))) {
		if (c == '?')
			return 2;
		if (c == 'H' || c == 'S' || c == 'a')
			*(c == 'H' ? &hard : c == 'S' ? &soft : &all) = true;
		else if (nres < sizeof res / sizeof *res)
			val[nres] = g.arg, res[nres++] = ul_find((char)c);
	}
	int i = g.ind;
	struct strbuf sb;
	sb_init(&sb);
	if (all) { /* operands are ignored, as in bash */
		for (const struct ul_res *r = ul_table; r->opt; r++)
			ul_line(sh, &sb, r, hard && !soft, true);
		return ul_flush(sh, &sb);
	}
	if (!nres)
		val[0] = NULL, res[nres++] = ul_find('f');
	/* an operand is the value of the last resource when it has none;
	 * further operands are ignored (bash) */
	if (i < argc && !val[nres - 1])
		val[nres - 1] = argv[i];
	bool setting = false;
	for (size_t k = 0; k < nres; k++)
		setting |= val[k] != NULL;
	if (setting && !hard && !soft)
		hard = soft = true;
	int status = 0;
	for (size_t k = 0; k < nres; k++) {
		if (!val[k]) {
			ul_line(sh, &sb, res[k], hard && !soft, nres > 1);
			continue;
		}
		/* what was printed so far comes first; a failure ends the
		 * command (bash) */
		status |= ul_flush(sh, &sb);
		sb_init(&sb);
		if (ul_set(sh, res[k], val[k], hard, soft)) {
			sb_free(&sb);
			return 1;
		}
	}
	return ul_flush(sh, &sb) | status;
}
