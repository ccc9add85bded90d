/*
 * test_qir_passes.c - each QIR pass turns a given input into the expected
 * dump text, and its output still passes qir_verify.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ir/qir.h"
#include "runtime/util.h"

static const enum qir_type i1[] = { QT_I64 };
static const enum qir_type p1[] = { QT_PTR };
static const enum qir_type pp[] = { QT_PTR, QT_PTR };

/* Runs PASS over function 0 of U, verifies, compares the dump with WANT
 * and frees U. */
static void check(struct qir_unit *u, void (*pass)(struct qir_func *),
		  const char *want)
{
	struct strbuf out;

	assert_true(qir_verify(u, NULL));
	pass(u->funcs.v[0]);
	sb_init(&out);
	if (!qir_verify(u, &out))
		fail_msg("%s", sb_str(&out));
	qir_dump_func(u, u->funcs.v[0], &out);
	assert_string_equal(sb_str(&out), want);
	sb_free(&out);
	qir_unit_free(u);
}

static struct qir_func *new_func(struct qir_unit **u, int n,
				 const enum qir_type *params)
{
	*u = qir_unit_new();
	return qir_func_new(*u, "f", n, params);
}

/* ---------------------------------------------------------------- fold */

static void test_fold_arith(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, i1);
	qir_reg a = qir_emit_movi(f, 6), b = qir_emit_movi(f, 7);
	qir_reg z = qir_emit_movi(f, 0), m, x, y;

	(void)state;
	m = qir_emit_bin(f, QO_MUL, a, b); /* r5 = 42 */
	x = qir_emit_bin(f, QO_DIV, m, z); /* kept: by zero */
	y = qir_emit_movi(f, INT64_MIN);
	y = qir_emit_bin(f, QO_DIV, y, qir_emit_movi(f, -1)); /* r10 */
	qir_emit_bin(f, QO_MOD, y, qir_emit_movi(f, -1));     /* 0 */
	qir_emit_bin(f, QO_SHL, b, qir_emit_movi(f, 65));     /* 14 */
	qir_emit_un(f, QO_NEG, y);                            /* wraps */
	qir_emit_bin(f, QO_ADD, 1, z); /* r1 + 0 -> mov */
	qir_emit_bin(f, QO_MUL, 1, z); /* r1 * 0 -> 0 */
	qir_emit_bin(f, QO_LT, z, m);  /* 1 */
	qir_emit_ret(f, x);
	check(u, qir_pass_fold,
	      "func f(r1:i64) {\n"
	      "  r2:i64 = movi 6\n"
	      "  r3:i64 = movi 7\n"
	      "  r4:i64 = movi 0\n"
	      "  r5:i64 = movi 42\n"
	      "  r6:i64 = div r5, r4\n"
	      "  r7:i64 = movi -9223372036854775808\n"
	      "  r8:i64 = movi -1\n"
	      "  r9:i64 = movi -9223372036854775808\n"
	      "  r10:i64 = movi -1\n"
	      "  r11:i64 = movi 0\n"
	      "  r12:i64 = movi 65\n"
	      "  r13:i64 = movi 14\n"
	      "  r14:i64 = movi -9223372036854775808\n"
	      "  r15:i64 = mov r1\n"
	      "  r16:i64 = movi 0\n"
	      "  r17:i64 = movi 1\n"
	      "  ret r6\n"
	      "}\n");
}

/* Constants flow through movs and conditional fall-through but not into
 * a label; redefinition by mov kills them.  A register whose only
 * definition is a movi (r2) is constant everywhere. */
static void test_fold_blocks(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, i1);
	qir_label l = qir_label_new(f);
	qir_reg a = qir_emit_movi(f, 3), b = qir_reg_new(f, QT_I64);

	(void)state;
	qir_emit_mov(f, b, a); /* b = 3 */
	qir_emit_br(f, QO_BT, 1, l);
	qir_emit_bin(f, QO_ADD, a, b); /* 6 */
	qir_emit_mov(f, b, 1);         /* b unknown */
	qir_emit_bin(f, QO_ADD, a, b); /* kept */
	qir_emit_mov(f, b, a);         /* b = 3 again */
	qir_emit_label(f, l);
	qir_emit_ret(f, qir_emit_bin(f, QO_ADD, a, b)); /* kept */
	check(u, qir_pass_fold,
	      "func f(r1:i64) {\n"
	      "  r2:i64 = movi 3\n"
	      "  r3:i64 = movi 3\n"
	      "  bt r1, L0\n"
	      "  r4:i64 = movi 6\n"
	      "  r3:i64 = mov r1\n"
	      "  r5:i64 = add r2, r3\n"
	      "  r3:i64 = movi 3\n"
	      "L0:\n"
	      "  r6:i64 = add r2, r3\n"
	      "  ret r6\n"
	      "}\n");
}

static void test_fold_branches(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, i1);
	qir_label l = qir_label_new(f);
	qir_reg one = qir_emit_movi(f, 1);

	(void)state;
	qir_emit_br(f, QO_BF, one, l); /* never taken: nop */
	qir_emit_br(f, QO_BT, one, l); /* always: jmp */
	qir_emit_ret(f, 1);
	qir_emit_label(f, l);
	qir_emit_ret(f, one);
	check(u, qir_pass_fold,
	      "func f(r1:i64) {\n"
	      "  r2:i64 = movi 1\n"
	      "  nop\n"
	      "  jmp L0\n"
	      "  ret r1\n"
	      "L0:\n"
	      "  ret r2\n"
	      "}\n");
}

/* --------------------------------------------------------------- loads */

static void test_loads_basic(void **state)
{
	static const enum qir_type t[] = { QT_I64 };
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 2, pp);
	uint32_t s = qir_sym_func(u, "rt_poll", NULL, QT_VOID, 1, t);
	qir_reg a, b, c, v;

	(void)state;
	a = qir_emit_load(f, QO_LOAD64, 1, 8);
	b = qir_emit_load(f, QO_LOAD64, 1, 8);   /* = a */
	qir_emit_store(f, QO_STORE32, 1, 16, a); /* disjoint */
	qir_emit_load(f, QO_LOAD64, 1, 8);       /* = a */
	qir_emit_load(f, QO_LOAD32, 1, 8);       /* other width */
	qir_emit_store(f, QO_STORE64, 2, 0, b);  /* may alias */
	c = qir_emit_load(f, QO_LOAD64, 1, 8);   /* kept */
	qir_emit_load(f, QO_LOAD64, 2, 0);       /* = b, forwarded */
	qir_emit_store(f, QO_STORE64, 1, 4, c);  /* overlaps +8 */
	qir_emit_load(f, QO_LOAD64, 1, 8);       /* kept */
	v = qir_emit_load(f, QO_LOAD64, 1, 4);   /* = c */
	qir_emit_call(f, u, s, 1, &v);
	qir_emit_load(f, QO_LOAD64, 1, 4); /* kept: call */
	qir_emit_ret(f, v);
	check(u, qir_pass_loads,
	      "func f(r1:ptr, r2:ptr) {\n"
	      "  r3:i64 = load64 r1+8\n"
	      "  r4:i64 = mov r3\n"
	      "  store32 r1+16, r3\n"
	      "  r5:i64 = mov r3\n"
	      "  r6:i64 = load32 r1+8\n"
	      "  store64 r2+0, r4\n"
	      "  r7:i64 = load64 r1+8\n"
	      "  r8:i64 = mov r4\n"
	      "  store64 r1+4, r7\n"
	      "  r9:i64 = load64 r1+8\n"
	      "  r10:i64 = mov r7\n"
	      "  call rt_poll(r10)\n"
	      "  r11:i64 = load64 r1+4\n"
	      "  ret r10\n"
	      "}\n");
}

/* Labels reset the known contents; so does redefining the base. */
static void test_loads_blocks(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 2, pp);
	qir_label l = qir_label_new(f);
	qir_reg a;

	(void)state;
	a = qir_emit_load(f, QO_LOADP, 1, 0);
	qir_emit_label(f, l);
	qir_emit_load(f, QO_LOADP, 1, 0); /* kept: label */
	qir_emit_mov(f, 1, 2);
	qir_emit_load(f, QO_LOADP, 1, 0); /* kept: new base */
	qir_emit_mov(f, 1, a);
	qir_emit_jmp(f, l);
	check(u, qir_pass_loads,
	      "func f(r1:ptr, r2:ptr) {\n"
	      "  r3:ptr = loadp r1+0\n"
	      "L0:\n"
	      "  r4:ptr = loadp r1+0\n"
	      "  r1:ptr = mov r2\n"
	      "  r5:ptr = loadp r1+0\n"
	      "  r1:ptr = mov r3\n"
	      "  jmp L0\n"
	      "}\n");
}

/* ----------------------------------------------------------------- dce */

static void test_dce_dead(void **state)
{
	static const enum qir_type t[] = { QT_I64 };
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, p1);
	uint32_t s = qir_sym_func(u, "rt_get", NULL, QT_I64, 1, t);
	qir_reg a, b, c;

	(void)state;
	a = qir_emit_load(f, QO_LOAD64, 1, 0);
	b = qir_emit_bin(f, QO_ADD, a, a);
	qir_emit_un(f, QO_NOT, b); /* dead chain */
	c = qir_emit_movi(f, 5);
	qir_emit_call(f, u, s, 1, &c); /* result unused */
	qir_emit_store(f, QO_STORE64, 1, 8, c);
	qir_emit_ret(f, c);
	check(u, qir_pass_dce,
	      "func f(r1:ptr) {\n"
	      "  r5:i64 = movi 5\n"
	      "  r6:i64 = call rt_get(r5)\n"
	      "  store64 r1+8, r5\n"
	      "  ret r5\n"
	      "}\n");
}

static void test_dce_unreachable(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, i1);
	qir_label a = qir_label_new(f), b = qir_label_new(f);
	qir_label c = qir_label_new(f), unused = qir_label_new(f);
	qir_label unused2 = qir_label_new(f);

	(void)state;
	qir_emit_br(f, QO_BT, 1, b);
	qir_emit_jmp(f, a);
	qir_emit_ret(f, 1);        /* dead */
	qir_emit_label(f, unused); /* dead, unreferenced */
	qir_emit_ret(f, 1);        /* dead */
	qir_emit_label(f, a);
	qir_emit_jmp(f, c); /* jumps to the next label */
	qir_emit_label(f, c);
	qir_emit_label(f, unused2); /* unreferenced: goes */
	qir_emit_jmp(f, b);
	qir_emit_label(f, b);
	qir_emit_ret(f, 1);
	check(u, qir_pass_dce,
	      "func f(r1:i64) {\n"
	      "  bt r1, L1\n"
	      "  jmp L0\n"
	      "L0:\n"
	      "L1:\n"
	      "  ret r1\n"
	      "}\n");
}

/* -------------------------------------------------------------- avail */

static const enum qir_type pi[] = { QT_PTR, QT_I64 };
static const enum qir_type ppi[] = { QT_PTR, QT_PTR, QT_I64 };

/* A load repeated on both sides of a join becomes a move; two registers
 * holding the same pointer constant name the same memory. */
static void test_avail_join(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 2, pi);
	qir_label l0 = qir_label_new(f), l1 = qir_label_new(f);
	qir_reg b, p, q, x;

	(void)state;
	qir_emit_load(f, QO_LOAD64, 1, 8);
	qir_emit_br(f, QO_BT, 2, l0);
	b = qir_emit_load(f, QO_LOAD64, 1, 8);   /* = a */
	qir_emit_store(f, QO_STORE64, 1, 16, b); /* disjoint */
	qir_emit_label(f, l0);
	b = qir_emit_load(f, QO_LOAD64, 1, 8); /* = a, both preds */
	p = qir_emit_movp(f, (void *)0x1000);
	q = qir_emit_movp(f, (void *)0x1000);
	qir_emit_load(f, QO_LOAD64, p, 8);
	qir_emit_br(f, QO_BF, 2, l1);
	x = qir_emit_load(f, QO_LOAD64, q, 8);   /* = c */
	qir_emit_store(f, QO_STORE64, q, 16, x); /* 0x1010: disjoint */
	qir_emit_label(f, l1);
	x = qir_emit_load(f, QO_LOAD64, p, 8); /* = c */
	qir_emit_ret(f, qir_emit_bin(f, QO_ADD, b, x));
	check(u, qir_pass_avail,
	      "func f(r1:ptr, r2:i64) {\n"
	      "  r3:i64 = load64 r1+8\n"
	      "  bt r2, L0\n"
	      "  r4:i64 = mov r3\n"
	      "  store64 r1+16, r4\n"
	      "L0:\n"
	      "  r5:i64 = mov r3\n"
	      "  r6:ptr = movp 0x1000\n"
	      "  r7:ptr = movp 0x1000\n"
	      "  r8:i64 = load64 r6+8\n"
	      "  bf r2, L1\n"
	      "  r9:i64 = mov r8\n"
	      "  store64 r7+16, r9\n"
	      "L1:\n"
	      "  r10:i64 = mov r8\n"
	      "  r11:i64 = add r5, r10\n"
	      "  ret r11\n"
	      "}\n");
}

/* The lowering's guard `g = loadu32 sh+OFF; t = ne g, K; bt t, slow` in
 * two consecutive blocks: the second one is decided by the first.  The
 * eq/bf form works the same way; a 32-bit store of a constant forwards
 * to a 32-bit load. */
static struct qir_func *guard_func(struct qir_unit **u)
{
	struct qir_func *f = new_func(u, 1, p1);
	qir_label slow = qir_label_new(f), l1 = qir_label_new(f);
	qir_reg g, t, k;

	g = qir_emit_load(f, QO_LOADU32, 1, 16);
	t = qir_emit_bin(f, QO_NE, g, qir_emit_movi(f, 7));
	qir_emit_br(f, QO_BT, t, slow);
	k = qir_emit_movi(f, -2);
	qir_emit_store(f, QO_STORE32, 1, 0, k);
	qir_emit_label(f, l1);
	g = qir_emit_load(f, QO_LOADU32, 1, 16);
	t = qir_emit_bin(f, QO_NE, g, qir_emit_movi(f, 7));
	qir_emit_br(f, QO_BT, t, slow);
	g = qir_emit_load(f, QO_LOAD64, 1, 24);
	t = qir_emit_bin(f, QO_EQ, g, qir_emit_movi(f, 3));
	qir_emit_br(f, QO_BF, t, slow);
	g = qir_emit_load(f, QO_LOAD64, 1, 24);
	t = qir_emit_bin(f, QO_EQ, g, qir_emit_movi(f, 3));
	qir_emit_br(f, QO_BF, t, slow);
	qir_emit_ret(f, qir_emit_load(f, QO_LOAD32, 1, 0));
	qir_emit_label(f, slow);
	qir_emit_ret(f, qir_emit_movi(f, -1));
	return f;
}

static void test_avail_guard(void **state)
{
	struct qir_unit *u;

	(void)state;
	guard_func(&u);
	check(u, qir_pass_avail,
	      "func f(r1:ptr) {\n"
	      "  r2:i64 = loadu32 r1+16\n"
	      "  r3:i64 = movi 7\n"
	      "  r4:i64 = ne r2, r3\n"
	      "  bt r4, L0\n"
	      "  r5:i64 = movi -2\n"
	      "  store32 r1+0, r5\n"
	      "L1:\n"
	      "  r6:i64 = movi 7\n"
	      "  r7:i64 = movi 7\n"
	      "  r8:i64 = movi 0\n"
	      "  nop\n"
	      "  r9:i64 = load64 r1+24\n"
	      "  r10:i64 = movi 3\n"
	      "  r11:i64 = eq r9, r10\n"
	      "  bf r11, L0\n"
	      "  r12:i64 = movi 3\n"
	      "  r13:i64 = movi 3\n"
	      "  r14:i64 = movi 1\n"
	      "  nop\n"
	      "  r15:i64 = movi -2\n"
	      "  ret r15\n"
	      "L0:\n"
	      "  r16:i64 = movi -1\n"
	      "  ret r16\n"
	      "}\n");
	guard_func(&u);
	check(u, qir_optimize_global,
	      "func f(r1:ptr) {\n"
	      "  r2:i64 = loadu32 r1+16\n"
	      "  r3:i64 = movi 7\n"
	      "  r4:i64 = ne r2, r3\n"
	      "  bt r4, L0\n"
	      "  r5:i64 = movi -2\n"
	      "  store32 r1+0, r5\n"
	      "  r9:i64 = load64 r1+24\n"
	      "  r10:i64 = movi 3\n"
	      "  r11:i64 = eq r9, r10\n"
	      "  bf r11, L0\n"
	      "  r15:i64 = movi -2\n"
	      "  ret r15\n"
	      "L0:\n"
	      "  r16:i64 = movi -1\n"
	      "  ret r16\n"
	      "}\n");
}

/* What kills facts: a call (memory only; the guard's register fact
 * survives), a store through another base, redefinition of the register
 * holding the value; a base redefined as a copy of another reads what
 * that one read. */
static void test_avail_kills(void **state)
{
	static const enum qir_type t[] = { QT_I64 };
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 3, ppi);
	uint32_t s = qir_sym_func(u, "rt_poll", NULL, QT_VOID, 1, t);
	qir_label slow = qir_label_new(f), l1 = qir_label_new(f);
	qir_reg g, x, k, three = 3;

	(void)state;
	g = qir_emit_load(f, QO_LOADU32, 1, 8);
	k = qir_emit_movi(f, 1);
	qir_emit_br(f, QO_BT, qir_emit_bin(f, QO_NE, g, k), slow);
	qir_emit_label(f, l1);
	qir_emit_call(f, u, s, 1, &three);
	g = qir_emit_load(f, QO_LOADU32, 1, 8); /* kept: call */
	qir_emit_br(f, QO_BT, qir_emit_bin(f, QO_NE, g, k), slow);
	qir_emit_load(f, QO_LOAD64, 1, 0);
	qir_emit_store(f, QO_STORE64, 2, 0, 3); /* may alias */
	x = qir_emit_load(f, QO_LOAD64, 1, 0);  /* kept */
	qir_emit_load(f, QO_LOAD64, 2, 0);      /* = r3, forwarded */
	qir_emit_mov(f, 3, x);                  /* r3 redefined */
	qir_emit_load(f, QO_LOAD64, 2, 0);      /* kept */
	qir_emit_mov(f, 1, 2);             /* base redefined: a copy of r2 */
	qir_emit_load(f, QO_LOAD64, 1, 0); /* = r12 */
	qir_emit_ret(f, qir_emit_load(f, QO_LOAD64, 1, 0)); /* = r12 */
	qir_emit_label(f, slow);
	qir_emit_ret(f, 3);
	check(u, qir_pass_avail,
	      "func f(r1:ptr, r2:ptr, r3:i64) {\n"
	      "  r4:i64 = loadu32 r1+8\n"
	      "  r5:i64 = movi 1\n"
	      "  r6:i64 = ne r4, r5\n"
	      "  bt r6, L0\n"
	      "L1:\n"
	      "  call rt_poll(r3)\n"
	      "  r7:i64 = loadu32 r1+8\n"
	      "  r8:i64 = ne r7, r5\n"
	      "  bt r8, L0\n"
	      "  r9:i64 = load64 r1+0\n"
	      "  store64 r2+0, r3\n"
	      "  r10:i64 = load64 r1+0\n"
	      "  r11:i64 = mov r3\n"
	      "  r3:i64 = mov r10\n"
	      "  r12:i64 = load64 r2+0\n"
	      "  r1:ptr = mov r2\n"
	      "  r13:i64 = mov r12\n"
	      "  r14:i64 = mov r12\n"
	      "  ret r14\n"
	      "L0:\n"
	      "  ret r3\n"
	      "}\n");
}

/* A join where only one predecessor has the fact keeps the load; so
 * does one where the other predecessor stored over it. */
static void test_avail_partial(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 2, pi);
	qir_label l0 = qir_label_new(f), l1 = qir_label_new(f);
	qir_reg g, t;

	(void)state;
	qir_emit_br(f, QO_BT, 2, l0);
	g = qir_emit_load(f, QO_LOAD64, 1, 0);
	t = qir_emit_bin(f, QO_NE, g, qir_emit_movi(f, 5));
	qir_emit_br(f, QO_BT, t, l1);
	qir_emit_label(f, l0);
	g = qir_emit_load(f, QO_LOAD64, 1, 0);              /* kept */
	t = qir_emit_bin(f, QO_NE, g, qir_emit_movi(f, 5)); /* kept */
	qir_emit_br(f, QO_BT, t, l1);
	qir_emit_br(f, QO_BF, 2, l1);
	qir_emit_store(f, QO_STORE32, 1, 4, 2); /* overlaps +0 */
	qir_emit_label(f, l1);
	qir_emit_ret(f, qir_emit_load(f, QO_LOAD64, 1, 0)); /* kept */
	check(u, qir_pass_avail,
	      "func f(r1:ptr, r2:i64) {\n"
	      "  bt r2, L0\n"
	      "  r3:i64 = load64 r1+0\n"
	      "  r4:i64 = movi 5\n"
	      "  r5:i64 = ne r3, r4\n"
	      "  bt r5, L1\n"
	      "L0:\n"
	      "  r6:i64 = load64 r1+0\n"
	      "  r7:i64 = movi 5\n"
	      "  r8:i64 = ne r6, r7\n"
	      "  bt r8, L1\n"
	      "  bf r2, L1\n"
	      "  store32 r1+4, r2\n"
	      "L1:\n"
	      "  r9:i64 = load64 r1+0\n"
	      "  ret r9\n"
	      "}\n");
}

/* Loop headers: a fact survives a back edge that does not touch it (the
 * sweeps reach the fixed point), and dies at one that stores over it or
 * calls. */
static void test_avail_loops(void **state)
{
	static const enum qir_type t[] = { QT_I64 };
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 2, pi);
	uint32_t s = qir_sym_func(u, "rt_poll", NULL, QT_VOID, 1, t);
	qir_label l0 = qir_label_new(f), l1 = qir_label_new(f);
	qir_reg a, v;

	(void)state;
	qir_emit_load(f, QO_LOAD64, 1, 0);
	qir_emit_load(f, QO_LOAD64, 1, 16);
	qir_emit_label(f, l0);
	a = qir_emit_load(f, QO_LOAD64, 1, 0);  /* kept: stored */
	v = qir_emit_load(f, QO_LOAD64, 1, 16); /* = r4 */
	qir_emit_store(f, QO_STORE64, 1, 0, qir_emit_bin(f, QO_ADD, a, v));
	qir_emit_br(f, QO_BT, 2, l0);
	qir_emit_label(f, l1);
	v = qir_emit_load(f, QO_LOAD64, 1, 16); /* kept: call */
	qir_emit_call(f, u, s, 1, &v);
	qir_emit_br(f, QO_BT, v, l1); /* on r2 it would be known 0 */
	qir_emit_ret(f, 2);
	check(u, qir_pass_avail,
	      "func f(r1:ptr, r2:i64) {\n"
	      "  r3:i64 = load64 r1+0\n"
	      "  r4:i64 = load64 r1+16\n"
	      "L0:\n"
	      "  r5:i64 = load64 r1+0\n"
	      "  r6:i64 = mov r4\n"
	      "  r7:i64 = add r5, r6\n"
	      "  store64 r1+0, r7\n"
	      "  bt r2, L0\n"
	      "L1:\n"
	      "  r8:i64 = load64 r1+16\n"
	      "  call rt_poll(r8)\n"
	      "  bt r8, L1\n"
	      "  ret r2\n"
	      "}\n");
}

/* ------------------------------------------------- random differential */

/* Memory the random programs address: r1 points at mem_a; pointer
 * constants point into mem_b, two of them at the same address and one
 * overlapping; rt_clobber writes both, as a call may. */
#define MEM_BYTES 48
static unsigned char mem_a[MEM_BYTES], mem_b[MEM_BYTES];

struct rng {
	uint64_t s;
};

static uint32_t rnd(struct rng *r, uint32_t n)
{
	r->s = r->s * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(r->s >> 33) % n;
}

/* A tiny QIR interpreter: returns false if the step budget runs out. */
static bool interp(const struct qir_func *f, int64_t a, int64_t b, int64_t *ret)
{
	uint64_t *r = calloc(f->regs.n + 1, sizeof *r);
	size_t *lab = calloc(f->nlabels + 1, sizeof *lab);
	size_t pc = 0;
	long steps = 0;
	bool ok = false;

	for (size_t i = 0; i < f->code.n; i++)
		if (f->code.v[i].op == QO_LABEL)
			lab[f->code.v[i].lab] = i;
	r[1] = (uint64_t)(uintptr_t)mem_a;
	r[2] = (uint64_t)a;
	r[3] = (uint64_t)b;
	while (pc < f->code.n && steps++ < 100000) {
		const struct qir_insn *in = &f->code.v[pc++];
		uint64_t x = r[in->a], y = r[in->b], v = 0;
		char *addr = (char *)(uintptr_t)x + in->imm;
		int32_t w32;
		uint32_t u32;

		switch (in->op) {
		case QO_MOVI:
			v = (uint64_t)in->imm;
			break;
		case QO_MOV:
			v = x;
			break;
		case QO_ADD:
			v = x + y;
			break;
		case QO_SUB:
			v = x - y;
			break;
		case QO_MUL:
			v = x * y;
			break;
		case QO_AND:
			v = x & y;
			break;
		case QO_OR:
			v = x | y;
			break;
		case QO_XOR:
			v = x ^ y;
			break;
		case QO_SHL:
			v = x << (y & 63);
			break;
		case QO_SHR:
			v = (uint64_t)((int64_t)x >> (y & 63));
			break;
		case QO_EQ:
			v = x == y;
			break;
		case QO_NE:
			v = x != y;
			break;
		case QO_LT:
			v = (int64_t)x < (int64_t)y;
			break;
		case QO_LE:
			v = (int64_t)x <= (int64_t)y;
			break;
		case QO_GT:
			v = (int64_t)x > (int64_t)y;
			break;
		case QO_GE:
			v = (int64_t)x >= (int64_t)y;
			break;
		case QO_NEG:
			v = 0 - x;
			break;
		case QO_NOT:
			v = ~x;
			break;
		case QO_LNOT:
			v = !x;
			break;
		case QO_LOAD64:
			memcpy(&v, addr, 8);
			break;
		case QO_LOAD32:
			memcpy(&w32, addr, 4);
			v = (uint64_t)(int64_t)w32;
			break;
		case QO_LOADU32:
			memcpy(&u32, addr, 4);
			v = u32;
			break;
		case QO_STORE64:
			memcpy(addr, &y, 8);
			continue;
		case QO_STORE32:
			w32 = (int32_t)(uint32_t)y;
			memcpy(addr, &w32, 4);
			continue;
		case QO_CALL:
			/* rt_clobber(x): adds x to the first word of both */
			memcpy(&v, mem_a, 8);
			v += r[qir_call_args(f, in)[0]];
			memcpy(mem_a, &v, 8);
			memcpy(&v, mem_b + 8, 8);
			v ^= r[qir_call_args(f, in)[0]];
			memcpy(mem_b + 8, &v, 8);
			v = r[qir_call_args(f, in)[0]] * 3;
			break;
		case QO_JMP:
			pc = lab[in->lab];
			continue;
		case QO_BT:
			if (x)
				pc = lab[in->lab];
			continue;
		case QO_BF:
			if (!x)
				pc = lab[in->lab];
			continue;
		case QO_RET:
			*ret = (int64_t)x;
			ok = true;
			pc = f->code.n;
			continue;
		default:
			continue; /* labels, nops */
		}
		if (in->d)
			r[in->d] = v;
	}
	free(r);
	free(lab);
	return ok;
}

/* Random multi-block programs over r1:ptr, r2, r3:i64: loads and stores
 * of all widths through aliasing and non-aliasing bases, calls, moves
 * into long-lived registers, guards, forward branches and backward ones
 * bounded by a counter.  Registers made in a block are used only until
 * the next label, so every use is defined on all paths. */
struct gen {
	struct rng rng;
	struct qir_unit *u;
	struct qir_func *f;
	qir_reg vars[4], ptrs[4], loc[32];
	int nloc;
	qir_reg cnt, one;
	uint32_t sym;
};

static qir_reg g_val(struct gen *g)
{
	uint32_t k = rnd(&g->rng, 4 + (uint32_t)g->nloc);

	if (k < 4)
		return g->vars[k];
	return g->loc[k - 4];
}

static void g_push(struct gen *g, qir_reg r)
{
	if (g->nloc < 32)
		g->loc[g->nloc++] = r;
}

static void g_insn(struct gen *g)
{
	static const enum qir_op ldops[] = { QO_LOAD64, QO_LOAD32, QO_LOADU32 };
	static const enum qir_op bin[] = { QO_ADD, QO_SUB, QO_MUL,
					   QO_AND, QO_XOR, QO_SHR,
					   QO_EQ,  QO_NE,  QO_LT };
	struct qir_func *f = g->f;
	qir_reg p = g->ptrs[rnd(&g->rng, 4)], v;
	int64_t off = 4 * (int64_t)rnd(&g->rng, 5);
	enum qir_op op;

	switch (rnd(&g->rng, 12)) {
	case 0:
	case 1:
	case 2: /* loads are observable through vars */
		op = ldops[rnd(&g->rng, 3)];
		v = qir_emit_load(f, op, p, off);
		g_push(g, v);
		if (rnd(&g->rng, 2))
			qir_emit_mov(f, g->vars[rnd(&g->rng, 4)], v);
		break;
	case 3:
	case 4:
		op = rnd(&g->rng, 2) ? QO_STORE64 : QO_STORE32;
		qir_emit_store(f, op, p, off, g_val(g));
		break;
	case 5:
		g_push(g, qir_emit_bin(f, bin[rnd(&g->rng, 9)], g_val(g),
				       g_val(g)));
		break;
	case 6:
		g_push(g, qir_emit_movi(f, (int64_t)rnd(&g->rng, 5) - 1));
		break;
	case 7:
		qir_emit_mov(f, g->vars[rnd(&g->rng, 4)], g_val(g));
		break;
	case 8:
		if (rnd(&g->rng, 4) == 0) {
			v = g_val(g);
			g_push(g, qir_emit_call(f, g->u, g->sym, 1, &v));
		} else {
			g_push(g, qir_emit_un(f, QO_LNOT, g_val(g)));
		}
		break;
	case 9: /* ptrs[3] moves between aliases of r1 and mem_b */
		qir_emit_mov(f, g->ptrs[3], g->ptrs[rnd(&g->rng, 3)]);
		break;
	default: { /* a guard on a load, as the lowering emits them */
		qir_label l = qir_label_new(f);

		op = ldops[rnd(&g->rng, 3)];
		v = qir_emit_load(f, op, p, off);
		v = qir_emit_bin(f, rnd(&g->rng, 2) ? QO_NE : QO_EQ, v,
				 qir_emit_movi(f, (int64_t)rnd(&g->rng, 3)));
		g_push(g, v);
		qir_emit_br(f, rnd(&g->rng, 2) ? QO_BT : QO_BF, v, l);
		qir_emit_mov(f, g->vars[rnd(&g->rng, 4)],
			     qir_emit_load(f, op, p, off));
		qir_emit_label(f, l);
		g->nloc = 0;
		break;
	}
	}
}

static void gen_prog(struct qir_unit *u, const char *name, uint64_t seed)
{
	static const enum qir_type t[] = { QT_I64 };
	static const enum qir_type params[] = { QT_PTR, QT_I64, QT_I64 };
	struct gen g = { .rng = { seed * 2654435761u + 1 }, .u = u };
	struct qir_func *f = qir_func_new(u, name, 3, params);
	qir_label labs[8];
	int nseg = 2 + (int)rnd(&g.rng, 6);

	g.f = f;
	g.sym = qir_sym_func(u, "rt_clobber", NULL, QT_I64, 1, t);
	for (int i = 0; i < nseg + 1; i++)
		labs[i] = qir_label_new(f);
	g.vars[0] = 2;
	g.vars[1] = 3;
	g.vars[2] = qir_emit_movi(f, 7);
	g.vars[3] = qir_reg_new(f, QT_I64);
	qir_emit_mov(f, g.vars[3], 2);
	g.ptrs[0] = 1;
	g.ptrs[1] = qir_emit_movp(f, mem_b + 8);
	g.ptrs[2] = qir_emit_movp(f, rnd(&g.rng, 2) ? mem_b + 8 : mem_b + 12);
	g.ptrs[3] = qir_reg_new(f, QT_PTR);
	qir_emit_mov(f, g.ptrs[3], rnd(&g.rng, 2) ? 1 : g.ptrs[1]);
	g.cnt = qir_reg_new(f, QT_I64);
	qir_emit_mov(f, g.cnt, qir_emit_movi(f, 12));
	g.one = qir_emit_movi(f, 1);
	for (int i = 0; i < nseg; i++) {
		int n = (int)rnd(&g.rng, 8);

		qir_emit_label(f, labs[i]);
		g.nloc = 0;
		for (int k = 0; k < n; k++)
			g_insn(&g);
		switch (rnd(&g.rng, 4)) {
		case 0: /* forward */
			qir_emit_br(f, rnd(&g.rng, 2) ? QO_BT : QO_BF,
				    g_val(&g),
				    labs[i + 1 +
					 rnd(&g.rng, (uint32_t)(nseg - i))]);
			break;
		case 1: { /* backward while the counter lasts */
			qir_reg c = qir_emit_bin(f, QO_SUB, g.cnt, g.one);

			qir_emit_mov(f, g.cnt, c);
			c = qir_emit_bin(f, QO_GT, g.cnt, qir_emit_movi(f, 0));
			qir_emit_br(f, QO_BT, c,
				    labs[rnd(&g.rng, (uint32_t)i + 1)]);
			break;
		}
		default:
			break;
		}
	}
	qir_emit_label(f, labs[nseg]);
	g.nloc = 0;
	qir_emit_ret(
		f, qir_emit_bin(f, QO_ADD,
				qir_emit_bin(f, QO_XOR, g.vars[0], g.vars[1]),
				qir_emit_bin(f, QO_MUL, g.vars[2], g.vars[3])));
}

static void run_both(const struct qir_func *f0, const struct qir_func *f1,
		     uint64_t seed, const char *what)
{
	static const int64_t args[][2] = {
		{ 0, 0 }, { 1, -1 }, { 7, 3 }, { INT64_MIN, 2 }, { -5, 1 },
	};

	for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
		unsigned char a0[MEM_BYTES], b0[MEM_BYTES];
		int64_t r0 = 0, r1 = 0;
		bool ok0, ok1;

		for (int k = 0; k < MEM_BYTES; k++)
			mem_a[k] = mem_b[k] = (unsigned char)(k * 37 + i);
		mem_a[3] = 0; /* some small words for the guards */
		ok0 = interp(f0, args[i][0], args[i][1], &r0);
		memcpy(a0, mem_a, MEM_BYTES);
		memcpy(b0, mem_b, MEM_BYTES);
		for (int k = 0; k < MEM_BYTES; k++)
			mem_a[k] = mem_b[k] = (unsigned char)(k * 37 + i);
		mem_a[3] = 0;
		ok1 = interp(f1, args[i][0], args[i][1], &r1);
		if (ok0 != ok1 || r0 != r1 || memcmp(a0, mem_a, MEM_BYTES) ||
		    memcmp(b0, mem_b, MEM_BYTES))
			fail_msg("%s seed %llu args %zu: %lld != %lld", what,
				 (unsigned long long)seed, i, (long long)r0,
				 (long long)r1);
	}
}

static int loads_and_branches(const char *dump)
{
	int n = 0;

	for (const char *p = dump; (p = strstr(p, "\n  ")); p++)
		n += !strncmp(p + 3, "bt ", 3) || !strncmp(p + 3, "bf ", 3) ||
		     (strstr(p, " = load") &&
		      strstr(p, " = load") < strchr(p + 1, '\n'));
	return n;
}

/* Optimised and unoptimised random programs agree, with qir_pass_avail
 * alone and with qir_optimize_global; the pass alone must remove loads or
 * branches from a fair share of them. */
static void test_avail_differential(void **state)
{
	int touched = 0;

	(void)state;
	for (uint64_t seed = 1; seed <= 3000; seed++) {
		struct qir_unit *u = qir_unit_new();
		struct strbuf err, d0, d1;

		gen_prog(u, "raw", seed);
		gen_prog(u, "avail", seed);
		gen_prog(u, "opt", seed);
		sb_init(&err);
		if (!qir_verify(u, &err))
			fail_msg("seed %llu: bad generator: %s",
				 (unsigned long long)seed, sb_str(&err));
		qir_pass_avail(u->funcs.v[1]);
		qir_optimize_global(u->funcs.v[2]);
		if (!qir_verify(u, &err))
			fail_msg("seed %llu: %s", (unsigned long long)seed,
				 sb_str(&err));
		sb_free(&err);
		sb_init(&d0);
		sb_init(&d1);
		qir_dump_func(u, u->funcs.v[0], &d0);
		qir_dump_func(u, u->funcs.v[1], &d1);
		touched += loads_and_branches(sb_str(&d1)) <
			   loads_and_branches(sb_str(&d0));
		sb_free(&d0);
		sb_free(&d1);
		run_both(u->funcs.v[0], u->funcs.v[1], seed, "avail");
		run_both(u->funcs.v[0], u->funcs.v[2], seed, "optimize");
		qir_unit_free(u);
	}
	print_message("avail changed %d of 3000 programs\n", touched);
	assert_true(touched > 600);
}

/* --------------------------------------------------------------- whole */

/* while (i < 3) { *(p+0) = *(p+0) + i; i = i + 1 } with i from a constant:
 * everything foldable is folded, dead code removed, the loop kept. */
/* A load through a data symbol's address (rt_pending_signal, which a
 * signal handler sets) is never taken as available: the second load stays
 * although nothing in between stores or calls. */
static int32_t flag_word;

static void test_avail_data_volatile(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, p1);
	qir_label l = qir_label_new(f);
	qir_reg p, v;

	(void)state;
	p = qir_emit_addr(f, qir_sym_data(u, "flag_word", &flag_word));
	qir_emit_label(f, l);
	v = qir_emit_load(f, QO_LOAD32, p, 0);
	qir_emit_br(f, QO_BT, v, l);
	qir_emit_ret(f, qir_emit_load(f, QO_LOAD32, p, 0));
	check(u, qir_pass_avail,
	      "func f(r1:ptr) {\n"
	      "  r2:ptr = addr flag_word\n"
	      "L0:\n"
	      "  r3:i64 = load32 r2+0\n"
	      "  bt r3, L0\n"
	      "  r4:i64 = load32 r2+0\n"
	      "  ret r4\n"
	      "}\n");
}

static void test_optimize(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, p1);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_reg i = qir_emit_movi(f, 0), one = qir_emit_movi(f, 1);
	qir_reg three = qir_emit_movi(f, 3), c, v, dead;

	(void)state;
	dead = qir_emit_bin(f, QO_ADD, three, one);
	qir_emit_br(f, QO_BF, dead, out); /* 4 != 0: never taken */
	qir_emit_label(f, top);
	c = qir_emit_bin(f, QO_LT, i, three);
	qir_emit_br(f, QO_BF, c, out);
	v = qir_emit_load(f, QO_LOAD64, 1, 0);
	qir_emit_store(f, QO_STORE64, 1, 0, qir_emit_bin(f, QO_ADD, v, i));
	qir_emit_load(f, QO_LOAD64, 1, 0); /* forwarded, then dead */
	qir_emit_mov(f, i, qir_emit_bin(f, QO_ADD, i, one));
	qir_emit_jmp(f, top);
	qir_emit_ret(f, i); /* unreachable */
	qir_emit_label(f, out);
	qir_emit_ret(f, qir_emit_bin(f, QO_MUL, i, one));
	check(u, qir_optimize,
	      "func f(r1:ptr) {\n"
	      "  r2:i64 = movi 0\n"
	      "  r3:i64 = movi 1\n"
	      "  r4:i64 = movi 3\n"
	      "L0:\n"
	      "  r6:i64 = lt r2, r4\n"
	      "  bf r6, L1\n"
	      "  r7:i64 = load64 r1+0\n"
	      "  r8:i64 = add r7, r2\n"
	      "  store64 r1+0, r8\n"
	      "  r10:i64 = add r2, r3\n"
	      "  r2:i64 = mov r10\n"
	      "  jmp L0\n"
	      "L1:\n"
	      "  r11:i64 = mov r2\n"
	      "  ret r11\n"
	      "}\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fold_arith),
		cmocka_unit_test(test_fold_blocks),
		cmocka_unit_test(test_fold_branches),
		cmocka_unit_test(test_loads_basic),
		cmocka_unit_test(test_loads_blocks),
		cmocka_unit_test(test_dce_dead),
		cmocka_unit_test(test_dce_unreachable),
		cmocka_unit_test(test_optimize),
		cmocka_unit_test(test_avail_join),
		cmocka_unit_test(test_avail_guard),
		cmocka_unit_test(test_avail_kills),
		cmocka_unit_test(test_avail_data_volatile),
		cmocka_unit_test(test_avail_partial),
		cmocka_unit_test(test_avail_loops),
		cmocka_unit_test(test_avail_differential),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
