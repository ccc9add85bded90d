/*
 * jobs.c (builtins) - wait, and the job-control utilities jobs, fg and bg.
 *
 * Until job control exists (runtime/jobs.c tracks background children
 * only), jobs lists nothing, fg and bg fail with "fg: no job control"
 * (bash's wording, status 1) and job IDs ("%1") name no job: "wait: %1: no
 * such job", status 127.  wait returns the status of the last operand;
 * rt_job_wait gives 127 for a pid that is not a child of this shell and
 * 128+N when a trapped signal interrupts the wait.
 */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"

/* A pid operand: decimal digits only, positive, fits pid_t. */
static bool parse_pid(const char *s, pid_t *out)
{
	long long v = 0;
	if (!*s)
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > 99999999)
			return false;
		v = v * 10 + (*s - '0');
	}
	*out = (pid_t)v;
	return v > 0;
}

BUILTIN(wait)
{
	int status = 0;
	int i = 1;
	if (i < argc && !strcmp(argv[i], "--"))
		i++;
	if (i == argc)
		return rt_job_wait_all(sh);
	for (; i < argc; i++) {
		pid_t pid;
		if (argv[i][0] == '%') {
			rt_err(sh, "wait: %s: no such job", argv[i]);
			status = 127;
		} else if (!parse_pid(argv[i], &pid)) {
			rt_err(sh, "wait: %s: not a pid or valid job spec",
			       argv[i]);
			status = 2;
		} else {
			status = rt_job_wait(sh, pid);
		}
	}
	return status;
}

BUILTIN(jobs)
{
	(void)sh;
	(void)argc;
	(void)argv;
	return 0;
}

static int no_job_control(struct shell *sh, const char *name)
{
	rt_err(sh, "%s: no job control", name);
	return 1;
}

BUILTIN(fg)
{
	(void)argc;
	return no_job_control(sh, argv[0]);
}

BUILTIN(bg)
{
	(void)argc;
	return no_job_control(sh, argv[0]);
}
