/*
 * trap.h - signals and traps (trap.c).
 *
 * Invariants:
 *  - Signal handlers only set the volatile sig_atomic_t flags and write the
 *    self-pipe; actions run at safe points (rt_trap_run_pending).
 *  - A signal ignored on entry to a non-interactive shell stays ignored.
 */
#ifndef QUIRL_TRAP_H
#define QUIRL_TRAP_H

#include <signal.h>
#include <stdbool.h>

#include "shell.h"

struct shell;

/* trap.c */
extern volatile sig_atomic_t rt_pending_signal; /* any trap/INT pending */
void rt_signals_init(struct shell *sh);
/* From the first buffered output on: a non-interactive shell writes its
 * buffer before it dies of an untrapped signal (see trap.c). */
void rt_trap_guard_output(struct shell *sh);
/* Runs the actions of caught signals; called at safe points. */
void rt_trap_run_pending(struct shell *sh);
/* Runs the EXIT trap once. */
void rt_trap_exit(struct shell *sh);
/* In a forked child: reset caught signals to default, keep ignored ones. */
void rt_trap_child_reset(struct shell *sh);
/* Sets the action of SIG (NULL = default, "" = ignore) and the process
 * disposition that follows from it; a signal ignored on entry to a
 * non-interactive shell is left alone.  Returns 0. */
int rt_trap_set(struct shell *sh, int sig, const char *action);
/* A program the shell starts gets the signals that were ignored when
 * the shell started ignored, also those an interactive shell catches or
 * traps (bash), and with DFL (execve, where no posix_spawn attribute
 * does it) those of rt_trap_sigdefault_set at their default action: ON
 * sets them just before the program starts (with every signal blocked,
 * or right before execve), !ON puts the shell's dispositions back.
 * Returns false, doing nothing, when there is nothing to change. */
bool rt_trap_exec_prepare(struct shell *sh, bool on, bool dfl);
/* Posix mode went on or off: SIGQUIT's disposition follows (trap.c). */
void rt_trap_posix_changed(struct shell *sh);
/* Whether SIG has its default action: no trap, not ignored on entry. */
bool rt_trap_sig_default(struct shell *sh, int sig);
/* The signals a posix_spawn'ed program must get back at SIG_DFL
 * (for POSIX_SPAWN_SETSIGDEF). */
void rt_trap_sigdefault_set(struct shell *sh, sigset_t *set);
int rt_sig_number(const char *name); /* "INT", "SIGINT", "2"; -1 if bad */
const char *rt_sig_name(int sig);    /* "INT"; NULL if unknown */
/* The same, real-time signals included ("RTMIN+3", as bash counts them);
 * BUF (32 bytes) holds those. */
const char *rt_sig_full_name(int sig, char *buf, size_t len);

/* Signal number of a pending signal that has a trap action (0: none);
 * `wait` returns 128+N for it. */
int rt_trap_pending_sig(struct shell *sh);
/* Whether SIG was caught and its action has not run yet. */
bool rt_trap_is_pending(int sig);
/* The action `trap` lists for SIG: its own, or in a subshell that has
 * changed no trap the parent's (NULL: default). */
const char *rt_trap_shown(struct shell *sh, int sig);
/* Job control switched on or off: re-derive SIGTSTP/TTIN/TTOU. */
void rt_trap_jobctl_changed(struct shell *sh);
/* In the child of an asynchronous list without job control: SIGINT and
 * SIGQUIT ignored while they have no trap (POSIX 2.11). */
void rt_trap_async_child(struct shell *sh);
/* A foreground job of a non-interactive shell is over: an untrapped
 * SIGINT that came while it ran kills the shell only if the job died of
 * SIGINT too.  A job that took the signal as its own and went on (an
 * editor, a script with a trap) leaves the shell going, as in bash. */
void rt_trap_fg_done(struct shell *sh, bool died_of_int);
/* A job starts (a child is made, fg continues one, or the shell has read
 * a command substitution's output and now waits): a SIGINT that came
 * before it does not count as the job's (rt_trap_fg_done). */
void rt_trap_job_start(void);
/* Read end of the self-pipe that every caught signal and SIGCHLD write
 * to (created on first use); `wait` polls it. */
int rt_trap_wake_fd(struct shell *sh);
void rt_trap_wake_drain(void);

/* ---------------------------------- DEBUG, ERR and RETURN (bash) */

/*
 * The shell's own trap conditions (bash): DEBUG, ERR and RETURN,
 * kept in sh->traps after the EXIT trap (0) and the signals (1..64).
 *
 * When they fire (bash 5.2):
 *  - DEBUG before each simple command, (( )) and [[ ]]; ERR after a
 *    command whose failure would make set -e exit (so not in conditions,
 *    on the left of && and ||, or directly under `!`), whether or not -e
 *    is on; RETURN when a function or a sourced file finishes.
 *  - DEBUG never inside its own action; ERR and RETURN never inside any
 *    trap action.  DEBUG does run inside the others' actions, where
 *    BASH_COMMAND stays the command they interrupted (bash).
 *  - A function does not inherit ERR unless set -E (errtrace), nor DEBUG
 *    and RETURN unless set -T (functrace) or it has the trace attribute
 *    (declare -ft; shopt extdebug sets -E and -T): around the call they are put
 *    aside (rt_trap_func_enter) and come back at its end, unless the
 *    function set one of its own, which then stays (bash).  Subshells
 *    keep them under the same options.
 *  - Nothing of this costs a command anything while no such trap is set:
 *    the evaluator tests one pointer per simple command.
 */
enum {
	RT_TRAP_DEBUG = 65,
	RT_TRAP_ERR = 66,
	RT_TRAP_RETURN = 67,
	RT_TRAP_SLOTS = 68, /* the size of sh->traps */
};

/* A trap condition: a signal (rt_sig_number), EXIT, or DEBUG, ERR,
 * RETURN; -1 if bad. */
int rt_trap_number(const char *name);
/* Its name as `trap` prints it: "SIGINT" in bash mode, "INT" in posix
 * mode; "EXIT", "DEBUG"...; NULL if unknown. */
const char *rt_trap_name(struct shell *sh, int sig, char *buf, size_t len);

/* kill -l and trap -l in bash mode: " 1) SIGHUP\t 2) SIGINT..." five to
 * a line. */
void rt_sig_table(struct strbuf *sb);

/* Before command N (a simple command, (( )), [[ ]], or the head of for,
 * select or case): the DEBUG trap, BASH_COMMAND N's text or TEXT when
 * not NULL.  True when N is not to run: the action left the function or
 * the shell (sh->skip), or under extdebug it failed; with status 2 in a
 * function or sourced file that is a `return` (sh->skip, $? 2), else $?
 * is 0 (bash). */
bool rt_trap_debug(struct shell *sh, const struct node *n, const char *text);
static inline bool rt_trap_debug_maybe(struct shell *sh, const struct node *n)
{
	return sh->traps[RT_TRAP_DEBUG] && rt_trap_debug(sh, n, NULL);
}
/* At the start of a function that sees the DEBUG trap (set -T): the
 * trap once more for the call, at the function's line LINE (bash).  True
 * when the body is not to run: under extdebug the action failed, and its
 * status is the function's. */
bool rt_trap_debug_entry(struct shell *sh, int line);
/* After a command that failed where set -e would count it: ERR. */
/* The code of sh->cur_cmd is about to be freed: an EXIT trap that runs
 * later still reads the last command as BASH_COMMAND (bash), so its text
 * is kept when one is set.  Clears sh->cur_cmd. */
void rt_trap_keep_command(struct shell *sh);
void rt_trap_err(struct shell *sh);

/* The traps a function call puts aside (see above); a TRACED function
 * (declare -ft) keeps DEBUG and RETURN as under set -T. */
struct rt_trap_stash {
	char *err, *debug, *ret;
	bool any;
};
void rt_trap_func_enter(struct shell *sh, struct rt_trap_stash *st,
			bool traced);
/* At the end of a function or sourced file: RETURN (with $? of the
 * command before `return` when BY_RETURN), then the traps put aside come
 * back. */
void rt_trap_func_leave(struct shell *sh, struct rt_trap_stash *st,
			bool by_return);

#endif
