/*
 * jobs.c (builtins) - wait, jobs, fg, bg and disown.
 *
 * The job table lives in runtime/jobs.c; these are thin front ends that
 * parse operands and resolve job IDs with rt_job_find (which prints
 * "NAME: %X: no such job").  Conventions:
 *  - wait returns the status of its last operand: 127 for an unknown
 *    pid (silently, as dash) or job, 128+N when trapped signal N
 *    interrupts it (the trap then runs at the next safe point), otherwise
 *    the child's status.  -n returns the oldest finished job not yet
 *    waited for, else the next to finish (rt_job_wait_next), 127 when
 *    there is none; -p VAR receives the pid waited for (VAR is unset
 *    first); -f is accepted (wait already waits for termination).
 *  - fg and bg need job control (set -m with a terminal); without it they
 *    fail with "NAME: no job control", status 1, as bash does.
 *  - jobs prints bash's format; -l adds pids, -p prints only pids.
 *  - disown [-ahr] [job ...] follows bash: without operands the current
 *    job, -a all, -r running ones, -h keeps the job but marks it.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../exec.h"
#include "../jobs.h"
#include "../options.h"
#include "../output.h"
#include "../trap.h"
#include "../var.h"
#include "table.h"

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

/* wait's STATUS, after -p's VAR (when given) got PID (when one was
 * waited for); 1 when VAR cannot be assigned. */
static int wait_result(struct shell *sh, const char *var, pid_t pid, int status)
{
	if (!var || pid <= 0)
		return status;
	char buf[24];
	snprintf(buf, sizeof buf, "%ld", (long)pid);
	return rt_var_set(sh, var, buf, 0) < 0 ? 1 : status;
}

/* The job a `wait -n` operand names; NULL (reported) when none. */
static struct job *wait_next_operand(struct shell *sh, const char *arg)
{
	pid_t pid;
	if (arg[0] == '%')
		return rt_job_find(sh, arg, "wait");
	struct job *j = parse_pid(arg, &pid) ? rt_job_by_pid(sh, pid) : NULL;
	if (!j)
		rt_err(sh, "wait: %s: no such job", arg);
	return j;
}

/* wait -n [id ...]: the first of the named (or of all) running jobs to
 * finish; VAR (-p) gets its pid. */
static int wait_next(struct shell *sh, int argc, char **argv, int i,
		     const char *var)
{
	struct job **only = NULL;
	size_t n = 0;
	if (i < argc) {
		only = xcalloc((size_t)(argc - i), sizeof *only);
		for (; i < argc; i++) {
			struct job *j = wait_next_operand(sh, argv[i]);
			if (j)
				only[n++] = j;
		}
	}
	pid_t which = 0;
	int status = only && !n ? 127 : rt_job_wait_next(sh, only, n, &which);
	free(only);
	return wait_result(sh, var, which, status);
}

BUILTIN(wait)
{
	int status = 0;
	int i = 1;
	bool next = false;
	const char *var = NULL; /* -p VAR: the pid waited for */
	/* an interactive shell notes what ended at once (bash), not only
	 * before the next prompt */
	if (sh->interactive)
		sh->jobs_notify = true;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	/* -f waits for termination, which is what wait does here even
	 * under job control */
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "nfp:")))
		if (c == '?')
			return 2;
		else if (c == 'n')
			next = true;
		else if (c == 'p')
			var = g.arg;
	i = g.ind;
	if (var && !rt_valid_name(var)) {
		rt_err(sh, "wait: `%s': not a valid identifier", var);
		return 1;
	}
	struct var *pv = var ? rt_var_find(sh, var) : NULL;
	if (pv && (pv->flags & VF_READONLY)) {
		rt_err(sh, "wait: %s: cannot unset: readonly variable", var);
		return 1;
	}
	if (var && rt_var_unset(sh, var) < 0)
		return 1;
	if (next)
		return wait_next(sh, argc, argv, i, var);
	if (i == argc)
		return rt_job_wait_all(sh);
	pid_t last = 0;
	for (; i < argc; i++) {
		pid_t pid;
		if (argv[i][0] == '%') {
			struct job *j = rt_job_find(sh, argv[i], "wait");
			last = j ? rt_job_last_pid(j) : 0;
			status = j ? rt_job_wait_job(sh, j) : 127;
		} else if (!parse_pid(argv[i], &pid)) {
			rt_err(sh, "wait: `%s': not a pid or valid job spec",
			       argv[i]);
			status = 1;
			last = 0;
			if (isdigit((unsigned char)argv[i][0]))
				break; /* bash gives up on a bad number */
		} else {
			status = rt_job_wait(sh, pid);
			last = pid;
			if (status < 0) { /* bash; dash is silent */
				rt_err(sh,
				       "wait: pid %ld is not a child of this "
				       "shell",
				       (long)pid);
				status = 127;
				last = 0;
			}
		}
		if (status > 128 && rt_trap_pending_sig(sh))
			break; /* interrupted: the trap runs now */
	}
	return wait_result(sh, var, last, status);
}

/* Parses single-letter options from LETTERS; returns the index of the
 * first operand, or -1 after a usage message. */
static int parse_opts(struct shell *sh, int argc, char **argv,
		      const char *letters, char *seen)
{
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, letters)))
		if (c == '?')
			return -1;
		else
			seen[strchr(letters, c) - letters] = (char)c;
	return g.ind;
}

/* jobs -x: ARGV with each operand that names a job replaced by that job's
 * process group (the shell's own without job control), run as a command.
 * An operand that names no job stays as it is, silently; an ambiguous
 * one is reported and stays too, as bash does. */
static int jobs_exec(struct shell *sh, int argc, char **argv)
{
	if (!argc)
		return 0;
	struct strvec args = { 0 };
	for (int i = 0; i < argc; i++) {
		struct job *j = NULL;
		if (argv[i][0] == '%')
			j = rt_job_find(sh, argv[i], NULL);
		if (!j) {
			sv_pushdup(&args, argv[i]);
			continue;
		}
		char num[24];
		snprintf(num, sizeof num, "%ld", (long)rt_job_pgid(j));
		sv_pushdup(&args, num);
	}
	sv_push(&args, NULL);
	int status = rt_run_argv(sh, args.v, 0);
	sv_free(&args);
	return status;
}

BUILTIN(jobs)
{
	char seen[7] = { 0 };
	int i = parse_opts(sh, argc, argv, "lpnrsx", seen);
	if (i < 0)
		return 2;
	int mode = seen[1] ? 'p' : seen[0] ? 'l' : 0;
	/* -n, -r, -s filter the list (the last given wins, as in bash); -x
	 * after -l or -p is refused, before them it wins */
	int which = 0, form = 0;
	for (int k = 1; k < i; k++)
		for (const char *c = argv[k] + 1; *c && argv[k][0] == '-'; c++)
			if (*c == 'n' || *c == 'r' || *c == 's') {
				which = *c;
			} else if (*c == 'l' || *c == 'p') {
				form = *c;
			} else if (*c == 'x' && form) {
				rt_err(sh, "jobs: no other options allowed "
					   "with `-x'");
				return 1;
			}
	if (seen[5])
		return jobs_exec(sh, argc - i, argv + i);
	rt_jobs_exit_seen(sh); /* an exit refused before may now go */
	if (i == argc)
		return rt_job_list(sh, NULL, mode, which);
	int status = 0;
	for (; i < argc; i++) {
		struct job *j = rt_job_find(sh, argv[i], "jobs");
		if (!j)
			status = 1;
		else
			status |= rt_job_list(sh, j, mode, which);
	}
	return status;
}

/* The job an fg/bg/disown operand names (the current job by default). */
static struct job *operand_job(struct shell *sh, int argc, char **argv, int i)
{
	if (i < argc)
		return rt_job_find(sh, argv[i], argv[0]);
	return rt_job_find(sh, "", argv[0]); /* "current" */
}

static int no_job_control(struct shell *sh, const char *name)
{
	rt_err(sh, "%s: no job control", name);
	return 1;
}

BUILTIN(fg)
{
	if (!sh->job_control || !(sh->opts & OPT_MONITOR))
		return no_job_control(sh, argv[0]);
	int i = argc > 1 && !strcmp(argv[1], "--") ? 2 : 1;
	struct job *j = operand_job(sh, argc, argv, i);
	if (!j)
		return 1;
	return rt_job_fg(sh, j);
}

BUILTIN(bg)
{
	if (!sh->job_control || !(sh->opts & OPT_MONITOR))
		return no_job_control(sh, argv[0]);
	int i = argc > 1 && !strcmp(argv[1], "--") ? 2 : 1;
	if (i == argc) {
		struct job *j = operand_job(sh, argc, argv, i);
		return j ? rt_job_bg(sh, j) : 1;
	}
	int status = 0;
	for (; i < argc; i++) {
		struct job *j = rt_job_find(sh, argv[i], argv[0]);
		if (!j)
			status = 1;
		else
			rt_job_bg(sh, j);
	}
	return status;
}

/* suspend [-f]: the shell stops itself (SIGSTOP) until its parent
 * continues it; only under job control and not as a login shell, unless
 * -f. */
BUILTIN(suspend)
{
	char seen[1] = { 0 };
	int i = parse_opts(sh, argc, argv, "f", seen);
	if (i < 0)
		return 2;
	if (i < argc) {
		rt_err(sh, "suspend: too many arguments");
		return 1;
	}
	bool force = seen[0];
	if (!force && !rt_jobs_active(sh)) {
		rt_err(sh, "suspend: cannot suspend: no job control");
		return 1;
	}
	if (!force && sh->login) {
		rt_err(sh, "suspend: cannot suspend a login shell");
		return 1;
	}
	rt_out_flush_all(sh);
	rt_jobs_suspend(sh);
	return 0;
}

BUILTIN(disown)
{
	char seen[4] = { 0 };
	int i = parse_opts(sh, argc, argv, "ahr", seen);
	if (i < 0)
		return 2;
	bool all = seen[0], nohup = seen[1], running = seen[2];
	if (i == argc && (all || running)) {
		rt_job_disown_all(sh, running, nohup);
		return 0;
	}
	if (i == argc) {
		struct job *j = rt_job_find(sh, "", "disown");
		if (!j)
			return 1;
		rt_job_disown(sh, j, nohup);
		return 0;
	}
	int status = 0;
	for (; i < argc; i++) {
		struct job *j = rt_job_find(sh, argv[i], "disown");
		if (!j)
			status = 1;
		else
			rt_job_disown(sh, j, nohup);
	}
	return status;
}
