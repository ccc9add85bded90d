/*
 * trapcond.h - the shell's own trap conditions (bash): DEBUG, ERR and RETURN,
 * kept in sh->traps after the EXIT trap (0) and the signals (1..64).
 *
 * When they fire (bash 5.2):
 *  - DEBUG before each simple command, (( )) and [[ ]]; ERR after a
 *    command whose failure would make set -e exit (so not in conditions,
 *    on the left of && and ||, or directly under `!`), whether or not -e
 *    is on; RETURN when a function or a sourced file finishes.
 *  - Never while a trap action of any kind runs.
 *  - A function does not inherit ERR unless set -E (errtrace), nor DEBUG
 *    and RETURN unless set -T (functrace): around the call they are put
 *    aside (rt_trap_func_enter) and come back at its end, unless the
 *    function set one of its own, which then stays (bash).  Subshells
 *    keep them under the same options.
 *  - Nothing of this costs a command anything while no such trap is set:
 *    the evaluator tests one pointer per simple command.
 */
#ifndef QUIRL_TRAPCOND_H
#define QUIRL_TRAPCOND_H

#include "shell.h"

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

/* Before simple command (or (( )), [[ ]]) N: the DEBUG trap. */
void rt_trap_debug(struct shell *sh, const struct node *n);
static inline void rt_trap_debug_maybe(struct shell *sh, const struct node *n)
{
	if (sh->traps[RT_TRAP_DEBUG])
		rt_trap_debug(sh, n);
}
/* At the start of a function that sees the DEBUG trap (set -T): the
 * trap once more for the call, at the function's line LINE (bash). */
void rt_trap_debug_entry(struct shell *sh, int line);
/* After a command that failed where set -e would count it: ERR. */
void rt_trap_err(struct shell *sh);

/* The traps a function call puts aside (see above). */
struct rt_trap_stash {
	char *err, *debug, *ret;
	bool any;
};
void rt_trap_func_enter(struct shell *sh, struct rt_trap_stash *st);
/* At the end of a function or sourced file: RETURN (with $? of the
 * command before `return` when BY_RETURN), then the traps put aside come
 * back. */
void rt_trap_func_leave(struct shell *sh, struct rt_trap_stash *st,
			bool by_return);

#endif
