/*
 * test_qir_promote.c - qir_pass_promote (ir/promote.c): memory locations
 * with a fixed base live in registers between calls.
 *
 * One test pins the exact output on a small loop (entry loads, moves
 * instead of loads and stores, a write-back only of what was stored, a
 * reload after the call, a 32-bit location read by load32 only kept
 * sign-extended).  The other compiles random functions twice, promoted
 * and not, and runs both on the same memory: a host function called from
 * the code checks that memory is up to date at every call (it hashes
 * everything it can see) and then changes it, and some accesses go
 * through a pointer the host returns, which aliases a promoted location.
 * Results, the hash trail and the final memory must be identical.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ir/qir.h"
#include "jit/backend.h"
#include "runtime/util.h"

static const enum qir_type p1[] = { QT_PTR };
static const enum qir_type pi[] = { QT_PTR, QT_I64 };

static int64_t hostmem[2][8]; /* the objects behind the two constants */

static int64_t touch(char *a, int64_t v)
{
	(void)a;
	return v;
}

static void test_promote_dump(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 1, p1);
	uint32_t s =
		qir_sym_func(u, "touch", (const void *)touch, QT_I64, 2, pi);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_reg cell, v, w, n;
	struct strbuf sb;

	(void)state;
	f->disjoint_bases = true;
	cell = qir_emit_movp(f, &hostmem[0][0]);
	qir_emit_label(f, top);
	v = qir_emit_load(f, QO_LOAD64, cell, 8); /* becomes a mov */
	n = qir_emit_bin(f, QO_ADD, v, qir_emit_movi(f, 1));
	qir_emit_store(f, QO_STORE64, cell, 8, n); /* into the register */
	w = qir_emit_load(f, QO_LOAD32, 1, 4);     /* kept sign-extended */
	qir_emit_br(f, QO_BT, w, out);
	qir_emit_call(f, u, s, 2, (qir_reg[]){ 1, n }); /* write-back, reload */
	qir_emit_jmp(f, top);
	qir_emit_label(f, out);
	qir_emit_ret(f, n); /* write-back */
	f = u->funcs.v[0];
	qir_pass_promote(f);
	sb_init(&sb);
	assert_true(qir_verify(u, &sb));
	qir_dump_func(u, f, &sb);
	char want[2048];
	snprintf(want, sizeof want,
		 "func f(r1:ptr) {\n"
		 "  r8:ptr = movp %p\n"
		 "  r9:i64 = load64 r8+8\n"
		 "  r10:i64 = load32 r1+4\n"
		 "  r2:ptr = movp %p\n"
		 "L0:\n"
		 "  r3:i64 = mov r9\n"
		 "  r4:i64 = movi 1\n"
		 "  r5:i64 = add r3, r4\n"
		 "  r9:i64 = mov r5\n"
		 "  r6:i64 = mov r10\n"
		 "  bt r6, L1\n"
		 "  store64 r8+8, r9\n"
		 "  r7:i64 = call touch(r1, r5)\n"
		 "  r9:i64 = load64 r8+8\n"
		 "  r10:i64 = load32 r1+4\n"
		 "  jmp L0\n"
		 "L1:\n"
		 "  store64 r8+8, r9\n"
		 "  ret r5\n"
		 "}\n",
		 (void *)&hostmem[0][0], (void *)&hostmem[0][0]);
	/* %p spells pointers as qir_dump does (0x...) */
	assert_string_equal(sb_str(&sb), want);
	sb_free(&sb);
	qir_unit_free(u);
}

/* ------------------------------------------------- promoted = plain */

static uint64_t rng;

static uint32_t rnd(uint32_t n)
{
	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (uint32_t)(rng >> 33) % n;
}

static uint64_t trail; /* hash of what every host call saw */
static uint64_t calls;

static uint64_t mix(uint64_t h, int64_t v)
{
	return (h ^ (uint64_t)v) * 0x100000001b3ULL;
}

/* Sees all memory the code can reach, then changes one word of it. */
static int64_t host(char *a, int64_t v)
{
	int64_t *objs[3] = { (int64_t *)(void *)a, hostmem[0], hostmem[1] };

	for (int o = 0; o < 3; o++)
		for (int i = 0; i < 8; i++)
			trail = mix(trail, objs[o][i]);
	trail = mix(trail, v);
	calls++;
	objs[calls % 3][calls % 6] =
		(int64_t)((uint64_t)objs[calls % 3][calls % 6] +
			  ((calls * 7919) ^ (uint64_t)v));
	return (int64_t)(trail >> 7);
}

/* A pointer to the second constant object, unknown to the pass. */
static char *alias(char *a, int64_t v)
{
	(void)a;
	return (char *)(void *)hostmem[(v & 1)];
}

static const int64_t offs64[] = { 0, 8, 16, 24 };
static const int64_t offs32[] = { 32, 36, 40, 44 };

struct gen {
	struct qir_unit *u;
	struct qir_func *f;
	uint32_t s_host, s_alias;
	qir_reg base[3];
	qir_reg pool[40];
	size_t n;
};

static qir_reg pick(struct gen *g)
{
	return g->pool[rnd((uint32_t)g->n)];
}

static void push(struct gen *g, qir_reg r)
{
	if (g->n < 40)
		g->pool[g->n++] = r;
	else
		g->pool[rnd(40)] = r;
}

static void gen_stmt(struct gen *g)
{
	struct qir_func *f = g->f;
	qir_reg b = g->base[rnd(3)];
	uint32_t k = rnd(12);

	if (k < 3) {
		push(g, qir_emit_load(f, QO_LOAD64, b, offs64[rnd(4)]));
	} else if (k == 3) {
		push(g, qir_emit_load(f, rnd(2) ? QO_LOAD32 : QO_LOADU32, b,
				      offs32[rnd(4)]));
	} else if (k < 6) {
		qir_emit_store(f, QO_STORE64, b, offs64[rnd(4)], pick(g));
	} else if (k == 6) {
		qir_emit_store(f, QO_STORE32, b, offs32[rnd(4)], pick(g));
	} else if (k == 7) {
		push(g, qir_emit_call(f, g->u, g->s_host, 2,
				      (qir_reg[]){ 1, pick(g) }));
	} else if (k == 8) { /* through an aliasing pointer */
		qir_reg p = qir_emit_call(f, g->u, g->s_alias, 2,
					  (qir_reg[]){ 1, pick(g) });

		if (rnd(2))
			push(g, qir_emit_load(f, QO_LOAD64, p, offs64[rnd(4)]));
		else
			qir_emit_store(f, QO_STORE64, p, offs64[rnd(4)],
				       pick(g));
	} else {
		push(g, qir_emit_bin(f, rnd(2) ? QO_ADD : QO_XOR, pick(g),
				     pick(g)));
	}
}

/* Straight code, forward branches over statements, and loops run a
 * bounded number of times by a counter in a register.  Some labels are
 * cold (qir_label_set_cold), so that code runs with memory authoritative
 * and is entered and left by jumps and by falling through. */
static void gen_func(struct gen *g, const char *name, uint64_t seed,
		     bool promote)
{
	struct qir_func *f = qir_func_new(g->u, name, 1, p1);
	qir_reg acc;

	rng = seed;
	g->f = f;
	g->n = 0;
	f->disjoint_bases = true;
	g->base[0] = 1;
	g->base[1] = qir_emit_movp(f, hostmem[0]);
	g->base[2] = qir_emit_movp(f, hostmem[1]);
	push(g, qir_emit_movi(f, 3));
	push(g, qir_emit_load(f, QO_LOAD64, 1, 0));
	for (int part = 0; part < 4; part++) {
		uint32_t kind = rnd(3);

		if (kind == 0) {
			/* cold code entered by a jump or by falling through,
			 * and left by falling into a label that is not */
			qir_label c = qir_label_new(f), h = qir_label_new(f);

			qir_emit_br(f, QO_BT,
				    qir_emit_bin(f, QO_AND, pick(g),
						 qir_emit_movi(f, 1)),
				    c);
			qir_emit_label(f, c);
			if (rnd(2))
				qir_label_set_cold(f, c);
			for (int i = 0; i < 6; i++)
				gen_stmt(g);
			qir_emit_br(f, QO_BT,
				    qir_emit_bin(f, QO_AND, pick(g),
						 qir_emit_movi(f, 1)),
				    h);
			qir_emit_label(f, h);
		} else if (kind == 1) {
			qir_label skip = qir_label_new(f);
			size_t keep = g->n;

			qir_emit_br(f, rnd(2) ? QO_BT : QO_BF,
				    qir_emit_bin(f, QO_AND, pick(g),
						 qir_emit_movi(f, 1)),
				    skip);
			for (int i = 0; i < 4; i++)
				gen_stmt(g);
			qir_emit_label(f, skip);
			if (!rnd(3))
				qir_label_set_cold(f, skip);
			g->n = keep; /* defined inside: not on every path */
		} else {
			qir_label top = qir_label_new(f);
			qir_reg cnt = qir_reg_new(f, QT_I64);
			size_t keep = g->n;

			qir_emit_mov(f, cnt, qir_emit_movi(f, 1 + rnd(4)));
			qir_emit_label(f, top);
			if (!rnd(3))
				qir_label_set_cold(f, top);
			for (int i = 0; i < 5; i++)
				gen_stmt(g);
			qir_emit_mov(f, cnt,
				     qir_emit_bin(f, QO_SUB, cnt,
						  qir_emit_movi(f, 1)));
			qir_emit_br(f, QO_BT, cnt, top);
			g->n = keep;
		}
	}
	acc = qir_emit_movi(f, 0);
	for (size_t i = 0; i < g->n; i++)
		acc = qir_emit_bin(
			f, QO_XOR,
			qir_emit_bin(f, QO_MUL, acc, qir_emit_movi(f, 31)),
			g->pool[i]);
	qir_emit_ret(f, acc);
	qir_optimize(f);
	if (promote) {
		qir_pass_promote(f);
		qir_optimize(f);
	}
}

typedef int64_t (*fn_p)(char *);

static void run(fn_p fn, int64_t *ret, uint64_t *tr, int64_t mem[3][8])
{
	static const int64_t init[8] = { 5, -6, 7, INT64_MIN, 1, 2, 3, 4 };

	for (int o = 0; o < 3; o++)
		memcpy(mem[o], init, sizeof init);
	memcpy(hostmem, mem[1], sizeof hostmem[0]);
	memcpy(hostmem[1], mem[2], sizeof hostmem[1]);
	trail = 14695981039346656037ULL;
	calls = 0;
	*ret = fn((char *)mem[0]);
	*tr = trail;
	memcpy(mem[1], hostmem[0], sizeof hostmem[0]);
	memcpy(mem[2], hostmem[1], sizeof hostmem[1]);
}

static void test_promote_differential(void **state)
{
	static const enum qir_type ptr_i[] = { QT_PTR, QT_I64 };

	(void)state;
	for (uint64_t seed = 1; seed <= 500; seed++) {
		struct gen g = { .u = qir_unit_new() };
		struct strbuf err;
		struct jit_code *code;
		int64_t r[2], mem[2][3][8];
		uint64_t tr[2];

		g.s_host = qir_sym_func(g.u, "host", (const void *)host, QT_I64,
					2, ptr_i);
		g.s_alias = qir_sym_func(g.u, "alias", (const void *)alias,
					 QT_PTR, 2, ptr_i);
		gen_func(&g, "plain", seed, false);
		gen_func(&g, "promo", seed, true);
		sb_init(&err);
		if (!qir_verify(g.u, &err)) {
			qir_dump(g.u, &err);
			fputs(sb_str(&err), stderr);
			fail_msg("seed %llu: %s", (unsigned long long)seed,
				 sb_str(&err));
		}
		code = jit_compile_unit(g.u, JIT_BACKEND_AUTO, &err);
		if (!code)
			fail_msg("seed %llu: %s", (unsigned long long)seed,
				 sb_str(&err));
		sb_free(&err);
		qir_unit_free(g.u);
		for (int k = 0; k < 2; k++)
			run((fn_p)(uintptr_t)jit_code_lookup(code, k ? "promo"
								     : "plain"),
			    &r[k], &tr[k], mem[k]);
		if (r[0] != r[1] || tr[0] != tr[1] ||
		    memcmp(mem[0], mem[1], sizeof mem[0]))
			fail_msg("seed %llu: plain %lld, promoted %lld%s%s",
				 (unsigned long long)seed, (long long)r[0],
				 (long long)r[1],
				 tr[0] != tr[1] ? ", host saw different memory"
						: "",
				 memcmp(mem[0], mem[1], sizeof mem[0])
					 ? ", memory differs at the end"
					 : "");
		jit_code_free(code);
	}
}

/* Without the promise of disjoint bases nothing changes. */
static void test_promote_needs_disjoint(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 1, p1);
	size_t n;

	(void)state;
	qir_emit_ret(f, qir_emit_load(f, QO_LOAD64, 1, 0));
	n = f->code.n;
	qir_pass_promote(f);
	assert_int_equal(f->code.n, n);
	assert_int_equal(f->code.v[0].op, QO_LOAD64);
	qir_unit_free(u);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_promote_dump),
		cmocka_unit_test(test_promote_differential),
		cmocka_unit_test(test_promote_needs_disjoint),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
