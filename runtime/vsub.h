/*
 * vsub.h - virtual subshells (vsub.c): $(...) and ( ... ) run in the
 * shell's own process when nothing could tell them from a forked child.
 *
 * Invariants:
 *  - A body runs virtually only after rt_vsub_plan has walked all of it,
 *    and every function it may call, and found nothing that needs a
 *    process of its own (docs/vsubshell.md lists what forks).  Otherwise
 *    the caller forks exactly as before.
 *  - Variables are isolated by an undo log: the first change of a cell
 *    at each subshell level logs its contents (rt_vsub_note, called by
 *    var.c's writers), and the log is replayed backwards at the end.
 *    The rest of the state a body can change (options, $?, $_,
 *    PIPESTATUS, the cwd, the umask, positional parameters, traps'
 *    visibility, RANDOM's and SECONDS' state, the PATH hash) is saved
 *    whole at entry or on its first change.
 *  - exit, a fatal error, return, break or continue at the top of the
 *    body end only the subshell: sh->skip is cleared at its boundary.
 *  - While a body runs, compiled code is not entered (the JIT is off), so
 *    every write goes through var.c; the caller's compiled region finds
 *    its cells as it left them.
 */
#ifndef QUIRL_VSUB_H
#define QUIRL_VSUB_H

#include "shell.h"

/* What a body needs saved beyond variables (rt_vsub_plan). */
enum {
	VSUB_CWD = 1u << 0,    /* cd */
	VSUB_PARAMS = 1u << 1, /* shift */
	VSUB_UMASK = 1u << 2,  /* umask */
	/* not planned, asked by the caller: BASH_SUBSHELL stays (a
	 * pipeline's simple command or ( ... ), as when forked) */
	VSUB_SAME_LEVEL = 1u << 3,
};

/* Whether BODY, of a command substitution (CMDSUB) or of ( ... ), may run
 * virtually; *needs receives VSUB_* bits.  Reads state only.  A ( ... )
 * met while a $(...) runs virtually always may (the $(...)'s plan
 * walked it). */
bool rt_vsub_plan(struct shell *sh, const struct node *body, bool cmdsub,
		  unsigned *needs);
/* Runs BODY as a subshell in this process and returns its exit status.
 * CAPTURE (or NULL for ( ... )): where its standard output goes.
 * CMDSUB: a command substitution (set -e dropped unless inherit_errexit,
 * as the forked child does). */
int rt_vsub_run(struct shell *sh, const struct node *body, unsigned needs,
		struct strbuf *capture, bool cmdsub);
/* A write failed with EPIPE while SIGPIPE was held off for a virtual
 * subshell: the innermost one ends as that signal would end a forked
 * one (status 141, nothing more written). */
void rt_vsub_broken_pipe(struct shell *sh);
/* Before the PATH hash changes: the first change in a virtual subshell
 * saves the table, to be put back at its end. */
void rt_vsub_hash_touch(struct shell *sh);

#endif
