/*
 * times.c - the times special builtin: user and system CPU time of the
 * shell, then of its waited-for children, in bash's "0m0.004s" form.
 * getrusage gives microseconds where times(2) would round to clock ticks.
 */
#include <errno.h>
#include <string.h>
#include <sys/resource.h>

#include "builtins.h"
#include "../error.h"
#include "../output.h"
#include "table.h"

static void tm_add(struct strbuf *sb, const struct timeval *tv, char sep)
{
	long min = (long)(tv->tv_sec / 60);
	double sec = (double)(tv->tv_sec % 60) + (double)tv->tv_usec / 1e6;
	sb_addf(sb, "%ldm%.3fs%c", min, sec, sep);
}

BUILTIN(times)
{
	if (rt_builtin_no_options(sh, argc, argv) < 0)
		return rt_error(sh, RT_E_SPECIAL, 2);
	struct rusage self, kids;
	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &kids);
	struct strbuf sb;
	sb_init(&sb);
	tm_add(&sb, &self.ru_utime, ' ');
	tm_add(&sb, &self.ru_stime, '\n');
	tm_add(&sb, &kids.ru_utime, ' ');
	tm_add(&sb, &kids.ru_stime, '\n');
	int r = rt_out_write(sh, 1, sb.buf, sb.len);
	sb_free(&sb);
	if (r < 0) {
		rt_err(sh, "times: write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}
