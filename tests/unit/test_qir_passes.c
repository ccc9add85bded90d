/*
 * test_qir_passes.c - each QIR pass turns a given input into the expected
 * dump text, and its output still passes qir_verify.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
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
	m = qir_emit_bin(f, QO_MUL, a, b);		/* r5 = 42 */
	x = qir_emit_bin(f, QO_DIV, m, z);		/* kept: by zero */
	y = qir_emit_movi(f, INT64_MIN);
	y = qir_emit_bin(f, QO_DIV, y, qir_emit_movi(f, -1)); /* r10 */
	qir_emit_bin(f, QO_MOD, y, qir_emit_movi(f, -1));      /* 0 */
	qir_emit_bin(f, QO_SHL, b, qir_emit_movi(f, 65));      /* 14 */
	qir_emit_un(f, QO_NEG, y);				/* wraps */
	qir_emit_bin(f, QO_ADD, 1, z);		/* r1 + 0 -> mov */
	qir_emit_bin(f, QO_MUL, 1, z);		/* r1 * 0 -> 0 */
	qir_emit_bin(f, QO_LT, z, m);		/* 1 */
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
	qir_emit_mov(f, b, a);				/* b = 3 */
	qir_emit_br(f, QO_BT, 1, l);
	qir_emit_bin(f, QO_ADD, a, b);			/* 6 */
	qir_emit_mov(f, b, 1);				/* b unknown */
	qir_emit_bin(f, QO_ADD, a, b);			/* kept */
	qir_emit_mov(f, b, a);				/* b = 3 again */
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
	qir_emit_br(f, QO_BF, one, l);	/* never taken: nop */
	qir_emit_br(f, QO_BT, one, l);	/* always: jmp */
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
	b = qir_emit_load(f, QO_LOAD64, 1, 8);		/* = a */
	qir_emit_store(f, QO_STORE32, 1, 16, a);	/* disjoint */
	qir_emit_load(f, QO_LOAD64, 1, 8);		/* = a */
	qir_emit_load(f, QO_LOAD32, 1, 8);		/* other width */
	qir_emit_store(f, QO_STORE64, 2, 0, b);		/* may alias */
	c = qir_emit_load(f, QO_LOAD64, 1, 8);		/* kept */
	qir_emit_load(f, QO_LOAD64, 2, 0);		/* = b, forwarded */
	qir_emit_store(f, QO_STORE64, 1, 4, c);		/* overlaps +8 */
	qir_emit_load(f, QO_LOAD64, 1, 8);		/* kept */
	v = qir_emit_load(f, QO_LOAD64, 1, 4);		/* = c */
	qir_emit_call(f, u, s, 1, &v);
	qir_emit_load(f, QO_LOAD64, 1, 4);		/* kept: call */
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
	qir_emit_load(f, QO_LOADP, 1, 0);		/* kept: label */
	qir_emit_mov(f, 1, 2);
	qir_emit_load(f, QO_LOADP, 1, 0);		/* kept: new base */
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
	qir_emit_un(f, QO_NOT, b);			/* dead chain */
	c = qir_emit_movi(f, 5);
	qir_emit_call(f, u, s, 1, &c);			/* result unused */
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
	qir_emit_ret(f, 1);		/* dead */
	qir_emit_label(f, unused);	/* dead, unreferenced */
	qir_emit_ret(f, 1);		/* dead */
	qir_emit_label(f, a);
	qir_emit_jmp(f, c);		/* jumps to the next label */
	qir_emit_label(f, c);
	qir_emit_label(f, unused2);	/* unreferenced: goes */
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

/* --------------------------------------------------------------- whole */

/* while (i < 3) { *(p+0) = *(p+0) + i; i = i + 1 } with i from a constant:
 * everything foldable is folded, dead code removed, the loop kept. */
static void test_optimize(void **state)
{
	struct qir_unit *u;
	struct qir_func *f = new_func(&u, 1, p1);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_reg i = qir_emit_movi(f, 0), one = qir_emit_movi(f, 1);
	qir_reg three = qir_emit_movi(f, 3), c, v, dead;

	(void)state;
	dead = qir_emit_bin(f, QO_ADD, three, one);
	qir_emit_br(f, QO_BF, dead, out);	/* 4 != 0: never taken */
	qir_emit_label(f, top);
	c = qir_emit_bin(f, QO_LT, i, three);
	qir_emit_br(f, QO_BF, c, out);
	v = qir_emit_load(f, QO_LOAD64, 1, 0);
	qir_emit_store(f, QO_STORE64, 1, 0, qir_emit_bin(f, QO_ADD, v, i));
	qir_emit_load(f, QO_LOAD64, 1, 0);	/* forwarded, then dead */
	qir_emit_mov(f, i, qir_emit_bin(f, QO_ADD, i, one));
	qir_emit_jmp(f, top);
	qir_emit_ret(f, i);			/* unreachable */
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
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
