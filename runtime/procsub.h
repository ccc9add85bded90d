/*
 * procsub.h - process substitution, <(list) and >(list) (bash).
 *
 * The expander (rt_expand) turns a WP_PROCSUB part into the path
 * /dev/fd/N of the shell's end of a pipe whose other end a forked
 * subshell running the list holds.  Those descriptors belong to the
 * command being evaluated: every evaluation of a node (and every call the
 * JIT makes that expands words and runs a command) takes a mark before
 * and releases down to it afterwards, so a descriptor opened for a
 * command's words or redirections lives exactly as long as that command,
 * a loop's `done < <(list)` included.
 */
#ifndef QUIRL_PROCSUB_H
#define QUIRL_PROCSUB_H

#include "shell.h"

/* Starts BODY with its stdout (or, WRITE, its stdin) on a pipe and
 * appends /dev/fd/N to OUT; sets $!.  -1 after an error (message out). */
int rt_procsub_open(struct shell *sh, const struct node *body, bool write,
		    struct strbuf *out);

static inline size_t rt_procsub_mark(const struct shell *sh)
{
	return sh->procsub_fds.n;
}

/* Closes the descriptors opened since MARK. */
void rt_procsub_release_to(struct shell *sh, size_t mark);

static inline void rt_procsub_release(struct shell *sh, size_t mark)
{
	if (sh->procsub_fds.n > mark)
		rt_procsub_release_to(sh, mark);
}

#endif
