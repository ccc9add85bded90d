/*
 * test_qir.c - the QIR builder numbers registers, labels and symbols as
 * qir.h says, the verifier accepts good units and names each problem of
 * bad ones, and the dump prints the documented text form.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ir/qir.h"
#include "runtime/util.h"

static const enum qir_type p1[] = { QT_PTR };
static const enum qir_type pi[] = { QT_PTR, QT_I64 };

/* Asserts that U fails verification with exactly the text WANT. */
static void expect_errors(const struct qir_unit *u, const char *want)
{
	struct strbuf err;

	sb_init(&err);
	assert_false(qir_verify(u, &err));
	assert_string_equal(sb_str(&err), want);
	sb_free(&err);
	assert_false(qir_verify(u, NULL));
}

static void expect_dump(const struct qir_unit *u, const char *want)
{
	struct strbuf out;

	sb_init(&out);
	qir_dump(u, &out);
	assert_string_equal(sb_str(&out), want);
	sb_free(&out);
}

static void test_builder(void **state)
{
	struct qir_unit *u = qir_unit_new();
	uint32_t s = qir_sym_func(u, "rt_foo", NULL, QT_I64, 2, pi);
	uint32_t d = qir_sym_data(u, "rt_cells", NULL);
	struct qir_func *f = qir_func_new(u, "f", 2, pi);
	qir_reg r;

	(void)state;
	assert_int_equal(s, 0);
	assert_int_equal(d, 1);
	assert_int_equal(qir_sym_func(u, "rt_foo", NULL, QT_I64, 2, pi), 0);
	assert_int_equal(qir_sym_data(u, "rt_cells", NULL), 1);
	assert_int_equal(u->syms.n, 2);
	assert_int_equal(u->syms.v[1].kind, QS_DATA);
	assert_int_equal(f->nparams, 2);
	assert_int_equal(qir_reg_type(f, 1), QT_PTR);
	assert_int_equal(qir_reg_type(f, 2), QT_I64);
	assert_int_equal(qir_reg_type(f, 0), QT_VOID);
	assert_int_equal(qir_reg_type(f, 3), QT_VOID);
	/* a reservation keeps the parameters and is never a shrink */
	qir_func_reserve(f, 40, 20);
	qir_func_reserve(f, 4, 1);
	assert_true(f->code.cap >= 40 && f->regs.cap >= 20);
	assert_int_equal(f->code.n, 0);
	assert_int_equal(qir_reg_type(f, 2), QT_I64);
	assert_int_equal(qir_label_new(f), 0);
	assert_int_equal(qir_label_new(f), 1);
	r = qir_emit_movi(f, 5);
	assert_int_equal(r, 3);
	assert_int_equal(qir_emit_addr(f, d), 4);
	assert_int_equal(qir_reg_type(f, 4), QT_PTR);
	assert_int_equal(qir_emit_load(f, QO_LOADP, 1, 8), 5);
	assert_int_equal(qir_reg_type(f, 5), QT_PTR);
	assert_int_equal(qir_emit_call(f, u, s, 2, (qir_reg[]){ 1, r }), 6);
	assert_int_equal(qir_reg_type(f, 6), QT_I64);
	qir_emit_ret(f, 6);
	assert_int_equal(f->code.n, 5);
	assert_int_equal(f->code.v[3].op, QO_CALL);
	assert_int_equal(f->code.v[3].nargs, 2);
	assert_int_equal(qir_call_args(f, &f->code.v[3])[1], 3);
	assert_true(qir_verify(u, NULL));
	assert_string_equal(qir_op_name(QO_LOADU32), "loadu32");
	assert_string_equal(qir_op_name(QO__COUNT), "?");
	qir_unit_free(u);
}

/* The loop of qir.h's header comment, built and dumped. */
static void test_dump(void **state)
{
	struct qir_unit *u = qir_unit_new();
	uint32_t s = qir_sym_func(u, "rt_jit_interp", NULL, QT_VOID, 2, pi);
	uint32_t d = qir_sym_data(u, "rt_cells", NULL);
	struct qir_func *f = qir_func_new(u, "loop", 1, p1);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_reg v, c, k;

	(void)state;
	qir_emit_label(f, top);
	v = qir_emit_load(f, QO_LOAD64, 1, 16);
	c = qir_emit_bin(f, QO_LT, v, qir_emit_movi(f, 10));
	qir_emit_br(f, QO_BF, c, out);
	assert_int_equal(qir_emit_call(f, u, s, 2, (qir_reg[]){ 1, v }), 0);
	k = qir_emit_addr(f, d);
	qir_emit_store(f, QO_STORE32, k, -8, qir_emit_un(f, QO_NEG, v));
	qir_emit_jmp(f, top);
	qir_emit_label(f, out);
	k = qir_emit_movi(f, -3);
	qir_emit_mov(f, k, v);
	qir_emit_ret(f, k);
	assert_true(qir_verify(u, NULL));
	expect_dump(u, "extern void rt_jit_interp(ptr, i64)\n"
		       "extern data rt_cells\n"
		       "func loop(r1:ptr) {\n"
		       "L0:\n"
		       "  r2:i64 = load64 r1+16\n"
		       "  r3:i64 = movi 10\n"
		       "  r4:i64 = lt r2, r3\n"
		       "  bf r4, L1\n"
		       "  call rt_jit_interp(r1, r2)\n"
		       "  r5:ptr = addr rt_cells\n"
		       "  r6:i64 = neg r2\n"
		       "  store32 r5-8, r6\n"
		       "  jmp L0\n"
		       "L1:\n"
		       "  r7:i64 = movi -3\n"
		       "  r7:i64 = mov r2\n"
		       "  ret r7\n"
		       "}\n");
	qir_unit_free(u);
}

static void test_dump_misc(void **state)
{
	struct qir_unit *u = qir_unit_new();
	uint32_t s = qir_sym_func(u, "rt_new", NULL, QT_PTR, 0, NULL);
	struct qir_func *f = qir_func_new(u, "g", 0, NULL);
	qir_reg p, q;

	(void)state;
	p = qir_emit_call(f, u, s, 0, NULL);
	q = qir_emit_movp(f, (void *)0x1000);
	qir_emit_store(f, QO_STORE64, p, 0, qir_emit_load(f, QO_LOADU32, q, 4));
	qir_emit_ret(f, 0);
	assert_true(qir_verify(u, NULL));
	expect_dump(u, "extern ptr rt_new()\n"
		       "func g() {\n"
		       "  r1:ptr = call rt_new()\n"
		       "  r2:ptr = movp 0x1000\n"
		       "  r3:i64 = loadu32 r2+4\n"
		       "  store64 r1+0, r3\n"
		       "  ret\n"
		       "}\n");
	qir_unit_free(u);
}

static void test_verify_types(void **state)
{
	struct qir_unit *u = qir_unit_new();
	uint32_t s = qir_sym_func(u, "rt_foo", NULL, QT_VOID, 1, p1);
	uint32_t d = qir_sym_data(u, "rt_cells", NULL);
	struct qir_func *f = qir_func_new(u, "f", 2, pi);
	struct qir_insn *in;

	(void)state;
	qir_emit_bin(f, QO_ADD, 1, 2);               /* insn 0: r1 is ptr */
	qir_emit_load(f, QO_LOAD64, 2, 0);           /* insn 1: base is i64 */
	qir_emit_call(f, u, s, 1, (qir_reg[]){ 2 }); /* insn 2 */
	qir_emit_call(f, u, s, 0, NULL);             /* insn 3: arity */
	qir_emit_call(f, u, d, 0, NULL);             /* insn 4: data */
	qir_emit_mov(f, 1, 2);                       /* insn 5: ptr <- i64 */
	qir_emit_br(f, QO_BT, 9, 0);                 /* insn 6: no r9, no L0 */
	qir_emit_movi(f, 0);
	in = &f->code.v[f->code.n - 1];
	in->op = QO_ADDR; /* insn 7: addr of a func */
	in->sym = s;
	qir_emit_call(f, u, s, 1, (qir_reg[]){ 1 });
	f->code.v[f->code.n - 1].args = 7; /* insn 8: past f->args */
	qir_emit_ret(f, 1);                /* insn 9: ret ptr */
	expect_errors(u,
		      "func f: insn 0 (add): r1 is ptr, add needs i64\n"
		      "func f: insn 1 (load64): r2 is i64, load64 needs ptr\n"
		      "func f: insn 2 (call): r2 is i64, call needs ptr\n"
		      "func f: insn 3 (call): rt_foo takes 1 arguments, got 0\n"
		      "func f: insn 4 (call): rt_cells is not a function\n"
		      "func f: insn 5 (mov): r2 is i64, mov needs ptr\n"
		      "func f: insn 6 (bt): r9 is not a register\n"
		      "func f: insn 6 (bt): L0 is not a label\n"
		      "func f: insn 7 (addr): r5 is i64, addr needs ptr\n"
		      "func f: insn 7 (addr): rt_foo is not data\n"
		      "func f: insn 8 (call): arguments 7..8 are not in the "
		      "function\n"
		      "func f: insn 9 (ret): r1 is ptr, ret needs i64\n");
	qir_unit_free(u);
}

static void test_verify_labels(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 0, NULL);
	struct qir_func *g = qir_func_new(u, "g", 0, NULL);
	qir_label a = qir_label_new(f), b = qir_label_new(f);
	qir_label c = qir_label_new(f), e = qir_label_new(f);
	qir_reg r;

	(void)state;
	(void)b;
	qir_emit_label(f, a);
	qir_emit_label(f, a);
	qir_emit_jmp(f, c);
	qir_emit_label(f, e); /* defined, never referenced: fine */
	qir_emit_movi(f, 1);
	r = qir_emit_movi(g, 1);
	qir_emit_ret(g, r);
	expect_errors(u, "func f: last instruction is not ret or jmp\n"
			 "func f: label L0 defined more than once\n"
			 "func f: label L2 referenced but not defined\n");
	qir_unit_free(u);

	u = qir_unit_new();
	f = qir_func_new(u, "empty", 0, NULL);
	expect_errors(u, "func empty: last instruction is not ret or jmp\n");
	qir_unit_free(u);
}

/* r3 is defined on one path only into L1; r4 only after its use. */
static void test_verify_defs(void **state)
{
	static const enum qir_type i1[] = { QT_I64 };
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 1, i1);
	qir_label l1 = qir_label_new(f), l2 = qir_label_new(f);
	qir_reg r2 = qir_reg_new(f, QT_I64), r3 = qir_reg_new(f, QT_I64);
	qir_reg r4 = qir_reg_new(f, QT_I64);

	(void)state;
	qir_emit_mov(f, r2, 1); /* r2 defined everywhere below */
	qir_emit_br(f, QO_BT, 1, l1);
	qir_emit_mov(f, r3, 1);
	qir_emit_label(f, l1);
	qir_emit_bin(f, QO_ADD, r2, r3); /* insn 4: r3 maybe undefined */
	qir_emit_bin(f, QO_ADD, r4, 1);  /* insn 5: r4 undefined */
	qir_emit_mov(f, r4, 1);
	qir_emit_jmp(f, l2);
	qir_emit_mov(f, r4, r3); /* unreachable: not reported */
	qir_emit_label(f, l2);
	qir_emit_ret(f, r4);
	expect_errors(u, "func f: insn 4 (add): r3 used before definition\n"
			 "func f: insn 5 (add): r4 used before definition\n");
	/* Defining r3 on the other path too makes the unit valid. */
	f->code.v[1].op = QO_MOV;
	f->code.v[1].d = r3;
	f->code.v[1].a = 1;
	f->code.v[4].d = r2;
	f->code.v[4].a = r2;
	f->code.v[5].a = r3;
	assert_true(qir_verify(u, NULL));
	qir_unit_free(u);
}

/* A loop: a register defined before the loop and redefined inside is
 * defined at the head; one defined only inside is not. */
static void test_verify_loop(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "w", 0, NULL);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_reg i = qir_emit_movi(f, 0), t = qir_reg_new(f, QT_I64), c;
	struct strbuf err;

	(void)state;
	qir_emit_label(f, top);
	c = qir_emit_bin(f, QO_LT, i, t); /* t undefined on entry */
	qir_emit_br(f, QO_BF, c, out);
	qir_emit_mov(f, t, qir_emit_movi(f, 10));
	qir_emit_mov(f, i, qir_emit_bin(f, QO_ADD, i, t));
	qir_emit_jmp(f, top);
	qir_emit_label(f, out);
	qir_emit_ret(f, i);
	sb_init(&err);
	assert_false(qir_verify(u, &err));
	assert_string_equal(sb_str(&err), "func w: insn 2 (lt): r2 used before "
					  "definition\n");
	sb_free(&err);
	qir_unit_free(u);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_builder),
		cmocka_unit_test(test_dump),
		cmocka_unit_test(test_dump_misc),
		cmocka_unit_test(test_verify_types),
		cmocka_unit_test(test_verify_labels),
		cmocka_unit_test(test_verify_defs),
		cmocka_unit_test(test_verify_loop),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
