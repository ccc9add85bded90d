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

struct shell;

/* trap.c */
extern volatile sig_atomic_t rt_pending_signal; /* any trap/INT pending */
void rt_signals_init(struct shell *sh);
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
/* The signals a posix_spawn'ed program must get back at SIG_DFL
 * (for POSIX_SPAWN_SETSIGDEF). */
void rt_trap_sigdefault_set(struct shell *sh, sigset_t *set);
int rt_sig_number(const char *name); /* "INT", "SIGINT", "2"; -1 if bad */
const char *rt_sig_name(int sig);    /* "INT"; NULL if unknown */

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
 * SIGQUIT ignored, as if ignored on entry (POSIX 2.11). */
void rt_trap_async_child(struct shell *sh);
/* Read end of the self-pipe that every caught signal and SIGCHLD write
 * to (created on first use); `wait` polls it. */
int rt_trap_wake_fd(struct shell *sh);
void rt_trap_wake_drain(void);

#endif
