/*
 * jobs.c - the job table, process groups and the controlling terminal.
 *
 * Design and invariants:
 *  - A job is a pipeline or asynchronous list: one or more processes.
 *    Every child the shell waits for is a process of some job in
 *    sh->jobs, foreground commands included, so there is exactly one
 *    place that calls waitpid and a status is never lost: `wait PID`
 *    finds a child reaped earlier because its record stays in the table
 *    until the status has been consumed (wait, jobs, a notice) or the
 *    table prunes old finished jobs.
 *  - Children are reaped per pid (waitpid(pid, WNOHANG)), never with
 *    waitpid(-1), so a child someone else forked is never stolen.
 *  - Blocking: a foreground wait blocks in waitpid (traps run after the
 *    command, as POSIX says).  The `wait` utility instead polls the
 *    self-pipe of trap.c, which every caught signal and SIGCHLD write to;
 *    it reaps, checks, and only then sleeps in poll, so a signal between
 *    the check and the sleep still wakes it (no lost wake-up).
 *  - Job control (set -m with a terminal, sh->job_control): the shell
 *    leads its own process group and owns the terminal while it runs;
 *    each job gets a process group led by its first process, and a
 *    foreground job gets the terminal.  Both parent and child call
 *    setpgid (and tcsetpgrp for the foreground), so neither order of
 *    scheduling leaves a window.  The terminal comes back to the shell
 *    and the shell's terminal modes are restored whenever a foreground
 *    job finishes or stops; a stopped job's modes are saved and given
 *    back by fg.
 *  - Job numbers: a new job gets the highest number in use plus one.  The
 *    current job (%+) is the stopped job made current most recently, or
 *    failing that the most recent job (seq orders them); %- is the next.
 *  - Inside subshells (sh->in_subshell) job control is off.  The parent's
 *    jobs stay visible there as foreign jobs (so `jobs -p` and `kill %1`
 *    work in $(...) and pipelines, as in bash) but they are not children:
 *    they are never reaped and `wait` treats them as unknown (127).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "../frontend/parser.h"
#include "exec.h"
#include "error.h"
#include "jobs.h"
#include "options.h"
#include "output.h"
#include "trap.h"
#include "var.h"

#define JOBS_KEEP_DONE 1024 /* finished, unreported jobs kept per table */
#define JOBS_KEEP_PIDS 256  /* statuses of forgotten background processes */

enum pstate { P_RUNNING, P_STOPPED, P_DONE };

struct proc {
	pid_t pid;
	enum pstate state;
	int ws; /* wait status once stopped or done */
};

struct job {
	struct job *next;
	int id;        /* %n; 0 while a foreground job runs */
	pid_t pgid;    /* its process group; 0 without job control */
	bool bg;       /* not being waited for in the foreground */
	bool changed;  /* state changed and not yet reported */
	bool reported; /* listed or announced at least once (jobs -n) */
	bool nohup;    /* disown -h */
	bool foreign;  /* inherited by a subshell: not our child */
	bool awaited;  /* among the jobs a `wait -n` waits for */
	/* its status went to `wait`; kept only for the notice */
	bool collected;
	/* kill %n signalled the job while this signal kept it stopped: the
	 * next notice (or jobs) shows it as stopped once more, as bash,
	 * which has not yet heard that it went on or died (0: no) */
	int stop_note;
	bool have_modes;
	struct termios modes; /* terminal modes saved when it stopped */
	unsigned seq;         /* larger: made current more recently */
	char *text;
	VEC(struct proc) procs;
};

struct jobctl {
	int tty;         /* terminal fd, close-on-exec, >= 10; or -1 */
	pid_t pgid;      /* the shell's process group */
	pid_t orig_pgid; /* group the shell was in at start */
	struct termios modes;
	bool have_modes;
	bool tried; /* find_tty looked for a terminal */
	unsigned seq;
	/* an exit refused because of stopped (or, with checkjobs, running)
	 * jobs, at sh->cmd_number exit_warn_num: rt_jobs_may_exit */
	bool exit_warned;
	unsigned long exit_warn_num;
	/* the statuses of the last background processes whose jobs are
	 * gone, a ring: bash answers wait PID with them (rt_job_wait) */
	struct {
		pid_t pid;
		int status;
	} gone[JOBS_KEEP_PIDS];
	unsigned ngone;
};

/* ------------------------------------------------------- job control */

/* The job-control state, made on first use. */
static struct jobctl *jobctl(struct shell *sh)
{
	if (!sh->jc) {
		sh->jc = xcalloc(1, sizeof *sh->jc);
		sh->jc->tty = -1;
	}
	return sh->jc;
}

/* Finds a terminal among fds 2, 0, 1; never /dev/tty, so a script run
 * without a terminal never takes over its caller's. */
static int find_tty(void)
{
	static const int fds[] = { 2, 0, 1 };
	for (size_t i = 0; i < 3; i++)
		if (isatty(fds[i]))
			return fcntl(fds[i], F_DUPFD_CLOEXEC, 10);
	return -1;
}

/* With a terminal the shell waits until it is in the foreground (a
 * shell started in the background stops itself, as the terminal asks),
 * then leads a process group of its own that owns the terminal.
 * Without one, job control still runs each job in a process group of
 * its own and sees it stop (bash; dash turns job control off), but the
 * shell stays in the group it was started in, so that its caller's
 * signals reach it as before.  An interactive shell starts job control
 * only with a terminal (NEED_TTY, rt_jobs_start_interactive); without
 * one it has none until set -m asks for it, and then runs it as a script
 * does (bash). */
static bool jc_start(struct shell *sh, bool need_tty)
{
	struct jobctl *jc = jobctl(sh);
	if (jc->tty < 0 && !jc->tried) {
		jc->tried = true;
		jc->tty = find_tty();
	}
	while (jc->tty >= 0) {
		pid_t fg = tcgetpgrp(jc->tty);
		if (fg < 0) {
			close(jc->tty);
			jc->tty = -1;
		} else if (fg == getpgrp()) {
			break;
		} else {
			kill(-getpgrp(), SIGTTIN);
		}
	}
	if (jc->tty < 0 && need_tty)
		return false;
	jc->orig_pgid = getpgrp();
	sh->job_control = true;
	rt_trap_jobctl_changed(sh); /* ignore TSTP/TTIN/TTOU first */
	if (jc->tty < 0) {
		jc->pgid = jc->orig_pgid;
		return true;
	}
	if (getpgrp() != getpid())
		setpgid(0, 0);
	jc->pgid = getpid();
	tcsetpgrp(jc->tty, jc->pgid);
	jc->have_modes = tcgetattr(jc->tty, &jc->modes) == 0;
	return true;
}

bool rt_jobs_control(struct shell *sh)
{
	if (!(sh->opts & OPT_MONITOR) || sh->in_subshell)
		return false;
	if (sh->job_control)
		return true;
	return jc_start(sh, false);
}

bool rt_jobs_active(const struct shell *sh)
{
	return sh->job_control && (sh->opts & OPT_MONITOR);
}

bool rt_jobs_start_interactive(struct shell *sh)
{
	sh->opts |= OPT_MONITOR;
	if (jc_start(sh, true))
		return true;
	/* bash says "no job control in this shell"; this shell is quiet */
	sh->opts &= ~OPT_MONITOR;
	return false;
}

/* Gives the terminal to PGID (the shell's own when 0). */
static void give_tty(struct shell *sh, pid_t pgid)
{
	struct jobctl *jc = sh->jc;
	if (jc && jc->tty >= 0)
		tcsetpgrp(jc->tty, pgid ? pgid : jc->pgid);
}

void rt_jobs_suspend(struct shell *sh)
{
	struct jobctl *jc = sh->job_control ? sh->jc : NULL;
	bool tty = jc && jc->tty >= 0;
	if (tty && jc->orig_pgid != jc->pgid)
		tcsetpgrp(jc->tty, jc->orig_pgid);
	kill(getpid(), SIGSTOP);
	/* continued: the parent gave the terminal to the group it knows,
	 * the one the shell came from */
	if (tty) {
		tcsetpgrp(jc->tty, jc->pgid);
		if (jc->have_modes)
			tcsetattr(jc->tty, TCSADRAIN, &jc->modes);
	}
}

void rt_jobs_take_tty(struct shell *sh)
{
	if (sh->job_control)
		give_tty(sh, 0);
}

bool rt_jobs_tty_reclaim(struct shell *sh)
{
	struct jobctl *jc = sh->job_control ? sh->jc : NULL;
	if (!jc || jc->tty < 0)
		return false;
	pid_t fg = tcgetpgrp(jc->tty);
	if (fg < 0 || fg == jc->pgid)
		return false;
	/* SIGTTOU is ignored under job control (jc_start) */
	return tcsetpgrp(jc->tty, jc->pgid) == 0;
}

/* ------------------------------------------------------------ table */

static unsigned next_seq(struct shell *sh)
{
	return ++jobctl(sh)->seq;
}

static char no_text[1]; /* the text of a job without one, not allocated */

static void drop_text(struct job *j)
{
	if (j->text != no_text)
		free(j->text);
	j->text = no_text;
}

static void job_free(struct job *j)
{
	drop_text(j);
	VEC_FREE(j->procs);
	free(j);
}

/* The record of a job just finished is kept for the next job: a loop
 * that forks every iteration ($(f), a subshell) then allocates nothing
 * for its jobs.  After a fork every heap page the shell writes costs a
 * copy-on-write fault, and chunks taken from malloc's caches land on
 * whatever pages earlier frees left them on. */
static bool job_done(const struct job *j);

/* A background job, or a process substitution (no job number), leaves
 * the table: its processes' statuses stay for wait PID, as in bash. */
static void job_forget(struct shell *sh, const struct job *j)
{
	if (!j->bg || j->foreign || !job_done(j))
		return;
	struct jobctl *jc = jobctl(sh);
	for (size_t i = 0; i < j->procs.n; i++) {
		unsigned k = jc->ngone++ % JOBS_KEEP_PIDS;
		jc->gone[k].pid = j->procs.v[i].pid;
		jc->gone[k].status = rt_wait_status(j->procs.v[i].ws);
	}
}

static void job_release(struct shell *sh, struct job *j)
{
	job_forget(sh, j);
	if (sh->job_spare) {
		job_free(j);
		return;
	}
	drop_text(j);
	j->procs.n = 0;
	sh->job_spare = j;
}

static void job_unlink(struct shell *sh, struct job *dead)
{
	for (struct job **pp = &sh->jobs; *pp; pp = &(*pp)->next) {
		if (*pp == dead) {
			*pp = dead->next;
			job_release(sh, dead);
			return;
		}
	}
}

static bool job_done(const struct job *j)
{
	for (size_t i = 0; i < j->procs.n; i++)
		if (j->procs.v[i].state != P_DONE)
			return false;
	return true;
}

static bool job_stopped(const struct job *j)
{
	bool any = false;
	for (size_t i = 0; i < j->procs.n; i++) {
		if (j->procs.v[i].state == P_RUNNING)
			return false;
		any |= j->procs.v[i].state == P_STOPPED;
	}
	return any;
}

/* The signal that stopped J. */
static int stop_signal(const struct job *j)
{
	for (size_t i = 0; i < j->procs.n; i++)
		if (j->procs.v[i].state == P_STOPPED)
			return WSTOPSIG(j->procs.v[i].ws);
	return SIGSTOP;
}

/* Drops finished jobs beyond the newest JOBS_KEEP_DONE (POSIX lets a shell
 * forget statuses once CHILD_MAX of them are remembered). */
static void prune(struct shell *sh)
{
	int n = 0;
	for (struct job **pp = &sh->jobs; *pp;) {
		struct job *j = *pp;
		if (j->bg && job_done(j) && ++n > JOBS_KEEP_DONE) {
			*pp = j->next;
			job_forget(sh, j);
			job_free(j);
		} else {
			pp = &j->next;
		}
	}
}

struct job *rt_job_new_text(struct shell *sh, const char *text, bool bg)
{
	struct job *j = sh->job_spare;
	if (j) {
		sh->job_spare = NULL;
		__typeof__(j->procs) procs = j->procs;
		memset(j, 0, sizeof *j);
		j->procs = procs;
	} else {
		j = xcalloc(1, sizeof *j);
	}
	j->text = *text ? xstrdup(text) : no_text;
	j->bg = bg;
	j->seq = next_seq(sh);
	if (bg) {
		int max = 0;
		for (struct job *o = sh->jobs; o; o = o->next)
			if (o->id > max)
				max = o->id;
		j->id = max + 1;
		prune(sh);
	}
	/* newest first: the listing walks it backwards */
	j->next = sh->jobs;
	sh->jobs = j;
	return j;
}

struct job *rt_job_new_hidden(struct shell *sh)
{
	struct job *j = rt_job_new_text(sh, "", false);
	j->bg = true; /* id 0: no job number */
	prune(sh);
	return j;
}

/* A job is named as bash names it: its command as declare -f prints it,
 * over several lines for a loop or an if, but a brace group or a subshell
 * on one line ("{ a; b; }", "( a; b )": ast_unparse_command). */
struct job *rt_job_new(struct shell *sh, const struct node *n, bool bg)
{
	struct strbuf sb;
	sb_init(&sb);
	if (n)
		ast_unparse_command(&sb, n);
	struct job *j = rt_job_new_text(sh, sb_str(&sb), bg);
	sb_free(&sb);
	return j;
}

void rt_job_add_proc(struct shell *sh, struct job *j, pid_t pid)
{
	(void)sh;
	struct proc p = { pid, P_RUNNING, 0 };
	VEC_PUSH(j->procs, p);
}

void rt_job_place(struct shell *sh, struct job *j, pid_t pid)
{
	if (!rt_jobs_active(sh) || sh->in_subshell)
		return;
	pid_t pgid = j->pgid ? j->pgid : pid ? pid : getpid();
	/* in the parent this may fail once the child has exec'd: it has
	 * joined the group itself by then */
	setpgid(pid, pgid);
	j->pgid = pgid;
	if (!j->bg)
		give_tty(sh, pgid);
}

int rt_jobs_tty(struct shell *sh)
{
	return sh->job_control && sh->jc ? sh->jc->tty : -1;
}

int rt_job_id(const struct job *j)
{
	return j->id;
}

void rt_job_add(struct shell *sh, pid_t pid)
{
	rt_job_add_proc(sh, rt_job_new_text(sh, "", true), pid);
}

struct job *rt_job_by_pid(struct shell *sh, pid_t pid)
{
	for (struct job *j = sh->jobs; j; j = j->next)
		for (size_t i = 0; i < j->procs.n; i++)
			if (j->procs.v[i].pid == pid)
				return j;
	return NULL;
}

/* In a forked child: the parent's jobs become foreign, job control and
 * the terminal descriptor are dropped. */
void rt_jobs_child(struct shell *sh)
{
	for (struct job **pp = &sh->jobs; *pp;) {
		struct job *j = *pp;
		if (!j->id) { /* a foreground job of the parent */
			*pp = j->next;
			job_free(j);
			continue;
		}
		j->foreign = true;
		pp = &j->next;
	}
	sh->fork_job = NULL;
	if (sh->jc) {
		if (sh->jc->tty >= 0)
			close(sh->jc->tty);
		free(sh->jc);
		sh->jc = NULL;
	}
	sh->job_control = false;
}

void rt_jobs_free(struct shell *sh)
{
	while (sh->jobs) {
		struct job *j = sh->jobs;
		sh->jobs = j->next;
		job_free(j);
	}
	if (sh->job_spare)
		job_free(sh->job_spare);
	sh->job_spare = NULL;
	sh->fork_job = NULL;
	struct jobctl *jc = sh->jc;
	if (!jc)
		return;
	if (jc->tty >= 0) {
		/* leaving for good: hand the terminal back to the group we
		 * came from (a forked child only drops the descriptor) */
		if (sh->job_control && !sh->in_subshell &&
		    jc->orig_pgid != jc->pgid) {
			setpgid(0, jc->orig_pgid);
			tcsetpgrp(jc->tty, jc->orig_pgid);
		}
		close(jc->tty);
	}
	free(jc);
	sh->jc = NULL;
	sh->job_control = false;
}

/* ----------------------------------------------------------- reaping */

static void record(struct job *j, struct proc *p, int ws)
{
	enum pstate st = WIFSTOPPED(ws)     ? P_STOPPED
			 : WIFCONTINUED(ws) ? P_RUNNING
					    : P_DONE;
	if (st == p->state)
		return;
	p->state = st;
	if (st != P_RUNNING)
		p->ws = ws;
	j->changed = true;
}

/* Collects every status change of every known child without blocking. */
static void reap(struct shell *sh)
{
	for (struct job *j = sh->jobs; j; j = j->next) {
		for (size_t i = 0; i < j->procs.n; i++) {
			struct proc *p = &j->procs.v[i];
			int ws;
			if (p->state == P_DONE || j->foreign)
				continue;
			pid_t r = waitpid(p->pid, &ws,
					  WNOHANG | WUNTRACED | WCONTINUED);
			if (r == p->pid)
				record(j, p, ws);
			else if (r < 0 && errno == ECHILD)
				record(j, p, 127 << 8);
			if (p->state == P_DONE)
				rt_coproc_reaped(sh, p->pid);
		}
	}
}

void rt_jobs_reap(struct shell *sh)
{
	reap(sh);
}

bool rt_job_running(struct shell *sh, pid_t pid)
{
	reap(sh);
	struct job *j = rt_job_by_pid(sh, pid);
	for (size_t i = 0; j && i < j->procs.n; i++)
		if (j->procs.v[i].pid == pid)
			return j->procs.v[i].state != P_DONE;
	return false;
}

/* The shell status of a job: that of its last process. */
static int job_status(const struct job *j)
{
	if (!j->procs.n)
		return 127;
	return rt_wait_status(j->procs.v[j->procs.n - 1].ws);
}

/* The description of a death by signal: "Killed", "Segmentation fault
 * (core dumped)". */
static void death_text(int ws, struct strbuf *sb)
{
	sb_adds(sb, strsignal(WTERMSIG(ws)));
	if (WCOREDUMP(ws))
		sb_adds(sb, " (core dumped)");
}

/* How a process ended, in the words of jobs: "Done", "Exit 3", "Killed". */
static void end_text(int ws, struct strbuf *sb)
{
	if (WIFSIGNALED(ws))
		death_text(ws, sb);
	else if (WEXITSTATUS(ws))
		sb_addf(sb, "Exit %d", WEXITSTATUS(ws));
	else
		sb_adds(sb, "Done");
}

/* ------------------------------------------------------- foreground */

/* A foreground job that died of a signal is reported as dash and bash
 * do ("Terminated"), except for SIGINT and SIGPIPE, which are expected,
 * and inside a command substitution, where bash is silent.
 * After SIGINT an interactive shell acts as if it had received the
 * signal itself (the rest of the command line is abandoned). */
/* The report of a foreground job's death by signal SIG.  dash's, and
 * bash's in posix mode: the signal's description alone.  Outside posix
 * mode bash names the command too, on one line for one process ("NAME:
 * line N:  4242 Killed                  cmd args", the command as
 * declare -f prints it); SIGTERM keeps the short form there as well, and
 * so does an interactive shell. */
/* One line of the report, now or kept for rt_jobs_report_flush. */
static void report_write(struct shell *sh, bool err, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void report_write(struct shell *sh, bool err, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	struct strbuf now;
	sb_init(&now);
	struct strbuf *sb = sh->report_defer ? &sh->report : &now;
	if (err)
		rt_verr_sb(sh, sb, fmt, ap);
	else
		sb_vaddf(sb, fmt, ap);
	va_end(ap);
	if (now.len)
		rt_out_write(sh, 2, now.buf, now.len);
	sb_free(&now);
}

void rt_jobs_report_flush(struct shell *sh)
{
	if (sh->report.len)
		rt_out_write(sh, 2, sh->report.buf, sh->report.len);
	sb_reset(&sh->report);
}

/* A pipeline whose last command died of a signal: every process with
 * its state and command, as bash lists the job. */
/* A command's text on one line, as a death report shows it. */
static void one_line(struct strbuf *sb)
{
	for (size_t i = 0; i < sb->len; i++)
		if (sb->buf[i] == '\n')
			sb->buf[i] = ' ';
}

static void report_pipeline(struct shell *sh, const struct job *j,
			    const struct node *pipe)
{
	const struct node *c = pipe->pipe.cmds;
	struct strbuf text, st;
	sb_init(&text);
	sb_init(&st);
	for (size_t i = 0; i < j->procs.n && c; i++, c = c->next) {
		int ws = j->procs.v[i].ws;
		sb_reset(&text);
		sb_reset(&st);
		ast_unparse_command(&text, c);
		one_line(&text);
		end_text(ws, &st);
		if (i == 0)
			report_write(sh, true, "%5ld %-24s%s",
				     (long)j->procs.v[i].pid, sb_str(&st),
				     sb_str(&text));
		else
			report_write(sh, false, "     %5ld %-24s| %s\n",
				     (long)j->procs.v[i].pid, sb_str(&st),
				     sb_str(&text));
	}
	sb_free(&text);
	sb_free(&st);
}

static void fg_signal_report(struct shell *sh, const struct job *j,
			     const struct proc *p, int sig)
{
	struct strbuf desc;
	sb_init(&desc);
	death_text(p->ws, &desc);
	const struct node *cmd = sh->report_cmd ? sh->report_cmd : sh->cur_cmd;
	bool pipe = cmd && cmd->kind == N_PIPE &&
		    (size_t)cmd->pipe.ncmds == j->procs.n;
	/* bash: the short form too for a signal the shell traps */
	bool trapped = sig > 0 && sig < RT_TRAP_DEBUG && sh->traps[sig];
	if ((sh->opts & OPT_POSIX) || sh->interactive || sig == SIGTERM ||
	    trapped || (j->procs.n != 1 && !pipe) || (!cmd && !*j->text)) {
		report_write(sh, false, "%s\n", sb_str(&desc));
		sb_free(&desc);
		return;
	}
	/* bash names the line it keeps while the command runs: the end
	 * of the top-level command, or the command's report_line */
	int line = sh->lineno;
	if (cmd && cmd->report_line)
		sh->lineno = cmd->report_line;
	else if (sh->report_top > 0)
		sh->lineno = sh->report_top;
	if (pipe) {
		report_pipeline(sh, j, cmd);
		sh->lineno = line;
		sb_free(&desc);
		return;
	}
	struct strbuf text;
	sb_init(&text);
	if (cmd)
		ast_unparse_command(&text, cmd);
	else
		sb_adds(&text, j->text);
	one_line(&text);
	report_write(sh, true, "%5ld %-24s%s", (long)p->pid, sb_str(&desc),
		     sb_str(&text));
	sh->lineno = line;
	sb_free(&text);
	sb_free(&desc);
}

static void print_notice(struct shell *sh, struct job *j, int fd);

/* Reports to a script the background jobs that a signal killed, as bash
 * does at its next chance (after a foreground command, or in wait):
 * "NAME: line N:  4242 Hangup                  cmd", except for SIGINT,
 * SIGTERM and SIGPIPE, which are expected, and which only job control
 * reports, as a job notice ("[1]+  Terminated              cmd").  These
 * jobs are forgotten then, reported or not, but KEEP, which the caller
 * collects.  An
 * interactive shell has rt_jobs_notify instead; a command substitution
 * is silent. */
static void script_notify(struct shell *sh, struct job *keep)
{
	if (sh->interactive || sh->in_cmdsub)
		return;
	reap(sh);
	for (;;) {
		struct job *pick = NULL;
		for (struct job *j = sh->jobs; j; j = j->next)
			if (j->id && !j->foreign && j->changed && job_done(j) &&
			    WIFSIGNALED(j->procs.v[j->procs.n - 1].ws) &&
			    (!pick || j->id < pick->id))
				pick = j;
		if (!pick)
			return;
		pick->changed = false;
		const struct proc *p = &pick->procs.v[pick->procs.n - 1];
		int sig = WTERMSIG(p->ws);
		if (sig != SIGINT && sig != SIGTERM && sig != SIGPIPE) {
			struct strbuf desc;
			sb_init(&desc);
			death_text(p->ws, &desc);
			rt_err(sh, "%5ld %-24s%s", (long)p->pid, sb_str(&desc),
			       pick->text);
			sb_free(&desc);
		} else if (rt_jobs_active(sh)) {
			print_notice(sh, pick, 2);
		}
		if (pick != keep)
			job_unlink(sh, pick);
	}
}

/* After a foreground command: a script's reports, or an interactive
 * shell's job notices, which bash prints then too, before the next
 * command of the line (not in a subshell, a command substitution or the
 * FILE of `quirl -i FILE`). */
void rt_jobs_script_notify(struct shell *sh)
{
	sh->jobs_notify = false;
	if (!sh->interactive)
		script_notify(sh, NULL);
	else if (!sh->in_subshell && !sh->in_cmdsub && !sh->reading_file)
		rt_jobs_notify(sh);
}

static void fg_interrupted(struct shell *sh, const struct job *j)
{
	if (!j->procs.n)
		return;
	const struct proc *p = &j->procs.v[j->procs.n - 1];
	if (!WIFSIGNALED(p->ws))
		return;
	int sig = WTERMSIG(p->ws);
	if (sig == SIGINT) {
		/* under job control a Ctrl-C reaches the job alone: a script
		 * takes the job's death by it as its own, as bash does */
		if (!sh->interactive && rt_jobs_active(sh) && j->pgid)
			kill(getpid(), SIGINT);
		if (!sh->interactive)
			return;
		/* a new line after the ^C, under job control only (bash) */
		if (rt_jobs_active(sh))
			rt_outs(sh, 2, "\n");
		kill(getpid(), SIGINT);
	} else if (sig != SIGPIPE && !sh->in_cmdsub &&
		   (!sh->interactive || rt_jobs_active(sh))) {
		/* an interactive shell without job control says nothing
		 * (bash) */
		fg_signal_report(sh, j, p, sig);
	}
}

/* After a foreground job: the terminal returns to the shell.  A job that
 * stopped or died of a signal may have left the terminal in any mode
 * (a full-screen editor): its modes are saved for fg and the shell's are
 * put back.  A job that exited normally meant its changes (stty), so they
 * become the shell's modes. */
static void take_tty_back(struct shell *sh, struct job *j)
{
	struct jobctl *jc = sh->jc;
	const struct proc *last = &j->procs.v[j->procs.n - 1];
	give_tty(sh, 0);
	if (jc->tty < 0)
		return;
	if (job_stopped(j)) {
		j->have_modes = tcgetattr(jc->tty, &j->modes) == 0;
	} else if (WIFEXITED(last->ws)) {
		jc->have_modes = tcgetattr(jc->tty, &jc->modes) == 0;
		return;
	}
	if (jc->have_modes)
		tcsetattr(jc->tty, TCSADRAIN, &jc->modes);
}

static int signal_job(struct job *j, int sig);

/* An interactive shell whose terminal hung up dies at its next safe
 * point, after the foreground job: that job hears the hangup now, as
 * bash passes it on, instead of keeping the shell waiting.  Looked at
 * before every wait, not only when a wait is interrupted: the hangup may
 * have come while the line was read or the job started, before the job
 * had the terminal (so the kernel told only the shell). */
static void fg_hangup(struct shell *sh, struct job *j, bool *sent)
{
	if (*sent || !sh->interactive || sh->traps[SIGHUP] ||
	    !rt_trap_is_pending(SIGHUP))
		return;
	*sent = true;
	signal_job(j, SIGHUP);
}

int rt_job_wait_fg(struct shell *sh, struct job *j, int *statuses)
{
	int opts = sh->job_control ? WUNTRACED : 0;
	bool hup_sent = false;
	/* A Ctrl-C typed while the job was being started reached the shell
	 * (the job had no terminal yet); it was meant for the job.  Once
	 * started, the job owns the terminal, so none can arrive later. */
	if (sh->job_control && j->pgid && rt_trap_is_pending(SIGINT))
		kill(-j->pgid, SIGINT);
	for (size_t i = 0; i < j->procs.n; i++) {
		struct proc *p = &j->procs.v[i];
		while (p->state == P_RUNNING) {
			int ws;
			fg_hangup(sh, j, &hup_sent);
			pid_t r = waitpid(p->pid, &ws, opts);
			if (r == p->pid)
				record(j, p, ws);
			else if (r < 0 && errno != EINTR)
				record(j, p, 127 << 8);
		}
	}
	const struct proc *last =
		j->procs.n ? &j->procs.v[j->procs.n - 1] : NULL;
	rt_trap_fg_done(sh, last && last->state == P_DONE &&
				    WIFSIGNALED(last->ws) &&
				    WTERMSIG(last->ws) == SIGINT);
	if (sh->job_control && j->pgid)
		take_tty_back(sh, j);
	if (statuses)
		for (size_t i = 0; i < j->procs.n; i++)
			statuses[i] = rt_wait_status(j->procs.v[i].ws);
	if (job_stopped(j)) {
		int sig = stop_signal(j);
		j->bg = true;
		j->seq = next_seq(sh);
		if (!j->id) {
			int max = 0;
			for (struct job *o = sh->jobs; o; o = o->next)
				if (o->id > max)
					max = o->id;
			j->id = max + 1;
		}
		/* bash says nothing when a script's job stops */
		if (sh->interactive) {
			rt_outs(sh, 2, "\n");
			print_notice(sh, j, 2);
			j->changed = false;
		}
		return 128 + sig;
	}
	int st = job_status(j);
	fg_interrupted(sh, j);
	job_unlink(sh, j);
	sh->jobs_notify = sh->jobs != NULL;
	rt_jobs_winsize(sh);
	return st;
}

/* ------------------------------------------------------------ notices */

/* The state column of jobs and notices, bash's wording: a stopped job
 * is "Stopped", or "Stopped(SIGTTIN)" with the signal's name in posix
 * mode (the forms POSIX gives for jobs), and jobs -l (LONG) describes
 * the signal as strsignal does ("Stopped (tty input)"). */
static void state_text(struct shell *sh, const struct job *j, bool lng,
		       struct strbuf *sb)
{
	const struct proc *last = &j->procs.v[j->procs.n - 1];
	if (job_stopped(j) || j->stop_note) {
		int sig = job_stopped(j) ? stop_signal(j) : j->stop_note;
		if (lng)
			sb_adds(sb, strsignal(sig));
		else if (sh->opts & OPT_POSIX)
			sb_addf(sb, "Stopped(SIG%s)", rt_sig_name(sig));
		else
			sb_adds(sb, "Stopped");
		return;
	}
	if (!job_done(j)) {
		sb_adds(sb, "Running");
		return;
	}
	end_text(last->ws, sb);
}

static int mark_sort_key(const struct job *j)
{
	return job_stopped(j) ? 1 : 0;
}

/* The current (%+) and previous (%-) jobs. */
static void current_jobs(struct shell *sh, struct job **cur, struct job **prev)
{
	*cur = *prev = NULL;
	for (struct job *j = sh->jobs; j; j = j->next) {
		if (!j->id || !j->procs.n)
			continue;
		struct job **slot = NULL;
		if (!*cur || mark_sort_key(j) > mark_sort_key(*cur) ||
		    (mark_sort_key(j) == mark_sort_key(*cur) &&
		     j->seq > (*cur)->seq)) {
			*prev = *cur;
			*cur = j;
			continue;
		}
		if (!*prev || mark_sort_key(j) > mark_sort_key(*prev) ||
		    (mark_sort_key(j) == mark_sort_key(*prev) &&
		     j->seq > (*prev)->seq))
			slot = prev;
		if (slot)
			*slot = j;
	}
}

static char job_mark(struct shell *sh, const struct job *j)
{
	struct job *cur, *prev;
	current_jobs(sh, &cur, &prev);
	return j == cur ? '+' : j == prev ? '-' : ' ';
}

/* One line: "[1]+  Stopped                 sleep 10" (with pid for -l). */
static void format_job(struct shell *sh, struct job *j, bool pids,
		       struct strbuf *out)
{
	struct strbuf st;
	sb_init(&st);
	state_text(sh, j, pids, &st);
	sb_addf(out, "[%d]%c ", j->id, job_mark(sh, j));
	if (pids)
		sb_addf(out, "%ld ", (long)j->procs.v[0].pid);
	else
		sb_addc(out, ' ');
	sb_addf(out, "%-24s%s", sb_str(&st), j->text);
	if (!job_done(j) && !job_stopped(j) && !j->stop_note)
		sb_adds(out, " &");
	sb_addc(out, '\n');
	sb_free(&st);
}

static void print_notice(struct shell *sh, struct job *j, int fd)
{
	struct strbuf sb;
	sb_init(&sb);
	format_job(sh, j, false, &sb);
	rt_out_write(sh, fd, sb.buf, sb.len);
	rt_out_flush(sh, fd);
	sb_free(&sb);
	j->reported = true;
}

void rt_jobs_notify(struct shell *sh)
{
	if (!sh->jobs)
		return;
	reap(sh);
	if (!sh->interactive || sh->reading_file)
		return;
	/* oldest first, as they were started */
	for (;;) {
		struct job *pick = NULL;
		for (struct job *j = sh->jobs; j; j = j->next)
			if (j->id && (j->changed || j->stop_note) &&
			    (!pick || j->id < pick->id))
				pick = j;
		if (!pick)
			break;
		if (pick->stop_note && job_done(pick))
			pick->stop_note = 0; /* bash: only how it ended */
		if (pick->stop_note || job_stopped(pick))
			rt_outs(sh, 2, "\n"); /* bash: before a stopped job */
		if (pick->stop_note) {
			print_notice(sh, pick, 2);
			pick->stop_note = 0; /* then what it did since */
			continue;
		}
		if (!job_done(pick) && !job_stopped(pick)) {
			pick->changed = false; /* continued: nothing to say */
			continue;
		}
		/* without job control (no terminal, set +m) finished jobs
		 * are forgotten silently, as bash does */
		if (rt_jobs_active(sh) || !job_done(pick))
			print_notice(sh, pick, 2);
		pick->changed = false;
		if (job_done(pick))
			job_unlink(sh, pick);
	}
}

/* NAME=N unless it already is (or is readonly: left alone, silently). */
static void set_size_var(struct shell *sh, const char *name, unsigned n)
{
	char buf[16];
	snprintf(buf, sizeof buf, "%u", n);
	struct var *v = rt_var_find(sh, name);
	const char *cur =
		v && !(v->flags & VF_UNSET) ? rt_var_str(sh, v) : NULL;
	if (v && (v->flags & VF_READONLY))
		return;
	if (!cur || strcmp(cur, buf))
		rt_var_set(sh, name, buf, 0);
}

void rt_jobs_winsize(struct shell *sh)
{
	struct winsize ws;
	int fd = rt_jobs_tty(sh);
	if (!(sh->shopts & SHOPT_CHECKWINSIZE))
		return;
	if (ioctl(fd >= 0 ? fd : 2, TIOCGWINSZ, &ws) < 0 || !ws.ws_col ||
	    !ws.ws_row)
		return;
	rt_jobs_size_vars(sh, ws.ws_row, ws.ws_col);
}

void rt_jobs_size_vars(struct shell *sh, unsigned rows, unsigned cols)
{
	set_size_var(sh, "LINES", rows);
	set_size_var(sh, "COLUMNS", cols);
}

int rt_jobs_count(struct shell *sh)
{
	int n = 0;
	reap(sh);
	for (struct job *j = sh->jobs; j; j = j->next)
		n += j->id && !j->foreign && !job_done(j);
	return n;
}

void rt_jobs_names(struct shell *sh, char which, const char *prefix,
		   struct strvec *out)
{
	reap(sh);
	int max = 0;
	for (struct job *j = sh->jobs; j; j = j->next)
		if (j->id > max)
			max = j->id;
	size_t pl = strlen(prefix);
	for (int id = max; id > 0; id--) {
		for (struct job *j = sh->jobs; j; j = j->next) {
			if (j->id != id || job_done(j) ||
			    (which == 'r' && job_stopped(j)) ||
			    (which == 's' && !job_stopped(j)))
				continue;
			const char *t = j->text ? j->text : "";
			size_t n = strcspn(t, " \t\n");
			if (n >= pl && !strncmp(t, prefix, pl))
				sv_push(out, xstrndup(t, n));
		}
	}
}

/* ------------------------------------------------------------- wait */

/* Sleeps until a child changes state or a signal arrives.  The caller
 * reaped and checked after the self-pipe existed, so nothing is missed. */
static void sleep_for_child(struct shell *sh)
{
	struct pollfd pf = { .fd = rt_trap_wake_fd(sh), .events = POLLIN };
	if (pf.fd < 0)
		return;
	poll(&pf, 1, -1);
	rt_trap_wake_drain();
}

/* Waits until J is done (or stopped); returns 0, or the signal number of
 * a trapped signal that interrupted the wait. */
static int wait_job(struct shell *sh, struct job *j)
{
	rt_trap_wake_fd(sh); /* the pipe exists before the first check */
	for (;;) {
		reap(sh);
		if (job_done(j) || job_stopped(j))
			return 0;
		int sig = rt_trap_pending_sig(sh);
		if (sig)
			return sig;
		sleep_for_child(sh);
	}
}

/* The status of PID, a background process whose job is gone, or -1.
 * POSIX forgets it once its status was collected; bash keeps the last
 * ones, so that a second wait PID still has it. */
static int remembered(struct shell *sh, pid_t pid)
{
	struct jobctl *jc = sh->jc;
	if (!jc || (sh->opts & OPT_POSIX))
		return -1;
	unsigned n = jc->ngone < JOBS_KEEP_PIDS ? jc->ngone : JOBS_KEEP_PIDS;
	for (unsigned i = 1; i <= n; i++) {
		unsigned k = (jc->ngone - i) % JOBS_KEEP_PIDS;
		if (jc->gone[k].pid == pid)
			return jc->gone[k].status;
	}
	return -1;
}

/* J's status has been collected by wait: it is forgotten, except that an
 * interactive shell under job control still reports it before the next
 * prompt, as bash does (rt_jobs_notify forgets it then). */
static void wait_collected(struct shell *sh, struct job *j)
{
	if (!(sh->interactive && rt_jobs_active(sh) && j->id))
		job_unlink(sh, j);
	else
		j->collected = true;
}

int rt_job_wait(struct shell *sh, pid_t pid)
{
	struct job *j = rt_job_by_pid(sh, pid);
	if (!j || j->foreign)
		return remembered(sh, pid);
	struct proc *p = NULL;
	for (size_t i = 0; i < j->procs.n; i++)
		if (j->procs.v[i].pid == pid)
			p = &j->procs.v[i];
	rt_trap_wake_fd(sh);
	for (;;) {
		reap(sh);
		if (p->state != P_RUNNING)
			break;
		int sig = rt_trap_pending_sig(sh);
		if (sig)
			return 128 + sig;
		sleep_for_child(sh);
	}
	int st = rt_wait_status(p->ws);
	script_notify(sh, j);
	if (job_done(j))
		wait_collected(sh, j);
	return st;
}

/* `wait %n`: the status of the job's last process. */
int rt_job_wait_job(struct shell *sh, struct job *j)
{
	if (j->foreign)
		return 127;
	int sig = wait_job(sh, j);
	if (sig)
		return 128 + sig;
	if (job_stopped(j)) { /* bash's wording, its function's name too */
		rt_err(sh, "warning: wait_for_job: job %d is stopped", j->id);
		return 128 + stop_signal(j);
	}
	int st = job_status(j);
	script_notify(sh, j);
	wait_collected(sh, j);
	return st;
}

pid_t rt_job_last_pid(const struct job *j)
{
	return j->procs.n ? j->procs.v[j->procs.n - 1].pid : 0;
}

pid_t rt_job_pgid(const struct job *j)
{
	return j->pgid ? j->pgid : getpgrp();
}

/* A job `wait -n` can wait for: one of ours, not stopped (finished
 * ones not yet waited for count, as in a bash script). */
static bool wait_next_candidate(const struct job *j)
{
	return !j->foreign && !j->collected && !job_stopped(j);
}

int rt_job_wait_next(struct shell *sh, struct job *const *only, size_t n,
		     pid_t *which)
{
	reap(sh);
	bool any = false;
	for (struct job *j = sh->jobs; j; j = j->next) {
		j->awaited = false;
		if (!only && j->bg && wait_next_candidate(j))
			j->awaited = any = true;
	}
	for (size_t i = 0; i < n; i++)
		if (wait_next_candidate(only[i]))
			only[i]->awaited = any = true;
	if (!any)
		return 127;
	rt_trap_wake_fd(sh);
	for (;;) {
		reap(sh);
		/* the oldest of those that are done */
		struct job *pick = NULL;
		for (struct job *j = sh->jobs; j; j = j->next)
			if (j->awaited && job_done(j) &&
			    (!pick || j->id < pick->id))
				pick = j;
		if (pick) {
			for (struct job *o = sh->jobs; o; o = o->next)
				o->awaited = false;
			*which = rt_job_last_pid(pick);
			int st = job_status(pick);
			script_notify(sh, pick);
			wait_collected(sh, pick);
			return st;
		}
		int sig = rt_trap_pending_sig(sh);
		if (sig)
			return 128 + sig;
		sleep_for_child(sh);
	}
}

int rt_job_wait_all(struct shell *sh)
{
	/* a stopped job is not waited for; bash says so */
	reap(sh);
	for (struct job *j = sh->jobs; j; j = j->next)
		if (j->bg && !j->foreign && job_stopped(j))
			rt_err(sh, "wait: warning: job %d[%ld] stopped", j->id,
			       (long)rt_job_last_pid(j));
	for (;;) {
		struct job *j = sh->jobs;
		while (j &&
		       (!j->bg || j->foreign || job_done(j) || job_stopped(j)))
			j = j->next;
		if (!j)
			break;
		int sig = wait_job(sh, j);
		if (sig)
			return 128 + sig;
	}
	/* every status has been collected: forget finished jobs (an
	 * interactive shell still reports them first) */
	script_notify(sh, NULL);
	if (!sh->interactive) {
		for (struct job **pp = &sh->jobs; *pp;) {
			struct job *j = *pp;
			if (job_done(j)) {
				*pp = j->next;
				job_forget(sh, j);
				job_free(j);
			} else {
				pp = &j->next;
			}
		}
	}
	return 0;
}

/* ------------------------------------------------- job-control builtins */

/* Resolves a job ID ("%1", "%+", "%%", "%-", "%str", "%?str", or a bare
 * number as bash allows; "" is the current job, named "current" in the
 * message as bash names it); prints "WHO: SPEC: no such job" (or
 * ambiguous) and returns NULL when it names none. */
struct job *rt_job_find(struct shell *sh, const char *spec, const char *who)
{
	const char *s = spec[0] == '%' ? spec + 1 : spec;
	struct job *cur, *prev, *found = NULL;
	bool ambiguous = false;
	reap(sh);
	current_jobs(sh, &cur, &prev);
	if (!*s || !strcmp(s, "%") || !strcmp(s, "+")) {
		found = cur;
	} else if (!strcmp(s, "-")) {
		found = prev;
	} else if (*s >= '0' && *s <= '9') {
		char *end;
		long n = strtol(s, &end, 10);
		for (struct job *j = sh->jobs; j && !*end; j = j->next)
			if (j->id && j->id == n)
				found = j;
	} else {
		bool sub = *s == '?';
		const char *pat = s + sub;
		for (struct job *j = sh->jobs; j; j = j->next) {
			if (!j->id)
				continue;
			bool hit = sub ? strstr(j->text, pat) != NULL
				       : !strncmp(j->text, pat, strlen(pat));
			if (hit && found)
				ambiguous = true;
			if (hit)
				found = j;
		}
	}
	if (ambiguous) {
		rt_err(sh, "%s: %s: ambiguous job spec", who ? who : "jobs",
		       who ? spec : s);
		return NULL;
	}
	if (!found && who)
		rt_err(sh, "%s: %s: no such job", who,
		       *spec ? spec : "current");
	return found;
}

/* Lists J (all jobs when NULL); mode 'l' adds pids, 'p' prints only the
 * process group leaders.  Finished jobs are reported once, then forgotten. */
int rt_job_list(struct shell *sh, struct job *only, int mode, int which)
{
	struct strbuf sb;
	sb_init(&sb);
	reap(sh);
	int max = 0;
	for (struct job *j = sh->jobs; j; j = j->next)
		if (j->id > max)
			max = j->id;
	for (int id = 1; id <= max; id++) {
		struct job *j = sh->jobs;
		while (j && j->id != id)
			j = j->next;
		if (!j || (only && j != only) || !j->procs.n)
			continue;
		if ((which == 'r' && (job_done(j) || job_stopped(j))) ||
		    (which == 's' && !job_stopped(j)) ||
		    (which == 'n' && !j->changed && j->reported))
			continue;
		if (mode == 'p')
			sb_addf(&sb, "%ld\n", (long)j->procs.v[0].pid);
		else
			format_job(sh, j, mode == 'l', &sb);
		j->changed = false;
		j->stop_note = 0;
		j->reported = true;
	}
	int status = sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0;
	sb_free(&sb);
	for (struct job **pp = &sh->jobs; *pp;) {
		struct job *j = *pp;
		if (j->id && job_done(j) && (!only || j == only)) {
			*pp = j->next;
			job_free(j);
		} else {
			pp = &j->next;
		}
	}
	return status;
}

/* Sends SIG to every process of J (to its group under job control). */
static int signal_job(struct job *j, int sig)
{
	if (j->pgid)
		return kill(-j->pgid, sig);
	int r = 0;
	for (size_t i = 0; i < j->procs.n; i++)
		if (j->procs.v[i].state != P_DONE &&
		    kill(j->procs.v[i].pid, sig) < 0)
			r = -1;
	return r;
}

static void continue_job(struct shell *sh, struct job *j)
{
	(void)sh;
	for (size_t i = 0; i < j->procs.n; i++)
		if (j->procs.v[i].state == P_STOPPED)
			j->procs.v[i].state = P_RUNNING;
	j->changed = false;
	signal_job(j, SIGCONT);
}

/* As bash: a stopped job sent SIGTERM or SIGHUP is continued too, so
 * that it can act on the signal (others stay pending until fg/bg). */
int rt_job_kill(struct shell *sh, struct job *j, int sig)
{
	int stopped = job_stopped(j) ? stop_signal(j) : 0;
	int r = signal_job(j, sig);
	if (r == 0 && stopped && sig != SIGCONT && sh->interactive)
		j->stop_note = stopped;
	if (r == 0 && (sig == SIGTERM || sig == SIGHUP) && stopped)
		continue_job(sh, j);
	return r;
}

/* The jobs of an interactive shell that is leaving: with HANGUP (a
 * SIGHUP received, or huponexit in a login shell) every job not marked
 * by disown -h gets SIGHUP; stopped jobs then get SIGTERM, and SIGCONT
 * so that they see it (bash). */
void rt_jobs_leave(struct shell *sh, bool hangup)
{
	if (!sh->interactive || !sh->job_control || sh->in_subshell)
		return;
	reap(sh);
	for (struct job *j = sh->jobs; j; j = j->next) {
		if (j->foreign || job_done(j))
			continue;
		bool stopped = job_stopped(j);
		if (hangup && !j->nohup) {
			signal_job(j, SIGHUP);
			if (stopped)
				signal_job(j, SIGCONT);
		}
		if (stopped) {
			signal_job(j, SIGTERM);
			signal_job(j, SIGCONT);
		}
	}
}

bool rt_jobs_may_exit(struct shell *sh, bool eof)
{
	struct jobctl *jc = sh->jc;
	if (!sh->interactive || !sh->job_control || sh->in_subshell || !jc)
		return true;
	unsigned long n = sh->cmd_number;
	if (jc->exit_warned &&
	    (n == jc->exit_warn_num || n == jc->exit_warn_num + 1))
		return true; /* the second attempt in a row */
	reap(sh);
	bool stopped = false, running = false;
	for (struct job *j = sh->jobs; j; j = j->next) {
		if (!j->id || j->foreign || job_done(j))
			continue;
		stopped |= job_stopped(j);
		running |= !job_stopped(j);
	}
	bool check = sh->shopts & SHOPT_CHECKJOBS;
	if (!stopped && !(check && running))
		return true;
	rt_out_flush_all(sh);
	rt_outs(sh, 2,
		stopped ? "There are stopped jobs.\n"
			: "There are running jobs.\n");
	rt_out_flush(sh, 2);
	if (check)
		rt_job_list(sh, NULL, 0, 0);
	jc->exit_warned = true;
	jc->exit_warn_num = eof ? n - 1 : n;
	return false;
}

void rt_jobs_exit_seen(struct shell *sh)
{
	struct jobctl *jc = sh->jc;
	if (jc && jc->exit_warned && sh->cmd_number == jc->exit_warn_num + 1)
		jc->exit_warn_num = sh->cmd_number;
}

/* The terminal goes to the job before its text is printed, so a key
 * typed as soon as the text appears (Ctrl-C) reaches the job. */
int rt_job_fg(struct shell *sh, struct job *j)
{
	struct jobctl *jc = sh->jc;
	if (j->have_modes && jc && jc->tty >= 0)
		tcsetattr(jc->tty, TCSADRAIN, &j->modes);
	give_tty(sh, j->pgid);
	rt_outf(sh, 1, "%s\n", j->text);
	rt_out_flush_all(sh);
	j->bg = false;
	j->seq = next_seq(sh);
	rt_trap_job_start();
	continue_job(sh, j);
	return rt_job_wait_fg(sh, j, NULL);
}

int rt_job_bg(struct shell *sh, struct job *j)
{
	/* POSIX's form has no current-job mark; bash --posix follows it */
	if (sh->opts & OPT_POSIX)
		rt_outf(sh, 1, "[%d] %s &\n", j->id, j->text);
	else
		rt_outf(sh, 1, "[%d]%c %s &\n", j->id, job_mark(sh, j),
			j->text);
	rt_out_flush(sh, 1); /* before the job writes */
	if (job_stopped(j))
		continue_job(sh, j);
	return 0;
}

/* disown: forget J (or with nohup only mark it, bash's -h). */
void rt_job_disown(struct shell *sh, struct job *j, bool nohup)
{
	if (nohup) {
		j->nohup = true;
		return;
	}
	if (job_stopped(j))
		rt_err(sh,
		       "warning: deleting stopped job %d with process group %ld",
		       j->id, (long)rt_job_pgid(j));
	job_unlink(sh, j);
}

/* For disown -a/-r: the jobs with numbers, running ones only if asked. */
void rt_job_disown_all(struct shell *sh, bool running_only, bool nohup)
{
	reap(sh);
	for (struct job *j = sh->jobs, *next; j; j = next) {
		next = j->next;
		if (!j->id || (running_only && (job_done(j) || job_stopped(j))))
			continue;
		rt_job_disown(sh, j, nohup);
	}
}
