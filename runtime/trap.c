/*
 * trap.c - signal dispositions, trap actions and the signal name table.
 *
 * Design:
 *  - The only code that runs in signal context is on_signal(), which sets
 *    two volatile sig_atomic_t flags: pending[sig] and rt_pending_signal.
 *    Everything else (running actions, dying of SIGINT) happens at safe
 *    points when the evaluator (and compiled loops, on every back-edge)
 *    sees rt_pending_signal and calls rt_trap_run_pending().
 *  - sh->traps[sig] is the action of a signal: NULL = default, "" = ignore,
 *    anything else = shell text run with rt_eval_string.  Index 0 is EXIT.
 *    The process-wide disposition always follows from the trap string and
 *    the shell's own needs (install()): an interactive shell catches SIGINT
 *    and ignores SIGTERM and SIGQUIT while they have no trap.
 *  - A signal that was ignored on entry to a non-interactive shell stays
 *    ignored: `trap` silently leaves it alone, and lists it as ignored
 *    (POSIX XCU 2.14 trap).  Whether it was is learnt lazily per signal
 *    (ignored_on_entry), so start-up makes no sigaction call per signal.
 *  - touched records every signal whose disposition this file changed, so
 *    that a forked child resets exactly those (rt_trap_child_reset) without
 *    a system call per signal.  It is process state, like the dispositions
 *    themselves, hence a file-level static rather than a shell field.
 *  - Actions run with $? preserved: the status before the action is
 *    restored afterwards unless the action called exit.  A signal that
 *    arrives while a signal's action runs has its action run at the next
 *    safe point inside it, nested, as in bash and dash (whose stacks
 *    overflow on endless nesting): past TRAP_NEST_MAX levels it stays
 *    pending until the innermost action is over.  The actions of the
 *    DEBUG, ERR, RETURN and EXIT traps run no signal actions inside.
 *  - The self-pipe: every caught signal, and SIGCHLD once `wait` or a
 *    background job needed it, writes a byte to a non-blocking pipe, so
 *    the `wait` utility can sleep in poll() without a lost wake-up (it
 *    checks its condition after the pipe exists and before sleeping).  A
 *    forked child closes its copy, so parent and child never steal each
 *    other's wake-ups.  SIGCHLD uses SA_RESTART: it must not disturb
 *    other system calls.
 *  - Job control (sh->job_control) ignores SIGTSTP, SIGTTIN and SIGTTOU
 *    in the shell while they have no trap; children get them back at the
 *    default through `touched`, like every signal the shell changed.
 *  - An interactive shell that gets an untrapped SIGINT abandons the
 *    command line (SKIP_ABORT, $? = 130); a non-interactive one dies of
 *    it (after the EXIT trap) at the next safe point, unless it came
 *    while a foreground job ran that did not die of it (int_caught).
 *  - Output is not lost to a fatal signal: once a non-interactive shell
 *    has buffered output (rt_trap_guard_output), the signals whose
 *    default action ends the process and that have no trap are caught by
 *    on_fatal, which writes the buffer (rt_out_rescue) and dies of the
 *    signal at once, as the default action would have.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "../frontend/parser.h"
#include "redir.h"
#include "shell.h"
#include "exec.h"
#include "jobs.h"
#include "options.h"
#include "output.h"
#include "trap.h"
#include "var.h"

#define TRAP_MAX 65 /* sh->traps[] covers EXIT (0) and signals 1..64 */

volatile sig_atomic_t rt_pending_signal;
static volatile sig_atomic_t pending[TRAP_MAX];
static uint64_t touched; /* bit sig-1: disposition changed by us */
/* nested signal actions (see above) */
#define TRAP_NEST_MAX 64

static uint64_t fatal_set;             /* bit sig-1: disposition is on_fatal */
static bool output_guarded;            /* rt_trap_guard_output was called */
static int wake_rd = -1, wake_wr = -1; /* the self-pipe */
static bool chld_caught;               /* SIGCHLD handler installed */
/* bit sig-1: ignored on entry, and the shell's disposition is not SIG_IGN
 * (an interactive shell's SIGINT, a trap): rt_trap_exec_prepare */
static uint64_t entry_caught;
/* This process is an interactive shell or one of its subshells, where
 * (bash, outside posix mode) a signal ignored on entry may be trapped
 * unless an interactive ancestor changed its disposition (entry_locked:
 * SIGINT, SIGQUIT, SIGTERM, a trap set there): trap_allowed. */
static bool from_interactive;
static uint64_t entry_locked;
/* trap - QUIT was run in this subshell: quit_ignored */
static bool quit_reset;

static const struct {
	const char *name;
	int num;
} sigtab[] = {
	{ "EXIT", 0 },           { "HUP", SIGHUP },   { "INT", SIGINT },
	{ "QUIT", SIGQUIT },     { "ILL", SIGILL },   { "TRAP", SIGTRAP },
	{ "ABRT", SIGABRT },     { "BUS", SIGBUS },   { "FPE", SIGFPE },
	{ "KILL", SIGKILL },     { "USR1", SIGUSR1 }, { "SEGV", SIGSEGV },
	{ "USR2", SIGUSR2 },     { "PIPE", SIGPIPE }, { "ALRM", SIGALRM },
	{ "TERM", SIGTERM },
#ifdef SIGSTKFLT
	{ "STKFLT", SIGSTKFLT },
#endif
	{ "CHLD", SIGCHLD },     { "CONT", SIGCONT }, { "STOP", SIGSTOP },
	{ "TSTP", SIGTSTP },     { "TTIN", SIGTTIN }, { "TTOU", SIGTTOU },
	{ "URG", SIGURG },       { "XCPU", SIGXCPU }, { "XFSZ", SIGXFSZ },
	{ "VTALRM", SIGVTALRM }, { "PROF", SIGPROF }, { "WINCH", SIGWINCH },
#ifdef SIGIO
	{ "IO", SIGIO },
#endif
#ifdef SIGPWR
	{ "PWR", SIGPWR },
#endif
	{ "SYS", SIGSYS },
};
#define NSIGTAB (sizeof sigtab / sizeof sigtab[0])

static const char *const pseudo_names[] = { "DEBUG", "ERR", "RETURN" };

const char *rt_sig_name(int sig)
{
	for (size_t i = 0; i < NSIGTAB; i++)
		if (sigtab[i].num == sig)
			return sigtab[i].name;
	return NULL;
}

/* Names are matched case-insensitively with an optional "SIG" prefix, as
 * bash does; numbers must denote a signal this shell can record. */
int rt_sig_number(const char *name)
{
	if (!name || !*name)
		return -1;
	if (name[0] >= '0' && name[0] <= '9') {
		int n = 0;
		for (const char *p = name; *p; p++) {
			if (*p < '0' || *p > '9' || n >= TRAP_MAX)
				return -1;
			n = n * 10 + (*p - '0');
		}
		return n < TRAP_MAX && n < NSIG ? n : -1;
	}
	if (!strncasecmp(name, "SIG", 3) && strcasecmp(name, "SIG"))
		name += 3;
	for (size_t i = 0; i < NSIGTAB; i++)
		if (!strcasecmp(sigtab[i].name, name))
			return sigtab[i].num;
	/* RTMIN, RTMIN+N, RTMAX-N, RTMAX (rt_sig_full_name) */
	bool min = !strncasecmp(name, "RTMIN", 5);
	if (!min && strncasecmp(name, "RTMAX", 5))
		return -1;
	const char *p = name + 5;
	int off = 0;
	if (*p && *p != (min ? '+' : '-'))
		return -1;
	if (*p) {
		if (!*++p)
			return -1;
		for (; *p; p++) {
			if (*p < '0' || *p > '9' || off > SIGRTMAX)
				return -1;
			off = off * 10 + (*p - '0');
		}
	}
	int sig = min ? SIGRTMIN + off : SIGRTMAX - off;
	return sig >= SIGRTMIN && sig <= SIGRTMAX && sig < TRAP_MAX ? sig : -1;
}

/* The name of signal SIG without "SIG", real-time signals included
 * (RTMIN, RTMIN+1, ..., RTMAX-1, RTMAX, as bash counts them); NULL when
 * it has none. */
const char *rt_sig_full_name(int sig, char *buf, size_t len)
{
	const char *name = rt_sig_name(sig);
	if (name || sig < SIGRTMIN || sig > SIGRTMAX)
		return name;
	int mid = (SIGRTMAX - SIGRTMIN) / 2 + SIGRTMIN;
	if (sig == SIGRTMIN)
		snprintf(buf, len, "RTMIN");
	else if (sig == SIGRTMAX)
		snprintf(buf, len, "RTMAX");
	else if (sig <= mid)
		snprintf(buf, len, "RTMIN+%d", sig - SIGRTMIN);
	else
		snprintf(buf, len, "RTMAX-%d", SIGRTMAX - sig);
	return buf;
}

void rt_sig_table(struct strbuf *sb)
{
	int col = 0;
	for (int sig = 1; sig < TRAP_MAX && sig < NSIG; sig++) {
		char buf[32];
		const char *name = rt_sig_full_name(sig, buf, sizeof buf);
		if (!name)
			continue;
		sb_addf(sb, "%2d) SIG%s%c", sig, name, ++col % 5 ? '\t' : '\n');
	}
	if (col % 5)
		sb_addc(sb, '\n');
}

int rt_trap_number(const char *name)
{
	for (int i = 0; i < 3; i++)
		if (name && !strcasecmp(name, pseudo_names[i]))
			return RT_TRAP_DEBUG + i;
	return rt_sig_number(name);
}

const char *rt_trap_name(struct shell *sh, int sig, char *buf, size_t len)
{
	if (sig >= RT_TRAP_DEBUG && sig < RT_TRAP_SLOTS)
		return pseudo_names[sig - RT_TRAP_DEBUG];
	char rtname[32]; /* real-time ones: SIGRTMIN+1 (bash) */
	const char *name = rt_sig_full_name(sig, rtname, sizeof rtname);
	if (!name || sig == 0)
		return name;
	snprintf(buf, len, "%s%s", sh->opts & OPT_POSIX ? "" : "SIG", name);
	return buf;
}

static void wake(void)
{
	if (wake_wr >= 0) {
		int e = errno;
		if (write(wake_wr, "", 1) < 0) {
			/* full pipe: a wake-up is already pending */
		}
		errno = e;
	}
}

static void on_signal(int sig)
{
	if (sig > 0 && sig < TRAP_MAX)
		pending[sig] = 1;
	rt_pending_signal = 1;
	wake();
}

/* SIGCHLD without a trap: wake `wait`, and let the next safe point print
 * set -b notices. */
static void on_chld(int sig)
{
	(void)sig;
	rt_pending_signal = 1;
	wake();
}

/* An untrapped signal whose default action ends the process: write the
 * buffered output, then take the default action.  Signal context; every
 * other signal is blocked while it runs. */
static void on_fatal(int sig)
{
	struct sigaction sa;
	sigset_t set;
	rt_out_rescue();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* Records, once, whether SIG (1..64) was ignored when the shell started. */
static void note_entry(struct shell *sh, int sig, bool ignored)
{
	uint64_t bit = UINT64_C(1) << (sig - 1);

	if (!(sh->trap_entry_known & bit)) {
		sh->trap_entry_known |= bit;
		sh->trap_ignored_on_entry[sig] = ignored;
	}
}

/* Whether SIG was ignored when the shell started.  Asked of the kernel at
 * first need, or recorded by the first change of the disposition (which
 * returns the old one), so start-up costs no system call per signal. */
static bool ignored_on_entry(struct shell *sh, int sig)
{
	struct sigaction old;

	if (sig < 1 || sig >= TRAP_MAX)
		return false;
	if (!(sh->trap_entry_known & (UINT64_C(1) << (sig - 1))))
		note_entry(sh, sig,
			   sig != SIGKILL && sig != SIGSTOP &&
				   sigaction(sig, NULL, &old) == 0 &&
				   old.sa_handler == SIG_IGN);
	return sh->trap_ignored_on_entry[sig];
}

/* Whether SIG, untrapped, must stay ignored: it was on entry, or the
 * shell is an asynchronous list without job control (SIGINT, SIGQUIT:
 * POSIX 2.11).  Only the first also forbids a trap (trap_allowed). */
static bool stays_ignored(struct shell *sh, int sig)
{
	return (sig >= 1 && sig <= 64 &&
		(sh->trap_async_ignored & (UINT64_C(1) << (sig - 1)))) ||
	       ignored_on_entry(sh, sig);
}

static void set_disposition(struct shell *sh, int sig, void (*handler)(int))
{
	struct sigaction sa, old;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = handler;
	if (handler == on_fatal)
		sigfillset(&sa.sa_mask);
	else
		sigemptyset(&sa.sa_mask);
	/* No SA_RESTART for traps: a trapped signal must interrupt wait and
	 * read so that the action runs promptly. */
	sa.sa_flags = handler == on_chld ? SA_RESTART : 0;
	if (sigaction(sig, &sa, &old) != 0 || sig < 1 || sig > 64)
		return;
	touched |= UINT64_C(1) << (sig - 1);
	if (handler == on_fatal)
		fatal_set |= UINT64_C(1) << (sig - 1);
	else
		fatal_set &= ~(UINT64_C(1) << (sig - 1));
	note_entry(sh, sig, old.sa_handler == SIG_IGN);
	if (sh->trap_ignored_on_entry[sig] && handler != SIG_IGN)
		entry_caught |= UINT64_C(1) << (sig - 1);
	else
		entry_caught &= ~(UINT64_C(1) << (sig - 1));
}

/* A non-interactive shell catches SIGINT while it has no trap and is
 * not ignored, to die of it at the next safe point, or not at all when a
 * foreground job that was running then did not die of it too (the job
 * took the signal as its own: rt_trap_fg_done), as bash does. */
static bool int_caught(struct shell *sh, int sig)
{
	return sig == SIGINT && !sh->interactive && !sh->traps[SIGINT] &&
	       !stays_ignored(sh, SIGINT);
}

static bool is_jobctl_sig(int sig)
{
	return sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

/* Signals that kill a script by default and, as in bash, run its EXIT
 * trap first: while an EXIT trap is set they are caught, and a safe
 * point runs the trap and then dies of the signal (die_of_signal). */
static bool deadly(int sig)
{
	return sig == SIGHUP || sig == SIGINT || sig == SIGTERM ||
	       sig == SIGALRM || sig == SIGUSR1 || sig == SIGUSR2;
}

/* Signals whose default action ends the process, which on_fatal catches
 * while they have no trap (SIGPIPE is not: its writes failed anyway). */
static bool fatal(int sig)
{
	return deadly(sig) || sig == SIGQUIT || sig == SIGXCPU ||
	       sig == SIGXFSZ || sig == SIGVTALRM || sig == SIGPROF;
}

static bool fatal_caught(struct shell *sh, int sig)
{
	return output_guarded && !sh->interactive && fatal(sig) &&
	       !stays_ignored(sh, sig);
}

static bool exit_trap_catches(struct shell *sh, int sig)
{
	return !sh->interactive && sh->traps[0] && *sh->traps[0] &&
	       !stays_ignored(sh, sig) && deadly(sig);
}

/* Outside posix mode the shell ignores SIGQUIT while it has no trap, as
 * bash does "in all cases"; a subshell starts with it at the default
 * action, as its programs do, until a trap - QUIT there (bash). */
static bool quit_ignored(struct shell *sh, int sig)
{
	return sig == SIGQUIT && !(sh->opts & OPT_POSIX) &&
	       (!sh->in_subshell || quit_reset);
}

/* Makes the process disposition of SIG match sh->traps[sig]. */
static void install(struct shell *sh, int sig)
{
	const char *act = sh->traps[sig];
	if (sig == 0 || sig == SIGKILL || sig == SIGSTOP)
		return;
	if (act && !*act)
		set_disposition(sh, sig, SIG_IGN);
	else if (act || (sh->interactive && sig == SIGINT) ||
		 int_caught(sh, sig))
		set_disposition(sh, sig, on_signal);
	else if (sig <= 64 &&
		 (sh->trap_async_ignored & (UINT64_C(1) << (sig - 1))))
		set_disposition(sh, sig, SIG_IGN); /* trap - INT: back to it */
	else if (sh->interactive && sig == SIGHUP && !ignored_on_entry(sh, sig))
		set_disposition(sh, sig, on_signal); /* to hang up the jobs */
	else if (sh->interactive && (sig == SIGTERM || sig == SIGQUIT))
		set_disposition(sh, sig, SIG_IGN);
	else if (quit_ignored(sh, sig))
		set_disposition(sh, sig, SIG_IGN);
	else if (sh->job_control && is_jobctl_sig(sig))
		set_disposition(sh, sig, SIG_IGN);
	else if (sig == SIGCHLD && chld_caught)
		set_disposition(sh, sig, on_chld);
	else if (exit_trap_catches(sh, sig))
		set_disposition(sh, sig, on_signal);
	else if (fatal_caught(sh, sig))
		set_disposition(sh, sig, on_fatal);
	else if (sig <= 64 && (touched & (UINT64_C(1) << (sig - 1))))
		/* trap - puts a signal ignored on entry back (bash) */
		set_disposition(sh, sig,
				ignored_on_entry(sh, sig) ? SIG_IGN : SIG_DFL);
}

void rt_signals_init(struct shell *sh)
{
	if (sh->interactive) {
		from_interactive = true;
		install(sh, SIGINT);
		install(sh, SIGTERM);
		install(sh, SIGQUIT);
		install(sh, SIGHUP);
		/* job control is on by default in an interactive shell */
		if (!sh->in_subshell)
			rt_jobs_start_interactive(sh);
		/* job notices before each prompt, unless the front end
		 * installed a hook of its own (which then calls it) */
		if (!sh->before_command)
			sh->before_command = rt_jobs_notify;
	} else {
		install(sh, SIGINT);  /* int_caught */
		install(sh, SIGQUIT); /* quit_ignored */
	}
}

void rt_trap_posix_changed(struct shell *sh)
{
	install(sh, SIGQUIT);
}

void rt_trap_guard_output(struct shell *sh)
{
	if (output_guarded)
		return;
	output_guarded = true;
	rt_out_guard(sh);
	for (int sig = 1; sig < TRAP_MAX; sig++)
		if (fatal(sig) && !sh->traps[sig])
			install(sh, sig);
}

void rt_trap_jobctl_changed(struct shell *sh)
{
	install(sh, SIGTSTP);
	install(sh, SIGTTIN);
	install(sh, SIGTTOU);
}

/* Unlike a signal ignored on entry, these may be trapped, and trap -
 * makes them ignored again (bash; dash refuses the trap). */
void rt_trap_async_child(struct shell *sh)
{
	static const int sigs[] = { SIGINT, SIGQUIT };
	for (size_t i = 0; i < 2; i++) {
		int sig = sigs[i];
		if (sh->traps[sig])
			continue; /* an explicit trap '' stays as it is */
		sh->trap_async_ignored |= UINT64_C(1) << (sig - 1);
		set_disposition(sh, sig, SIG_IGN);
	}
}

/* SIGINT was pending when the last job started: it came before the job
 * and kills the shell whatever the job does. */
static bool int_before_job;

void rt_trap_job_start(void)
{
	int_before_job = pending[SIGINT];
}

void rt_trap_fg_done(struct shell *sh, bool died_of_int)
{
	if (pending[SIGINT] && !int_before_job && !died_of_int &&
	    int_caught(sh, SIGINT))
		pending[SIGINT] = 0;
}

int rt_trap_wake_fd(struct shell *sh)
{
	if (wake_rd < 0) {
		int p[2];
		if (pipe2(p, O_CLOEXEC | O_NONBLOCK) < 0)
			return -1;
		/* above fd 9: a script's `exec 4>file` must not turn the
		 * SIGCHLD handler's wake-up bytes into writes to its file */
		wake_rd = rt_fd_move_high(p[0]);
		wake_wr = rt_fd_move_high(p[1]);
	}
	if (!chld_caught) {
		chld_caught = true;
		install(sh, SIGCHLD);
	}
	return wake_rd;
}

void rt_trap_wake_drain(void)
{
	char buf[64];
	while (wake_rd >= 0 && read(wake_rd, buf, sizeof buf) > 0)
		;
}

bool rt_trap_is_pending(int sig)
{
	return sig > 0 && sig < TRAP_MAX && pending[sig];
}

int rt_trap_pending_sig(struct shell *sh)
{
	if (!rt_pending_signal)
		return 0;
	for (int sig = 1; sig < TRAP_MAX; sig++)
		if (pending[sig] && sh->traps[sig] && *sh->traps[sig])
			return sig;
	if (pending[SIGINT] && (sh->interactive || int_caught(sh, SIGINT)))
		return SIGINT;
	return 0;
}

/* Whether `trap` may change SIG (POSIX: not when ignored on entry to a
 * non-interactive shell). */
static bool trap_allowed(struct shell *sh, int sig)
{
	return sig == 0 || sh->interactive || !ignored_on_entry(sh, sig) ||
	       (from_interactive && !(sh->opts & OPT_POSIX) &&
		!(entry_locked & (UINT64_C(1) << (sig - 1))));
}

static void drop_parent(struct shell *sh)
{
	if (!sh->trap_parent)
		return;
	for (int i = 0; i < TRAP_MAX; i++)
		free(sh->trap_parent[i]);
	free(sh->trap_parent);
	sh->trap_parent = NULL;
}

const char *rt_trap_shown(struct shell *sh, int sig)
{
	if (sig >= TRAP_MAX && sig < RT_TRAP_SLOTS)
		return sh->traps[sig];
	if (sig < 0 || sig >= TRAP_MAX)
		return NULL;
	const char *act = sh->traps[sig] || !sh->trap_parent
				  ? sh->traps[sig]
				  : sh->trap_parent[sig];
	/* POSIX lists a signal ignored on entry to a non-interactive shell
	 * as not in its default state, i.e. as ignored (bash agrees).  This
	 * asks the kernel about each untrapped signal, but only here. */
	if (!act && sig > 0 && !sh->interactive && ignored_on_entry(sh, sig))
		return "";
	/* bash lists an asynchronous list's SIGINT so, not its SIGQUIT */
	if (!act && sig == SIGINT &&
	    (sh->trap_async_ignored & (UINT64_C(1) << (SIGINT - 1))))
		return "";
	return act;
}

/* Sets the action of SIG (NULL = default, "" = ignore); returns 0.  This is
 * the single entry point bi_trap uses, so the disposition never drifts
 * from sh->traps. */
int rt_trap_set(struct shell *sh, int sig, const char *action)
{
	if (sig < 0 || sig >= RT_TRAP_SLOTS || !trap_allowed(sh, sig))
		return 0;
	drop_parent(sh); /* the subshell's own traps are listed from now */
	if (sig == SIGQUIT && !action)
		quit_reset = true;
	free(sh->traps[sig]);
	sh->traps[sig] = action ? xstrdup(action) : NULL;
	sh->jit.gen++;
	if (sig >= TRAP_MAX) {
		/* DEBUG, ERR, RETURN: no disposition */
	} else if (sig == 0) {
		/* the signals that run the EXIT trap before they kill */
		for (int s = 1; s < TRAP_MAX && s < NSIG; s++)
			if (deadly(s) && !sh->traps[s])
				install(sh, s);
	} else {
		install(sh, sig);
	}
	return 0;
}

/* BASH_COMMAND: the text of the command a DEBUG or ERR trap is about,
 * TEXT or N's (the head of a compound command, ast_unparse_head). */
static void set_bash_command(struct shell *sh, const struct node *n,
			     const char *text)
{
	struct strbuf sb;
	sb_init(&sb);
	if (text)
		sb_adds(&sb, text);
	else if (n)
		ast_unparse_head(&sb, n);
	rt_var_set(sh, "BASH_COMMAND", sb_str(&sb), 0);
	sb_free(&sb);
}

/* Runs ACTION (a copy: the action may replace its own trap) as a trap,
 * WHERE naming it in a syntax error's message; returns its status.  The action's lines count from 1 for
 * signals and EXIT, and go on from the current command's line for DEBUG,
 * ERR and RETURN (bash). */
static int run_action(struct shell *sh, const char *action, bool own_lines,
		      const char *where)
{
	char *text = xstrdup(action);
	int saved = sh->status, line = sh->lineno;
	int prev_status = sh->trap_prev_status;
	const struct node *cmd = sh->cur_cmd; /* the action's are freed */
	bool was_in_trap = sh->in_trap;
	struct rt_pipestatus_save pstat; /* the action's commands keep it */
	rt_var_pipestatus_save(sh, &pstat);
	/* BASH_COMMAND in the action is the command it interrupted (bash),
	 * for DEBUG set before (rt_trap_debug) */
	if (cmd && !was_in_trap && !sh->in_debug_trap)
		set_bash_command(sh, cmd, NULL);
	sh->in_trap = true;
	sh->trap_prev_status = saved;
	if (own_lines && !(sh->opts & OPT_POSIX))
		sh->lineno = 1;
	rt_eval_named(sh, text, strlen(text), where);
	int status = sh->status;
	sh->lineno = line;
	sh->cur_cmd = cmd;
	sh->in_trap = was_in_trap;
	sh->trap_prev_status = prev_status;
	rt_var_pipestatus_restore(sh, &pstat);
	/* $? is as before the action, unless it leaves the shell or, by
	 * `return N`, the function it interrupted */
	if (sh->skip != SKIP_EXIT && sh->skip != SKIP_RETURN)
		sh->status = saved;
	free(text);
	return status;
}

/* The DEBUG action, and what its status means (rt_trap_debug; at a
 * function's ENTRY a failure skips its body, with the action's status). */
static bool run_debug(struct shell *sh, bool entry)
{
	int before = sh->status;
	sh->in_debug_trap = true;
	int status =
		run_action(sh, sh->traps[RT_TRAP_DEBUG], false, "debug trap");
	sh->in_debug_trap = false;
	if (sh->skip != SKIP_NONE)
		return true;
	if (!(sh->shopts & SHOPT_EXTDEBUG) || status == 0)
		return false;
	if (entry) {
		sh->status = status;
	} else if (status == 2 && (sh->func_depth > 0 || sh->dot_depth > 0)) {
		sh->return_prev = before; /* the RETURN trap's $? */
		sh->skip = SKIP_RETURN;
		sh->status = 2;
	} else {
		sh->status = 0;
	}
	return true;
}

bool rt_trap_debug(struct shell *sh, const struct node *n, const char *text)
{
	if (sh->in_debug_trap || !*sh->traps[RT_TRAP_DEBUG])
		return false;
	if (!sh->in_trap) { /* in another trap's action it stays (bash) */
		sh->cur_cmd = n;
		set_bash_command(sh, n, text);
	}
	return run_debug(sh, false);
}

bool rt_trap_debug_entry(struct shell *sh, int line)
{
	if (sh->in_debug_trap || !sh->traps[RT_TRAP_DEBUG] ||
	    !*sh->traps[RT_TRAP_DEBUG])
		return false;
	sh->lineno = line;
	return run_debug(sh, true);
}

void rt_trap_keep_command(struct shell *sh)
{
	const char *exit_trap = sh->traps[0]; /* EXIT */
	if (sh->cur_cmd && exit_trap && *exit_trap && !sh->in_trap)
		set_bash_command(sh, sh->cur_cmd, NULL);
	sh->cur_cmd = NULL;
}

void rt_trap_err(struct shell *sh)
{
	if (sh->in_trap || !*sh->traps[RT_TRAP_ERR])
		return;
	set_bash_command(sh, sh->cur_cmd, NULL);
	run_action(sh, sh->traps[RT_TRAP_ERR], false, "error trap");
}

static void stash(struct shell *sh, int sig, char **slot, bool keep)
{
	*slot = NULL;
	if (keep || !sh->traps[sig])
		return;
	*slot = sh->traps[sig];
	sh->traps[sig] = NULL;
}

void rt_trap_func_enter(struct shell *sh, struct rt_trap_stash *st, bool traced)
{
	bool functrace = traced || (sh->opts & OPT_FUNCTRACE);
	stash(sh, RT_TRAP_ERR, &st->err, sh->opts & OPT_ERRTRACE);
	sh->err_stashed += st->err != NULL;
	stash(sh, RT_TRAP_DEBUG, &st->debug, functrace);
	stash(sh, RT_TRAP_RETURN, &st->ret, functrace);
	st->any = st->err || st->debug || st->ret;
	if (st->any)
		sh->jit.gen++;
}

static void unstash(struct shell *sh, int sig, char *saved)
{
	if (!saved)
		return;
	if (sh->traps[sig])
		free(saved); /* the function set one of its own: it stays */
	else
		sh->traps[sig] = saved;
}

void rt_trap_func_leave(struct shell *sh, struct rt_trap_stash *st,
			bool by_return)
{
	const char *ret = sh->traps[RT_TRAP_RETURN];
	if (ret && *ret && !sh->in_trap && sh->skip != SKIP_EXIT) {
		enum skip skip = sh->skip;
		int status = sh->status;
		sh->skip = SKIP_NONE;
		if (by_return) /* $? of the command before `return` (bash) */
			sh->status = sh->return_prev;
		run_action(sh, ret, false, "return trap");
		sh->status = status;
		if (sh->skip == SKIP_NONE)
			sh->skip = skip;
	}
	if (!st->any)
		return;
	sh->err_stashed -= st->err != NULL;
	unstash(sh, RT_TRAP_ERR, st->err);
	unstash(sh, RT_TRAP_DEBUG, st->debug);
	unstash(sh, RT_TRAP_RETURN, st->ret);
	sh->jit.gen++;
}

/* An untrapped deadly signal caught for the EXIT trap (or SIGINT) in a
 * non-interactive shell, or SIGHUP in an interactive one: die of the
 * signal so that the parent sees WIFSIGNALED, after the EXIT trap and our
 * output. */
static void die_of_signal(struct shell *sh, int sig)
{
	sigset_t set;
	sh->exit_status = sh->status; /* $? in the EXIT trap: the last status */
	rt_trap_exit(sh);
	rt_out_flush_all(sh);
	set_disposition(sh, sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* Runs the actions of the signals pending now; false once the shell is
 * leaving. */
static bool run_pending_once(struct shell *sh)
{
	rt_pending_signal = 0;
	for (int sig = 1; sig < TRAP_MAX; sig++) {
		if (!pending[sig])
			continue;
		pending[sig] = 0;
		const char *act = sh->traps[sig];
		if (!act) {
			/* caught for the EXIT trap: it still kills (a signal
			 * whose own trap was removed meanwhile is dropped,
			 * except SIGINT) */
			if (!sh->interactive &&
			    (sig == SIGINT || exit_trap_catches(sh, sig)))
				die_of_signal(sh, sig);
			if (sig == SIGHUP && sh->interactive) {
				/* bash: the jobs are hung up with the shell */
				rt_jobs_leave(sh, true);
				if (sh->at_hangup)
					sh->at_hangup(sh);
				die_of_signal(sh, sig);
			}
			if (sig == SIGINT && sh->interactive) {
				/* abandon the command line, like Ctrl-C */
				sh->status = 130;
				if (sh->skip == SKIP_NONE)
					sh->skip = SKIP_ABORT;
			}
			continue;
		}
		if (*act) {
			sh->sig_trap_depth++;
			run_action(sh, act, true,
				   sig == SIGINT ? "interrupt trap" : "trap");
			sh->sig_trap_depth--;
		}
		if (sh->skip == SKIP_EXIT)
			break;
	}
	return sh->skip != SKIP_EXIT;
}

void rt_trap_run_pending(struct shell *sh)
{
	if (!rt_pending_signal)
		return;
	if (sh->in_trap &&
	    (!sh->sig_trap_depth || sh->sig_trap_depth >= TRAP_NEST_MAX))
		return;
	/* again while actions raised signals: theirs run before the
	 * command after this safe point */
	for (bool again = true; again && rt_pending_signal;)
		again = run_pending_once(sh);
	if ((sh->opts & OPT_NOTIFY) && sh->interactive && sh->skip != SKIP_EXIT)
		rt_jobs_notify(sh);
}

void rt_trap_exit(struct shell *sh)
{
	drop_parent(sh);
	char *act = sh->traps[0];
	if (!act)
		return;
	sh->traps[0] = NULL; /* runs once, even if the action exits */
	if (*act) {
		enum skip skip = sh->skip;
		int exit_status = sh->exit_status;
		sh->status =
			exit_status; /* $? is the status being exited with */
		sh->skip = SKIP_NONE;
		bool was = sh->in_exit_trap;
		sh->in_exit_trap = true;
		run_action(sh, act, true, "exit trap");
		sh->in_exit_trap = was;
		if (sh->skip != SKIP_EXIT) {
			sh->skip = skip;
			sh->exit_status = exit_status;
		}
	}
	free(act);
}

void rt_trap_child_reset(struct shell *sh)
{
	char **parent = NULL;
	entry_locked |= touched;
	quit_reset = false;
	for (int sig = 0; sig < TRAP_MAX; sig++) {
		if (sh->traps[sig] && !*sh->traps[sig])
			continue; /* ignored stays ignored */
		if (sh->traps[sig]) {
			/* kept for listing only (see shell.h) */
			if (!parent)
				parent = xcalloc(TRAP_MAX, sizeof *parent);
			parent[sig] = sh->traps[sig];
		}
		sh->traps[sig] = NULL;
		if (sig > 0)
			pending[sig] = 0;
	}
	if (parent) {
		drop_parent(sh);
		sh->trap_parent = parent;
	}
	/* DEBUG, ERR, RETURN: kept under errtrace and functrace (bash) */
	for (int sig = TRAP_MAX; sig < RT_TRAP_SLOTS; sig++) {
		bool keep = sh->opts &
			    (sig == RT_TRAP_ERR ? OPT_ERRTRACE : OPT_FUNCTRACE);
		if (!keep) {
			free(sh->traps[sig]);
			sh->traps[sig] = NULL;
		}
	}
	for (int sig = 1; sig < TRAP_MAX; sig++) {
		uint64_t bit = UINT64_C(1) << (sig - 1);
		if (sh->traps[sig] || (fatal_set & bit))
			continue; /* ignored, or on_fatal as it should be */
		if (int_caught(sh, sig))
			set_disposition(sh, sig, on_signal);
		else if (fatal_caught(sh, sig))
			set_disposition(sh, sig, on_fatal);
		else if ((touched & bit) && !stays_ignored(sh, sig))
			set_disposition(sh, sig, SIG_DFL);
		else if (touched & bit) /* ignored on entry, caught by an
					   interactive parent */
			set_disposition(sh, sig, SIG_IGN);
	}
	rt_pending_signal = 0;
	if (wake_rd >= 0) {
		close(wake_rd);
		close(wake_wr);
		wake_rd = wake_wr = -1;
	}
	chld_caught = false;
}

bool rt_trap_exec_prepare(struct shell *sh, bool on, bool dfl)
{
	sigset_t def;
	sigemptyset(&def);
	if (dfl)
		rt_trap_sigdefault_set(sh, &def);
	/* but exec in an asynchronous list keeps SIGINT and SIGQUIT
	 * ignored, where a spawned program gets them back (bash) */
	for (int sig = 1; dfl && sig <= 64 && sig < NSIG; sig++)
		if (sh->trap_async_ignored & (UINT64_C(1) << (sig - 1)))
			sigdelset(&def, sig);
	bool any = entry_caught != 0;
	for (int sig = 1; sig <= 64 && sig < NSIG && !any; sig++)
		any = sigismember(&def, sig) == 1;
	if (!any)
		return false;
	for (int sig = 1; sig <= 64 && sig < NSIG; sig++) {
		bool ign = entry_caught & (UINT64_C(1) << (sig - 1));
		if (!ign && sigismember(&def, sig) != 1)
			continue;
		if (on) /* entry_caught and touched stay as they are */
			signal(sig, ign ? SIG_IGN : SIG_DFL);
		else
			install(sh, sig);
	}
	return true;
}

bool rt_trap_sig_default(struct shell *sh, int sig)
{
	return !sh->traps[sig] && !ignored_on_entry(sh, sig);
}

/* For posix_spawn (POSIX_SPAWN_SETSIGDEF): the signals a new program must
 * get back at their default action.  Caught signals are reset by exec
 * anyway; this adds the ones the shell itself ignores (an interactive
 * shell's SIGTERM/SIGQUIT) unless `trap ''` or the environment asked for
 * them to be ignored. */
void rt_trap_sigdefault_set(struct shell *sh, sigset_t *set)
{
	sigemptyset(set);
	for (int sig = 1; sig < TRAP_MAX && sig < NSIG; sig++) {
		if (!(touched & (UINT64_C(1) << (sig - 1))))
			continue;
		if (sh->traps[sig] || ignored_on_entry(sh, sig))
			continue;
		sigaddset(set, sig);
	}
}
