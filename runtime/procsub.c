/*
 * procsub.c - process substitution (see procsub.h for the design).
 *
 * Invariants:
 *  - The shell's end of each pipe is a descriptor without close-on-exec
 *    (a program must be able to open /dev/fd/N), numbered from 63
 *    downwards as bash numbers them, and listed in sh->procsub_fds until
 *    the command that expanded it ends (rt_procsub_release).
 *  - The child is a process of a job without a number: `wait $!` and
 *    `wait` find it, `jobs` never lists it, and the job table reaps it.
 *  - The child closes the shell's ends of the other substitutions, so a
 *    reader of >(list) sees end of file as soon as the shell and the
 *    command that was given the path close theirs.
 */
#define _GNU_SOURCE
#include "procsub.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "exec.h"
#include "redir.h"
#include "error.h"
#include "jobs.h"
#include "output.h"

int rt_procsub_open(struct shell *sh, const struct node *body, bool write,
		    struct strbuf *out)
{
	int p[2];
	if (rt_pipe(p) < 0) {
		rt_err(sh, "pipe: %s", strerror(errno));
		return -1;
	}
	sh->fork_job = rt_job_new_hidden(sh);
	pid_t pid = rt_fork(sh);
	sh->fork_job = NULL;
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (pid == 0) {
		for (size_t i = 0; i < sh->procsub_fds.n; i++)
			close(sh->procsub_fds.v[i]);
		sh->procsub_fds.n = 0;
		rt_coproc_child(sh);
		dup2(write ? p[0] : p[1], write ? 0 : 1);
		close(p[0]);
		close(p[1]);
		rt_subshell_level_up(sh);
		rt_eval_list(sh, body, EV_EXIT);
		rt_child_exit(sh, rt_final_status(sh));
	}
	close(write ? p[0] : p[1]);
	int fd = rt_fd_move_top(write ? p[1] : p[0], 64, false);
	sh->last_bg = pid;
	if (fd < 0) {
		rt_err(sh, "process substitution: %s", strerror(errno));
		return -1;
	}
	VEC_PUSH(sh->procsub_fds, fd);
	sb_addf(out, "/dev/fd/%d", fd);
	return 0;
}

void rt_procsub_release_to(struct shell *sh, size_t mark)
{
	if (sh->procsub_fds.n > mark)
		rt_out_flush_all(sh); /* output may be headed into one */
	while (sh->procsub_fds.n > mark)
		close(sh->procsub_fds.v[--sh->procsub_fds.n]);
}
