/*
 * kill.c - the kill utility (POSIX XCU kill).
 *
 * Signal names and numbers come from trap.c (rt_sig_number, rt_sig_name)
 * so that kill, trap and the exit-status decoding agree.  "-l STATUS"
 * accepts a signal number or an exit status 128+N.  Job IDs (%n, %+,
 * %-, %%, %str, %?str) are resolved by runtime/jobs.c; a job with a
 * process group of its own (job control) is signalled as a group,
 * otherwise each of its processes is.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../jobs.h"
#include "../output.h"
#include "../trap.h"
#include "table.h"
#include "../options.h"

#define KILL_MAXSIG 64

/* A signal name or number from an option; -1 after an error message. */
static int kill_sig(struct shell *sh, const char *s)
{
	if (!strcmp(s, "0"))
		return 0;
	int sig = rt_sig_number(s);
	if (sig < 0)
		rt_err(sh, "kill: %s: invalid signal specification", s);
	return sig;
}

static int kill_list(struct shell *sh, int argc, char **argv)
{
	struct strbuf sb;
	sb_init(&sb);
	int status = 0;
	if (argc == 0 && !(sh->opts & OPT_POSIX)) {
		rt_sig_table(&sb); /* bash's table */
	} else if (argc == 0) {
		for (int s = 1; s <= KILL_MAXSIG; s++)
			if (rt_sig_name(s))
				sb_addf(&sb, "%s\n", rt_sig_name(s));
	}
	for (int i = 0; i < argc; i++) {
		char *end;
		long n = strtol(argv[i], &end, 10);
		const char *name;
		char buf[32];
		if (*argv[i] && !*end) {
			if (n > 128)
				n -= 128;
			/* real-time ones too, and 0 (bash) */
			name = !n ? "EXIT"
			       : n > 0 && n <= KILL_MAXSIG
				       ? rt_sig_full_name((int)n, buf,
							  sizeof buf)
				       : NULL;
			if (name) {
				sb_addf(&sb, "%s\n", name);
				continue;
			}
		} else if ((n = rt_sig_number(argv[i])) > 0 ||
			   !strcasecmp(argv[i], "EXIT")) {
			sb_addf(&sb, "%ld\n", n > 0 ? n : 0);
			continue;
		}
		rt_err(sh, "kill: %s: invalid signal specification", argv[i]);
		status = 1;
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0) {
		rt_err(sh, "kill: write error: %s", strerror(errno));
		status = 1;
	}
	sb_free(&sb);
	return status;
}

static int kill_one(struct shell *sh, const char *arg, int sig)
{
	if (arg[0] == '%') {
		struct job *j = rt_job_find(sh, arg, "kill");
		if (!j)
			return 1;
		if (rt_job_kill(sh, j, sig) < 0) {
			rt_err(sh, "kill: %s: %s", arg, strerror(errno));
			return 1;
		}
		return 0;
	}
	char *end;
	errno = 0;
	long long pid = strtoll(arg, &end, 10);
	if (!*arg || *end || errno || pid != (pid_t)pid) {
		rt_err(sh, "kill: %s: arguments must be process or job IDs",
		       arg);
		return 1;
	}
	if (kill((pid_t)pid, sig) < 0) {
		rt_err(sh, "kill: (%s) - %s", arg, strerror(errno));
		return 1;
	}
	return 0;
}

BUILTIN(kill)
{
	int sig = SIGTERM, i = 1;
	if (i < argc && (!strcmp(argv[i], "-l") || !strcmp(argv[i], "-L")))
		return kill_list(sh, argc - 2, argv + 2);
	if (i < argc && (!strcmp(argv[i], "-s") || !strcmp(argv[i], "-n"))) {
		if (i + 1 >= argc) { /* status 1 and no usage line (bash) */
			rt_err(sh, "kill: %s: option requires an argument",
			       argv[i]);
			return 1;
		}
		if ((sig = kill_sig(sh, argv[i + 1])) < 0)
			return 1;
		i += 2;
	} else if (i < argc && argv[i][0] == '-' && argv[i][1] &&
		   strcmp(argv[i], "--")) {
		if ((sig = kill_sig(sh, argv[i] + 1)) < 0)
			return 1;
		i++;
	}
	if (i < argc && !strcmp(argv[i], "--"))
		i++;
	if (i >= argc)
		return rt_builtin_usage(sh, rt_builtin_find("kill"));
	/* other processes observe our output no later than the signal */
	rt_out_flush_all(sh);
	int status = 0;
	for (; i < argc; i++)
		status |= kill_one(sh, argv[i], sig);
	return status;
}
