/*
 * test_qir_lower.c - the shape of lowered loops (ir/lower.c) and what the
 * global passes make of it.
 *
 * The property under test: the fast copy of a loop is a cycle, entered
 * only through the entry check, on which no instruction calls the runtime
 * and no label is the target of a jump from elsewhere (no slow path joins
 * it).  So facts survive from one statement's guard to the next, and with
 * qir_pass_promote and qir_optimize_global the iteration of the 1M loop
 * keeps only its real work: the loop condition's branch, the signal polls,
 * no guard, no memory access.  The shell is a zeroed struct shell with a
 * recognisable jit.gen, as in test_var.c, and a JIT state that asks for
 * the passes (the lowering makes the copies only then).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "frontend/parser.h"
#include "ir/lower.h"
#include "ir/qir.h"
#include "jit/jit.h"
#include "runtime/shell.h"
#include "runtime/callstack.h"
#include "runtime/var.h"

#define GEN 12345

static struct shell sh;
static int64_t *counter; /* lower_stats.counter for lower(): tier 1 */
#define TIER2_AT 777777

static int setup(void **state)
{
	(void)state;
	memset(&sh, 0, sizeof sh);
	sh.jit.gen = GEN;
	sh.jit.promote = true; /* the lowering makes the copies */
	counter = NULL;
	rt_cs_init(&sh); /* the string pool of $_ (rt_jit_intern) */
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	rt_var_free_all(&sh);
	rt_cs_free(&sh);
	return 0;
}

struct lowered {
	struct arena *ar;
	struct qir_unit *u;
	struct qir_func *f;
	struct lower_stats st;
	uint8_t *path, *cycle; /* set by walk() */
};

/* Lowers the first loop of TEXT, optimised as the JIT does (PROMOTE: as
 * with QUIRL_JIT_PROMOTE=1). */
static void lower(struct lowered *lw, const char *text, bool promote)
{
	struct parser *p = parser_new_string(text, strlen(text), NULL, 1);
	struct node *n = NULL;
	struct strbuf err;

	memset(lw, 0, sizeof *lw);
	assert_int_equal(parser_all(p, &lw->ar, &n), PARSE_OK);
	parser_free(p);
	while (n && n->kind != N_WHILE && n->kind != N_ARITHFOR)
		n = n->next;
	assert_non_null(n);
	lw->u = qir_unit_new();
	lw->st.dual = sh.jit.promote; /* as jit.c decides */
	lw->st.counter = counter;
	lw->st.tier2_at = TIER2_AT;
	jit_lower_region(&sh, lw->u, "f", n, LOWER_LOOP, &lw->st);
	lw->f = lw->u->funcs.v[0];
	qir_optimize(lw->f);
	if (promote) {
		qir_pass_promote(lw->f);
		qir_optimize_global(lw->f);
	}
	sb_init(&err);
	assert_true(qir_verify(lw->u, &err));
	sb_free(&err);
}

static void lowered_free(struct lowered *lw)
{
	qir_unit_free(lw->u);
	arena_unref(lw->st.arena);
	sb_free(&lw->st.why);
	arena_unref(lw->ar);
	free(lw->path);
	free(lw->cycle);
}

/*
 * Follows the region from its entry, never taking a conditional branch
 * (guards, polls and the loop's exit all branch away from the fast path),
 * until an instruction repeats: lw->path[i] marks the instructions
 * walked, lw->cycle[i] those of the loop the walk ends in.
 */
static void walk(struct lowered *lw)
{
	const struct qir_func *f = lw->f;
	uint8_t *path = lw->path = calloc(f->code.n, 1);
	uint8_t *cycle = lw->cycle = calloc(f->code.n, 1);
	size_t *lab = calloc(f->nlabels + 1, sizeof *lab);
	size_t i = 0, start;

	for (size_t k = 0; k < f->code.n; k++)
		if (f->code.v[k].op == QO_LABEL)
			lab[f->code.v[k].lab] = k;
	while (!path[i]) {
		const struct qir_insn *in = &f->code.v[i];

		assert_true(in->op != QO_RET); /* the loop never ends */
		path[i] = 1;
		i = in->op == QO_JMP ? lab[in->lab] : i + 1;
		assert_true(i < f->code.n);
	}
	start = i;
	do {
		const struct qir_insn *in = &f->code.v[i];

		cycle[i] = 1;
		i = in->op == QO_JMP ? lab[in->lab] : i + 1;
	} while (i != start);
	free(lab);
}

static const char loop1m[] =
	"s=0 i=0; while [ \"$i\" -lt 1000000 ]; do "
	"s=$(( (s * 31 + i) % 1000003 )); i=$((i + 1)); done\n";

/* The lowering alone: the walked path calls nothing and joins nothing. */
static void test_fast_path_has_no_join(void **state)
{
	struct lowered lw;
	uint8_t *path, *cycle;
	size_t n;

	(void)state;
	lower(&lw, loop1m, false);
	walk(&lw);
	n = lw.f->code.n;
	path = lw.path;
	cycle = lw.cycle;
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &lw.f->code.v[i];

		if (!path[i])
			continue;
		assert_int_not_equal(in->op, QO_CALL);
		if (in->op != QO_LABEL || !cycle[i])
			continue;
		/* every jump to a label of the loop is on the path (the loop
		 * or the entry check), and so is the instruction falling into
		 * it */
		for (size_t k = 0; k < n; k++) {
			const struct qir_insn *j = &lw.f->code.v[k];

			if ((j->op == QO_JMP || j->op == QO_BT ||
			     j->op == QO_BF) &&
			    j->lab == in->lab)
				assert_true(path[k]);
		}
		if (i && lw.f->code.v[i - 1].op != QO_JMP &&
		    lw.f->code.v[i - 1].op != QO_RET)
			assert_true(path[i - 1]);
	}
	/* the statements still guard themselves (qir_optimize alone
	 * removes a repeated load inside a block, not the test) */
	size_t gen_tests = 0;
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &lw.f->code.v[i];

		if (cycle[i] && in->op == QO_LOADU32 && in->a == 1 &&
		    in->imm == (int64_t)offsetof(struct shell, jit.gen))
			gen_tests++;
	}
	assert_true(gen_tests >= 1);
	lowered_free(&lw);
}

/* With the passes the iteration is the loop's work and nothing else. */
static void test_guards_removed(void **state)
{
	struct lowered lw;
	uint8_t *cycle;
	size_t n, branches = 0, polls = 0, mem = 0;

	(void)state;
	lower(&lw, loop1m, true);
	walk(&lw);
	n = lw.f->code.n;
	cycle = lw.cycle;
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &lw.f->code.v[i];

		if (!cycle[i])
			continue;
		assert_int_not_equal(in->op, QO_CALL);
		/* no compare with jit.gen is left */
		assert_false(in->op == QO_MOVI && in->imm == GEN);
		if (in->op == QO_BT || in->op == QO_BF)
			branches++;
		if (in->op == QO_ADDR)
			polls++; /* &rt_pending_signal, then its load */
		else if (in->op >= QO_LOAD64 && in->op <= QO_STORE32)
			mem++;
	}
	/* `[ ]`, each assignment and the back-edge poll once (the last
	 * statement's poll serves the back-edge); the one other branch is
	 * the loop's exit on the condition's status */
	assert_int_equal(polls, 3);
	assert_int_equal(mem, polls); /* only the polls' loads */
	assert_int_equal(branches, polls + 1);
	lowered_free(&lw);
}

/* for ((;;)) gets the same shape: its step joins no `continue` path. */
static void test_arithfor_guards_removed(void **state)
{
	struct lowered lw;
	uint8_t *cycle;
	size_t n, calls = 0, gen_tests = 0;

	(void)state;
	lower(&lw, "s=0; for ((i = 0; i < 100; i++)); do s=$((s + i)); done\n",
	      true);
	walk(&lw);
	n = lw.f->code.n;
	cycle = lw.cycle;
	for (size_t i = 0; i < n; i++) {
		const struct qir_insn *in = &lw.f->code.v[i];

		if (!cycle[i])
			continue;
		calls += in->op == QO_CALL;
		gen_tests += in->op == QO_MOVI && in->imm == GEN;
	}
	assert_int_equal(calls, 0);
	assert_int_equal(gen_tests, 0);
	lowered_free(&lw);
}

/* Without the passes the copies would only cost compile time. */
static void test_no_copies_without_passes(void **state)
{
	struct lowered lw;

	(void)state;
	sh.jit.promote = false;
	lower(&lw, loop1m, false);
	for (uint32_t l = 0; l < lw.f->nlabels; l++)
		assert_false(qir_label_cold(lw.f, l));
	lowered_free(&lw);
}

/*
 * Tier 1: every loop counts its back-edges, `continue` included, in the
 * counter, and only the root loop's (its back-edge and its `continue`)
 * compare the count with the tier-2 threshold and return; the region's
 * one other return is its normal end.
 */
static void test_tier1_counts(void **state)
{
	struct lowered lw;
	int64_t cnt = 0;
	size_t rets = 0, thresholds = 0, stores = 0;
	uint8_t *is_cnt;

	(void)state;
	sh.jit.promote = false;
	counter = &cnt;
	lower(&lw,
	      "o=0; while [ \"$o\" -lt 3 ]; do o=$((o + 1)); i=0; "
	      "while [ \"$i\" -lt 5 ]; do i=$((i + 1)); done; done\n",
	      false);
	/* the registers holding the counter's address */
	is_cnt = calloc(lw.f->regs.n + 1, 1);
	for (size_t i = 0; i < lw.f->code.n; i++) {
		const struct qir_insn *in = &lw.f->code.v[i];

		if (in->op == QO_MOVI && in->imm == (int64_t)(intptr_t)&cnt)
			is_cnt[in->d] = 1;
	}
	for (size_t i = 0; i < lw.f->code.n; i++) {
		const struct qir_insn *in = &lw.f->code.v[i];

		rets += in->op == QO_RET;
		thresholds += in->op == QO_MOVI && in->imm == TIER2_AT;
		stores += in->op == QO_STORE64 && is_cnt[in->a];
	}
	assert_int_equal(rets, 3);
	assert_int_equal(thresholds, 2);
	/* two loops, each at its back-edge and at `continue` */
	assert_int_equal(stores, 4);
	free(is_cnt);
	lowered_free(&lw);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_fast_path_has_no_join,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_guards_removed, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_arithfor_guards_removed,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_no_copies_without_passes,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_tier1_counts, setup,
						teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
