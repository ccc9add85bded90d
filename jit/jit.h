/*
 * jit.h - when to compile, what to run: the hotness policy, the region
 * cache hung on AST nodes, and the QUIRL_JIT* controls.
 *
 * The interpreter asks at three places: entering a loop, at a loop's
 * back-edge (jit_loop_edge: a loop that became hot continues natively
 * from its next iteration), and calling a function.  A node's `jit` slot holds its
 * compiled region, or JIT_FAILED when it must stay interpreted.  Regions
 * are released by a cleanup on the arena that owns their node.
 *
 * Two tiers: a region is first compiled quickly (tier 1); one that runs
 * long is recompiled with the register passes (tier 2, see jit.c).
 */
#ifndef QUIRL_JIT_H
#define QUIRL_JIT_H

#include <stdbool.h>

#include "runtime/shell.h"

/* The state is sh->jit (struct jit_state, runtime/shell.h). */

/* Reads the environment (QUIRL_JIT, QUIRL_JIT_THRESHOLD, QUIRL_JIT_LOG,
 * QUIRL_JIT_DUMP, QUIRL_JIT_BACKEND, QUIRL_JIT_PROMOTE, QUIRL_JIT_TIER2).  Costs a few getenv calls; no
 * backend is touched before the first compilation. */
void jit_init(struct shell *sh);
void jit_free(struct shell *sh);

/* Loop entry: runs the loop natively when it has (or now gets) a region.
 * Returns true when the loop ran; sh->status and sh->skip are then as the
 * interpreter would have left them. */
bool jit_enter_loop(struct shell *sh, const struct node *n);
/* The back-edge of a loop the interpreter runs (eval_while, eval_for,
 * eval_arithfor): the body just ran with $? STATUS, and the loop would go
 * on.  When the loop is hot, its region runs the rest of it and true is
 * returned, sh->status being the loop's; the caller's own loop_depth
 * increment is undone around the region, which keeps its own.  A for
 * loop passes its word list and the index of the next word, which the
 * region takes over (rt_jit_for_resume); other loops pass NULL.  Inline,
 * so that with the JIT off a loop pays one test. */
bool jit_loop_edge_on(struct shell *sh, const struct node *n, int status,
		      struct rt_params *words, size_t next);
static inline bool jit_loop_edge(struct shell *sh, const struct node *n,
				 int status, struct rt_params *words,
				 size_t next)
{
	return sh->jit.mode != JIT_OFF &&
	       jit_loop_edge_on(sh, n, status, words, next);
}
/* While/until back-edge with LAST_STATUS the status of the body just run:
 * true when the rest of the loop ran natively (the caller must undo its
 * own loop_depth increment first: see jit_loop_edge_on). */
bool jit_backedge(struct shell *sh, const struct node *n, int last_status);
/* Function call: runs the body natively when hot; true when it ran. */
bool jit_call_body(struct shell *sh, const struct node *body);

/* `jit stats` */
void jit_print_stats(struct shell *sh);

#endif
