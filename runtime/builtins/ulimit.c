/*
 * ulimit.c - the ulimit utility (POSIX XCU ulimit, with the resource
 * options of bash).
 *
 * Units: -f counts 512-byte blocks as POSIX requires; the other sizes count
 * 1024 bytes; -t is seconds; -n and -u are plain counts.  Without -H or -S
 * a new value sets both limits and a query shows the soft limit.  Without
 * a resource option the resource is -f.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

struct ul_res {
	char opt;
	int res;
	rlim_t unit;
	const char *desc, *unitname;
};

static const struct ul_res ul_table[] = {
	{ 'c', RLIMIT_CORE, 1024, "core file size", "blocks" },
	{ 'd', RLIMIT_DATA, 1024, "data seg size", "kbytes" },
	{ 'f', RLIMIT_FSIZE, 512, "file size", "blocks" },
	{ 'l', RLIMIT_MEMLOCK, 1024, "max locked memory", "kbytes" },
	{ 'm', RLIMIT_RSS, 1024, "max memory size", "kbytes" },
	{ 'n', RLIMIT_NOFILE, 1, "open files", "" },
	{ 's', RLIMIT_STACK, 1024, "stack size", "kbytes" },
	{ 't', RLIMIT_CPU, 1, "cpu time", "seconds" },
	{ 'u', RLIMIT_NPROC, 1, "max user processes", "" },
	{ 'v', RLIMIT_AS, 1024, "virtual memory", "kbytes" },
	{ 0, 0, 0, NULL, NULL },
};

static const struct ul_res *ul_find(char c)
{
	for (const struct ul_res *r = ul_table; r->opt; r++)
		if (r->opt == c)
			return r;
	return NULL;
}

static void ul_value(struct strbuf *sb, const struct ul_res *r, bool hard)
{
	struct rlimit rl;
	if (getrlimit(r->res, &rl) < 0) {
		sb_adds(sb, "error\n");
		return;
	}
	rlim_t v = hard ? rl.rlim_max : rl.rlim_cur;
	if (v == RLIM_INFINITY)
		sb_adds(sb, "unlimited\n");
	else
		sb_addf(sb, "%llu\n", (unsigned long long)(v / r->unit));
}

static int ul_print(struct shell *sh, const struct ul_res *only, bool hard)
{
	struct strbuf sb;
	sb_init(&sb);
	for (const struct ul_res *r = only ? only : ul_table; r->opt; r++) {
		if (!only) {
			char head[64];
			snprintf(head, sizeof head, "(%s%s-%c)", r->unitname,
				 *r->unitname ? ", " : "", r->opt);
			sb_addf(&sb, "%-20s %-16s ", r->desc, head);
		}
		ul_value(&sb, r, hard);
		if (only)
			break;
	}
	int rc = rt_out_write(sh, 1, sb.buf, sb.len);
	sb_free(&sb);
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
		    n > (unsigned long long)(RLIM_INFINITY - 1) / r->unit) {
			rt_err(sh, "ulimit: %s: invalid number", val);
			return 1;
		}
		v = (rlim_t)n * r->unit;
	}
	struct rlimit rl;
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
	const struct ul_res *res = NULL;
	int i = 1;
	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		for (const char *p = argv[i] + 1; *p; p++) {
			if (*p == 'H')
				hard = true;
			else if (*p == 'S')
				soft = true;
			else if (*p == 'a')
				all = true;
			else if (!(res = ul_find(*p))) {
				rt_err(sh, "ulimit: -%c: invalid option", *p);
				return rt_builtin_usage(
					sh, rt_builtin_find("ulimit"));
			}
		}
	}
	if (argc - i > 1 || (all && i < argc))
		return rt_builtin_usage(sh, rt_builtin_find("ulimit"));
	if (all)
		return ul_print(sh, NULL, hard && !soft);
	if (!res)
		res = ul_find('f');
	if (i == argc)
		return ul_print(sh, res, hard && !soft);
	if (!hard && !soft)
		hard = soft = true;
	return ul_set(sh, res, argv[i], hard, soft);
}
