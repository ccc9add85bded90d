/*
 * jobs.c - the table of asynchronous children.
 *
 * For now a job is one background process (job control, process groups and
 * stopped jobs come with the job-control work).  Finished children are
 * reaped lazily (WNOHANG) when a new job is added, and `wait PID` finds
 * their status in the table even after that, as POSIX requires for the
 * most recent asynchronous lists.
 */
#include <errno.h>
#include <stdlib.h>
#include <sys/wait.h>

#include "exec.h"

struct job {
	struct job *next;
	pid_t pid;
	int status;
	bool done;
};

static void reap(struct shell *sh)
{
	for (struct job *j = sh->jobs; j; j = j->next) {
		int ws;
		if (!j->done && waitpid(j->pid, &ws, WNOHANG) == j->pid) {
			j->done = true;
			j->status = rt_wait_status(ws);
		}
	}
}

void rt_job_add(struct shell *sh, pid_t pid)
{
	reap(sh);
	/* forget finished jobs beyond the newest 64 */
	int n = 0;
	for (struct job **pp = &sh->jobs; *pp;) {
		struct job *j = *pp;
		if (++n > 64 && j->done) {
			*pp = j->next;
			free(j);
		} else {
			pp = &j->next;
		}
	}
	struct job *j = xcalloc(1, sizeof *j);
	j->pid = pid;
	j->next = sh->jobs;
	sh->jobs = j;
}

static struct job *find(struct shell *sh, pid_t pid)
{
	for (struct job *j = sh->jobs; j; j = j->next)
		if (j->pid == pid)
			return j;
	return NULL;
}

static void forget(struct shell *sh, struct job *dead)
{
	for (struct job **pp = &sh->jobs; *pp; pp = &(*pp)->next) {
		if (*pp == dead) {
			*pp = dead->next;
			free(dead);
			return;
		}
	}
}

int rt_job_wait(struct shell *sh, pid_t pid)
{
	struct job *j = find(sh, pid);
	if (!j)
		return 127;
	while (!j->done) {
		int ws;
		pid_t r = waitpid(pid, &ws, 0);
		if (r == pid) {
			j->done = true;
			j->status = rt_wait_status(ws);
		} else if (r < 0 && errno == EINTR) {
			if (rt_pending_signal)
				return 128 + SIGINT; /* interrupted by a trap */
		} else {
			j->done = true;
			j->status = 127;
		}
	}
	int st = j->status;
	forget(sh, j);
	return st;
}

int rt_job_wait_all(struct shell *sh)
{
	while (sh->jobs) {
		struct job *j = sh->jobs;
		int st = rt_job_wait(sh, j->pid);
		if (st > 128 && rt_pending_signal && find(sh, j->pid))
			return st;
	}
	return 0;
}

void rt_jobs_free(struct shell *sh)
{
	while (sh->jobs) {
		struct job *j = sh->jobs;
		sh->jobs = j->next;
		free(j);
	}
}
