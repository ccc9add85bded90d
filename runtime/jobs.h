/*
 * jobs.h - the job table, process groups and the terminal (jobs.c,
 * builtins/jobs.c, builtins/kill.c).
 *
 * Invariants:
 *  - While job control is active (sh->job_control) the shell leads its own
 *    process group and owns the terminal whenever no foreground job runs:
 *    every path that gives a job the terminal takes it back.
 */
#ifndef QUIRL_JOBS_H
#define QUIRL_JOBS_H

#include <stdbool.h>
#include <sys/types.h>

struct shell;
struct job;
struct node;

/* jobs.c: the job table, process groups and the terminal. */
/* Starts job control if set -m asks for it and a terminal is there;
 * returns sh->job_control. */
bool rt_jobs_control(struct shell *sh);
/* Whether job control is active: started (sh->job_control) and set -m
 * still on. */
bool rt_jobs_active(const struct shell *sh);
/* An interactive shell's start: job control (set -m) on when there is a
 * terminal, else off, $- without m; returns sh->job_control. */
bool rt_jobs_start_interactive(struct shell *sh);
/* A new job for the pipeline/list N (its text is shown by jobs); bg
 * says asynchronous.  Processes join it through sh->fork_job + rt_fork
 * or rt_job_add_proc. */
struct job *rt_job_new(struct shell *sh, const struct node *n, bool bg);
struct job *rt_job_new_text(struct shell *sh, const char *text, bool bg);
/* A job for a process substitution: waited for by `wait` and `wait $!`
 * but without a job number, so never listed or reported (bash). */
struct job *rt_job_new_hidden(struct shell *sh);
void rt_job_add_proc(struct shell *sh, struct job *j, pid_t pid);
/* Under job control: moves PID (0: the calling child itself) into J's
 * process group, which the first process founds, and gives a foreground
 * job the terminal.  Parent and child both call it. */
void rt_job_place(struct shell *sh, struct job *j, pid_t pid);
/* The terminal's fd while job control is active, else -1. */
int rt_jobs_tty(struct shell *sh);
int rt_job_id(const struct job *j); /* %n; 0 for a foreground job */
/* Waits for the foreground job J and returns the status of its last
 * process; statuses[i] (when non-NULL) receives each process's status,
 * for pipefail.  A job that stops becomes a stopped job (status
 * 128+sig) and is announced; a finished one is freed. */
int rt_job_wait_fg(struct shell *sh, struct job *j, int *statuses);
/* The job with pid as a process, or NULL. */
struct job *rt_job_by_pid(struct shell *sh, pid_t pid);
/* Compatibility: an asynchronous job of one process. */
void rt_job_add(struct shell *sh, pid_t pid);
/* Waits for pid; returns the shell status (128+sig for signals), -1
 * when pid is not a known child, 128+N when trapped signal N arrives. */
int rt_job_wait(struct shell *sh, pid_t pid);
/* Whether child PID is still running (reaps without blocking first). */
bool rt_job_running(struct shell *sh, pid_t pid);
int rt_job_wait_all(struct shell *sh);
/* The pid of J's last process ($! when it was started); 0 if none. */
pid_t rt_job_last_pid(const struct job *j);
/* J's process group; the shell's own without job control (jobs -x). */
pid_t rt_job_pgid(const struct job *j);
/* `wait -n`: the oldest of the jobs (the N jobs in ONLY, or every
 * background job when ONLY is NULL) that finished and were not waited for
 * yet, else waits for the first of them to finish; returns its status
 * and sets *which to the pid of its last process.  127 when there is no
 * such job; 128+N when trapped signal N interrupts it. */
int rt_job_wait_next(struct shell *sh, struct job *const *only, size_t n,
		     pid_t *which);
/* Job IDs and the job-control utilities (builtins/jobs.c, kill.c):
 * rt_job_find prints "WHO: SPEC: no such job" and returns NULL (WHO
 * NULL: jobs -x's lookup, silent but for an ambiguous SPEC); list
 * mode is 0, 'l' or 'p', and WHICH 0 (all), 'r' (running), 's' (stopped)
 * or 'n' (changed since last reported); rt_job_wait_job returns 128+N
 * when trapped signal N interrupts it. */
struct job *rt_job_find(struct shell *sh, const char *spec, const char *who);
int rt_job_list(struct shell *sh, struct job *only, int mode, int which);
int rt_job_kill(struct shell *sh, struct job *j, int sig);
int rt_job_fg(struct shell *sh, struct job *j);
int rt_job_bg(struct shell *sh, struct job *j);
int rt_job_wait_job(struct shell *sh, struct job *j);
void rt_job_disown(struct shell *sh, struct job *j, bool nohup);
void rt_job_disown_all(struct shell *sh, bool running_only, bool nohup);
/* An interactive shell asked to leave (exit, end of input): whether it
 * may leave now.  With stopped jobs (or
 * running ones under shopt checkjobs, which also lists them) it prints
 * "There are stopped jobs." (or "running") and returns false, once: a
 * second attempt right after it (at the same or the next command; `jobs`
 * in between does not count, rt_jobs_exit_seen) returns true.  EOF says
 * the attempt is an end of input read at the prompt, which, unlike the
 * exit builtin, is no command: the next command is then the one that
 * may leave, and any other command in between asks again.  True at once
 * in other shells. */
bool rt_jobs_may_exit(struct shell *sh, bool eof);
/* The `jobs` builtin ran: an exit refused just before it may now go. */
void rt_jobs_exit_seen(struct shell *sh);
/* An interactive shell with job control leaves: HANGUP (SIGHUP received,
 * or huponexit in a login shell) sends SIGHUP to the jobs not marked by
 * disown -h; stopped jobs get SIGTERM and SIGCONT (bash). */
void rt_jobs_leave(struct shell *sh, bool hangup);
/* In a forked child (rt_fork): the parent's jobs stay listable but are
 * not waited for; job control is off.  rt_jobs_reap, in the parent just
 * before, collects what changed, so that the child lists the jobs as
 * they are (jobs | sed: bash's SIGCHLD handler has them up to date). */
void rt_jobs_child(struct shell *sh);
void rt_jobs_reap(struct shell *sh);
/* After a foreground job (sh->jobs_notify, set when it was waited for),
 * once its redirections are undone: a script reports the background jobs
 * that a signal killed meanwhile, as bash does. */
void rt_jobs_script_notify(struct shell *sh);
/* shopt checkwinsize (on by default): LINES and COLUMNS take the size of
 * the terminal (the job-control one, else standard error's), when they
 * differ; called after each foreground job, and by the interactive front
 * end at start and on SIGWINCH.  Nothing without a terminal. */
void rt_jobs_winsize(struct shell *sh);
/* Writes the report of a foreground job killed by a signal that waited
 * in sh->report (sh->report_defer) while a command's redirections were
 * in place. */
void rt_jobs_report_flush(struct shell *sh);
/* LINES=ROWS and COLUMNS=COLS, readonly ones left alone (also the line
 * editor's, which follows the window whatever checkwinsize says). */
void rt_jobs_size_vars(struct shell *sh, unsigned rows, unsigned cols);
/* The jobs not finished, running or stopped (the prompt's \j). */
int rt_jobs_count(struct shell *sh);
/* compgen -A job, running ('r') or stopped ('s'): the first word of each
 * unfinished job's command that starts with PREFIX, the highest job
 * number first, duplicates kept, as bash lists them. */
struct strvec;
void rt_jobs_names(struct shell *sh, char which, const char *prefix,
		   struct strvec *out);
/* Prints notices of finished and stopped jobs (interactive shells call
 * it before each prompt; set -b also at safe points). */
void rt_jobs_notify(struct shell *sh);
/* suspend: gives the terminal back to the process group the shell came
 * from and stops the shell; once continued, takes the terminal again. */
void rt_jobs_suspend(struct shell *sh);
/* The shell takes its terminal back, as after a foreground job: for a
 * child that was given the terminal but failed before it could run (its
 * execve failed), whom no wait hands it back from. */
void rt_jobs_take_tty(struct shell *sh);
/* Under job control, the shell found its terminal owned by another
 * process group (a read of it gave EIO, or a prompt is due): takes it
 * back and returns true.  False when the shell owns it already or it is
 * no terminal any more (hung up), so that a caller that retries a read
 * after true cannot loop. */
bool rt_jobs_tty_reclaim(struct shell *sh);

#endif
