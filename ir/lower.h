/*
 * lower.h - lowering of AST regions (hot loops and function bodies) to QIR.
 */
#ifndef QUIRL_LOWER_H
#define QUIRL_LOWER_H

#include "ir/qir.h"
#include "runtime/rt.h"
#include "runtime/shell.h"

enum lower_kind {
	LOWER_LOOP,     /* a while/until/for node */
	LOWER_FUNCTION, /* the list of a function body { ...; } */
};

/*
 * What the statements of a region did, kept by the region across its
 * recompiles (a recompile finds the sites of the last compile again):
 * each site is one statement and the way it was lowered, allocated alone
 * so that code compiled earlier keeps valid counter addresses; the
 * compiled code increments the counters itself.
 *  - Always: the runs of a native statement whose guard failed (the
 *    interpreter ran it).  A statement whose guard failed RT_JIT_DEMOTE_AT
 *    times is demoted: the next compile of the region hands it back
 *    whole (jit/jit.c recompiles at once; see lower_stats.counter).
 *  - With COUNT_RUNS (QUIRL_JIT_LOG=summary): the runs of every native
 *    and handed-back statement, for the summary jit.c prints at exit.
 */
struct lower_site {
	const struct node *n;
	int line;
	char *text; /* COUNT_RUNS: the statement as written (shortened) */
	char *why;  /* handed back: the reason ("" when plain); NULL: native */
	int64_t runs; /* COUNT_RUNS: native runs completed natively, or
			  hand-backs */
	/* native: runs whose guard failed (interpreted), counted by
	 * rt_jit_interp (runtime/rt.h) */
	struct rt_jit_bail bail;
	bool demoted; /* lowered as a hand-back from the next compile on */
};

struct lower_prof {
	VEC(struct lower_site *) sites;
	size_t *tab, tabcap; /* index + 1 of sites by (node, native) */
	bool count_runs;
	/* sites whose failures reached RT_JIT_DEMOTE_AT and that the code
	 * being run still lowers natively: jit.c recompiles */
	int64_t demote_pending;
};

void lower_prof_free(struct lower_prof *p);

struct lower_stats {
	struct arena *arena; /* data the region refers to; caller frees it
				with the region (NULL when none was needed) */
	int native;          /* statements lowered natively */
	int interpreted;     /* statements left to rt_jit_interp */
	struct strbuf why; /* "line N: kind (reason); ..." for QUIRL_JIT_LOG */
	bool reject; /* the root cannot be a region (the code is unusable) */
	/* input: lower innermost loops twice, a fast copy and a cold one
	 * (the copies pay only when qir_pass_promote and
	 * qir_optimize_global run after lowering; see lower.c) */
	bool dual;
	/* input, tier 1 (see jit/jit.c): COUNTER, when set, is incremented on
	 * every back-edge of every loop of the region; in a loop region the
	 * root loop's back-edge then leaves the region once it reaches
	 * TIER2_AT, returning (lst << 1) | 1 with lst the loop's $? so far,
	 * the state being exactly that of the interpreter at its own
	 * jit_backedge call (loop_depth undone; a for loop's iterator handed
	 * over as rt_jit_for_resume does).  Never with DUAL. */
	int64_t *counter;
	int64_t tier2_at;
	/* input: the region's statement sites (see lower_prof), or NULL */
	struct lower_prof *prof;
};

/*
 * Lowers ROOT into a new function FNAME of unit U, whose symbols are the
 * rows of RT_JIT_CALLS (runtime/rt.h) it calls, with the signature
 *     long long FNAME(char *sh, long long init_status)
 * (init_status: the loop's last body status when entered mid-loop, else 0)
 * returning 0 (or, at tier 1, an odd value: see lower_stats.counter).
 * Cell addresses, node addresses and the current sh->jit.gen are
 * compiled in as constants: the region is valid for this shell process
 * only.  Never fails: whatever it cannot lower natively becomes a call of
 * rt_jit_interp.
 */
void jit_lower_region(struct shell *sh, struct qir_unit *u, const char *fname,
		      const struct node *root, enum lower_kind kind,
		      struct lower_stats *st);

#endif
