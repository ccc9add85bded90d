/*
 * test_arith.c - unit tests of arithmetic evaluation (runtime/arith.c):
 * every operator through rt_arith_binop and through hand-built trees,
 * wrap-around edge values, short-circuiting, assignments and their cell
 * caching, variables holding expressions, error messages, and precedence
 * through the real parser (arith_parse).
 *
 * Error messages are checked by redirecting fd 2 to a temporary file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "frontend/parser.h"
#include "runtime/shell.h"

#include "capture.h"
#include "runtime/arith.h"
#include "runtime/options.h"
#include "runtime/var.h"

/* ------------------------------------------------ tree building helpers */

static struct arena *ar;

static struct arith *node(enum arith_kind k)
{
	struct arith *a = arena_alloc(ar, sizeof *a);
	a->kind = k;
	return a;
}

static struct arith *num(int64_t n)
{
	struct arith *a = node(AK_NUM);
	a->num = n;
	return a;
}

static struct arith *var(const char *name)
{
	struct arith *a = node(AK_VAR);
	a->name = name;
	return a;
}

static struct arith *un(enum arith_op op, struct arith *x)
{
	struct arith *a = node(AK_UNARY);
	a->op = op;
	a->a = x;
	return a;
}

static struct arith *bin(enum arith_op op, struct arith *x, struct arith *y)
{
	struct arith *a = node(AK_BINARY);
	a->op = op;
	a->a = x;
	a->b = y;
	return a;
}

static struct arith *pair(enum arith_kind k, struct arith *x, struct arith *y)
{
	struct arith *a = node(k);
	a->a = x;
	a->b = y;
	return a;
}

static struct arith *cond(struct arith *x, struct arith *y, struct arith *z)
{
	struct arith *a = node(AK_COND);
	a->a = x;
	a->b = y;
	a->c = z;
	return a;
}

static struct arith *assign(const char *name, enum arith_op op,
			    struct arith *rhs)
{
	struct arith *a = node(AK_ASSIGN);
	a->name = name;
	a->op = op;
	a->b = rhs;
	return a;
}

static struct arith *incdec(enum arith_kind k, const char *name)
{
	struct arith *a = node(k);
	a->name = name;
	return a;
}

static int setup(void **state)
{
	(void)state;
	ar = arena_new();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	arena_unref(ar);
	ar = NULL;
	return 0;
}

static int64_t ev(struct shell *sh, struct arith *a)
{
	int64_t r = 0x5555;
	assert_int_equal(rt_arith_eval(sh, a, &r), 0);
	return r;
}

/* Evaluates a tree that must fail; returns the captured message. */
static const char *ev_err(struct shell *sh, struct arith *a)
{
	int64_t r;
	capture_begin(2);
	int st = rt_arith_eval(sh, a, &r);
	const char *msg = capture_end(NULL, 2);
	assert_int_equal(st, -1);
	return msg;
}

/* ---------------------------------------------------------------- tests */

static void test_binop_helper(void **state)
{
	(void)state;
	int err = 0;
	static const struct {
		enum arith_op op;
		int64_t a, b, r;
	} c[] = {
		{ AO_ADD, 2, 3, 5 },
		{ AO_ADD, INT64_MAX, 1, INT64_MIN },
		{ AO_SUB, INT64_MIN, 1, INT64_MAX },
		{ AO_SUB, 3, 5, -2 },
		{ AO_MUL, 6, -7, -42 },
		{ AO_MUL, INT64_MAX, 2, -2 },
		{ AO_MUL, INT64_MIN, -1, INT64_MIN },
		{ AO_DIV, 7, 2, 3 },
		{ AO_DIV, -7, 2, -3 },
		{ AO_DIV, INT64_MIN, -1, INT64_MIN },
		{ AO_DIV, 5, -1, -5 },
		{ AO_MOD, 7, 3, 1 },
		{ AO_MOD, -7, 3, -1 },
		{ AO_MOD, 7, -3, 1 },
		{ AO_MOD, INT64_MIN, -1, 0 },
		{ AO_POW, 2, 10, 1024 },
		{ AO_POW, -3, 3, -27 },
		{ AO_POW, 5, 0, 1 },
		{ AO_POW, 0, 0, 1 },
		{ AO_POW, 2, 63, INT64_MIN },
		{ AO_POW, 2, 64, 0 },
		{ AO_SHL, 1, 3, 8 },
		{ AO_SHL, 1, 63, INT64_MIN },
		{ AO_SHL, 1, 64, 1 }, /* count taken mod 64 */
		{ AO_SHL, 1, -1, INT64_MIN },
		{ AO_SHL, 3, 65, 6 },
		{ AO_SHR, 16, 2, 4 },
		{ AO_SHR, -16, 2, -4 }, /* arithmetic shift */
		{ AO_SHR, -1, 63, -1 },
		{ AO_SHR, INT64_MIN, 63, -1 },
		{ AO_SHR, 256, 68, 16 },
		{ AO_LT, 1, 2, 1 },
		{ AO_LT, 2, 2, 0 },
		{ AO_LE, 2, 2, 1 },
		{ AO_LE, 3, 2, 0 },
		{ AO_GT, 3, 2, 1 },
		{ AO_GT, 2, 2, 0 },
		{ AO_GE, 2, 2, 1 },
		{ AO_GE, 1, 2, 0 },
		{ AO_EQ, -1, -1, 1 },
		{ AO_EQ, 1, 2, 0 },
		{ AO_NE, 1, 2, 1 },
		{ AO_NE, 2, 2, 0 },
		{ AO_LT, INT64_MIN, INT64_MAX, 1 },
		{ AO_BAND, 12, 10, 8 },
		{ AO_BXOR, 12, 10, 6 },
		{ AO_BOR, 12, 10, 14 },
		{ AO_NEG, 5, 0, -5 },
		{ AO_NEG, INT64_MIN, 0, INT64_MIN },
		{ AO_POS, -5, 0, -5 },
		{ AO_NOT, 0, 0, 1 },
		{ AO_NOT, 7, 0, 0 },
		{ AO_BNOT, 0, 0, -1 },
		{ AO_BNOT, 5, 0, -6 },
	};
	for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		assert_int_equal(rt_arith_binop(c[i].op, c[i].a, c[i].b, &err),
				 c[i].r);
		assert_int_equal(err, 0);
	}
	rt_arith_binop(AO_DIV, 1, 0, &err);
	assert_int_equal(err, 1);
	err = 0;
	rt_arith_binop(AO_MOD, INT64_MIN, 0, &err);
	assert_int_equal(err, 1);
	err = 0;
	rt_arith_binop(AO_POW, 2, -1, &err);
	assert_int_equal(err, 2);
}

static void test_tree_operators(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	assert_int_equal(ev(&sh, num(42)), 42);
	/* 1 + 2 * 3 as the parser would build it */
	assert_int_equal(
		ev(&sh, bin(AO_ADD, num(1), bin(AO_MUL, num(2), num(3)))), 7);
	assert_int_equal(ev(&sh, bin(AO_ADD, num(INT64_MAX), num(1))),
			 INT64_MIN);
	assert_int_equal(ev(&sh, bin(AO_DIV, num(INT64_MIN), num(-1))),
			 INT64_MIN);
	assert_int_equal(ev(&sh, bin(AO_MOD, num(INT64_MIN), num(-1))), 0);
	assert_int_equal(ev(&sh, un(AO_NEG, num(INT64_MIN))), INT64_MIN);
	assert_int_equal(ev(&sh, un(AO_BNOT, num(0))), -1);
	assert_int_equal(ev(&sh, un(AO_NOT, num(3))), 0);
	assert_int_equal(ev(&sh, un(AO_POS, num(-3))), -3);
	assert_int_equal(ev(&sh, bin(AO_POW, num(3), num(4))), 81);
	assert_int_equal(ev(&sh, bin(AO_SHL, num(1), num(64))), 1);
	assert_int_equal(ev(&sh, bin(AO_GE, num(2), num(3))), 0);
	/* logical operators normalise to 0/1 */
	assert_int_equal(ev(&sh, pair(AK_LAND, num(5), num(7))), 1);
	assert_int_equal(ev(&sh, pair(AK_LAND, num(5), num(0))), 0);
	assert_int_equal(ev(&sh, pair(AK_LOR, num(0), num(-2))), 1);
	assert_int_equal(ev(&sh, pair(AK_LOR, num(0), num(0))), 0);
	assert_int_equal(ev(&sh, cond(num(1), num(10), num(20))), 10);
	assert_int_equal(ev(&sh, cond(num(0), num(10), num(20))), 20);
	assert_int_equal(ev(&sh, pair(AK_COMMA, num(1), num(2))), 2);
	int64_t r = 9;
	assert_int_equal(rt_arith_eval(&sh, NULL, &r), 0);
	assert_int_equal(r, 0);
	rt_var_free_all(&sh);
}

static void test_short_circuit(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	/* the untaken side would divide by zero and assign */
	struct arith *bad = pair(AK_COMMA, assign("hit", AO_NONE, num(1)),
				 bin(AO_DIV, num(1), num(0)));
	assert_int_equal(ev(&sh, pair(AK_LAND, num(0), bad)), 0);
	assert_int_equal(ev(&sh, pair(AK_LOR, num(3), bad)), 1);
	assert_int_equal(ev(&sh, cond(num(1), num(4), bad)), 4);
	assert_int_equal(ev(&sh, cond(num(0), bad, num(5))), 5);
	assert_null(rt_var_get(&sh, "hit"));
	/* the taken side runs */
	assert_int_equal(
		ev(&sh, pair(AK_LOR, num(0), assign("hit", AO_NONE, num(2)))),
		1);
	assert_string_equal(rt_var_get(&sh, "hit"), "2");
	rt_var_free_all(&sh);
}

static void test_variables_and_assignment(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	/* unset and empty are 0 */
	assert_int_equal(ev(&sh, var("nope")), 0);
	rt_var_set(&sh, "e", "", 0);
	assert_int_equal(ev(&sh, var("e")), 0);
	rt_var_set(&sh, "h", "0x10", 0);
	rt_var_set(&sh, "o", " 010 ", 0);
	assert_int_equal(ev(&sh, bin(AO_ADD, var("h"), var("o"))), 24);

	/* plain assignment stores the integer; the string is rebuilt */
	struct arith *as = assign("x", AO_NONE, num(5));
	assert_int_equal(ev(&sh, as), 5);
	struct var *x = rt_var_find(&sh, "x");
	assert_non_null(x);
	assert_ptr_equal(as->rt_cell, x);
	assert_true(x->flags & VF_INT);
	assert_false(x->flags & VF_STR);
	assert_string_equal(rt_var_get(&sh, "x"), "5");

	static const struct {
		enum arith_op op;
		int64_t rhs, want;
	} ops[] = {
		{ AO_ADD, 3, 8 },   { AO_SUB, 1, 7 },   { AO_MUL, 6, 42 },
		{ AO_DIV, 5, 8 },   { AO_MOD, 5, 3 },   { AO_SHL, 4, 48 },
		{ AO_SHR, 1, 24 },  { AO_BAND, 12, 8 }, { AO_BOR, 3, 11 },
		{ AO_BXOR, 1, 10 },
	};
	for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
		assert_int_equal(
			ev(&sh, assign("x", ops[i].op, num(ops[i].rhs))),
			ops[i].want);
		int64_t v;
		assert_int_equal(rt_var_int(&sh, x, &v), 1);
		assert_int_equal(v, ops[i].want);
	}

	/* x += (x = 5): x is read before the right side (as bash) */
	rt_var_set(&sh, "x", "1", 0);
	assert_int_equal(
		ev(&sh, assign("x", AO_ADD, assign("x", AO_NONE, num(5)))), 6);

	/* ++ and -- */
	rt_var_set(&sh, "i", "10", 0);
	assert_int_equal(ev(&sh, incdec(AK_PREINC, "i")), 11);
	assert_int_equal(ev(&sh, incdec(AK_POSTINC, "i")), 11);
	assert_string_equal(rt_var_get(&sh, "i"), "12");
	assert_int_equal(ev(&sh, incdec(AK_PREDEC, "i")), 11);
	assert_int_equal(ev(&sh, incdec(AK_POSTDEC, "i")), 11);
	assert_string_equal(rt_var_get(&sh, "i"), "10");
	assert_int_equal(ev(&sh, incdec(AK_POSTINC, "new")), 0);
	assert_string_equal(rt_var_get(&sh, "new"), "1");
	rt_var_set(&sh, "big", "9223372036854775807", 0);
	assert_int_equal(ev(&sh, incdec(AK_PREINC, "big")), INT64_MIN);
	rt_var_free_all(&sh);
}

static void test_cell_cache(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	rt_var_set(&sh, "c", "3", 0);
	struct arith *ref = var("c");
	assert_int_equal(ev(&sh, ref), 3);
	struct var *cell = rt_var_find(&sh, "c");
	assert_ptr_equal(ref->rt_cell, cell);
	assert_int_equal(ref->rt_epoch, sh.var_epoch);

	/* a local scope changes the epoch; the value follows the scope */
	rt_var_push_scope(&sh);
	rt_var_local(&sh, "c", false);
	rt_var_set(&sh, "c", "30", 0);
	assert_int_equal(ev(&sh, ref), 30);
	assert_int_equal(ref->rt_epoch, sh.var_epoch);
	rt_var_pop_scope(&sh);
	assert_int_equal(ev(&sh, ref), 3);
	rt_var_unset(&sh, "c");
	assert_int_equal(ev(&sh, ref), 0);
	rt_var_free_all(&sh);
}

static void test_errors(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	const char *m;
	m = ev_err(&sh, bin(AO_DIV, num(1), num(0)));
	assert_non_null(strstr(m, ": division by 0 (error token is \"\")\n"));
	m = ev_err(&sh, bin(AO_MOD, num(1), num(0)));
	assert_non_null(strstr(m, ": division by 0 (error token is \"\")\n"));
	m = ev_err(&sh, bin(AO_POW, num(2), num(-1)));
	assert_non_null(
		strstr(m, ": exponent less than 0 (error token is \"\")\n"));
	m = ev_err(&sh, assign("z", AO_DIV, num(0)));
	assert_non_null(strstr(m, "division by 0"));
	/* an error deep inside stops the evaluation before the assignment */
	ev_err(&sh, assign("z", AO_NONE,
			   bin(AO_ADD, num(1), bin(AO_MOD, num(1), num(0)))));
	assert_null(rt_var_get(&sh, "z"));

	rt_var_readonly(&sh, "ro", "4");
	m = ev_err(&sh, assign("ro", AO_NONE, num(1)));
	assert_non_null(strstr(m, "ro: readonly variable"));
	m = ev_err(&sh, incdec(AK_POSTINC, "ro"));
	assert_non_null(strstr(m, "ro: readonly variable"));
	assert_string_equal(rt_var_get(&sh, "ro"), "4");

	sh.opts |= OPT_NOUNSET;
	m = ev_err(&sh, bin(AO_ADD, var("unset_var"), num(1)));
	assert_non_null(strstr(m, "unset_var: unbound variable"));
	m = ev_err(&sh, assign("u2", AO_ADD, num(1)));
	assert_non_null(strstr(m, "u2: unbound variable"));
	rt_var_set(&sh, "empty", "", 0);
	assert_int_equal(ev(&sh, var("empty")), 0); /* set but empty: fine */
	assert_int_equal(ev(&sh, assign("u3", AO_NONE, num(1))), 1);
	sh.opts &= ~OPT_NOUNSET;
	rt_var_free_all(&sh);
}

/* The following use the real parser (frontend/arith_parse.c). */

static int64_t ev_text(struct shell *sh, const char *text)
{
	int64_t r = 0x5555;
	assert_int_equal(rt_arith_eval_text(sh, text, &r), 0);
	return r;
}

static void test_variable_expressions(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	/* x="1+2"; $((x*3)) is 9: the value is a parenthesised expression */
	rt_var_set(&sh, "x", "1+2", 0);
	assert_int_equal(ev(&sh, bin(AO_MUL, var("x"), num(3))), 9);
	/* chains of names */
	rt_var_set(&sh, "a", "b", 0);
	rt_var_set(&sh, "b", "c+1", 0);
	rt_var_set(&sh, "c", "40", 0);
	assert_int_equal(ev(&sh, var("a")), 41);
	assert_int_equal(ev_text(&sh, "a"), 41);
	assert_int_equal(ev_text(&sh, "c+2"), 42);
	assert_int_equal(ev_text(&sh, ""), 0);
	assert_int_equal(ev_text(&sh, "  "), 0);

	/* self reference hits the recursion limit */
	rt_var_set(&sh, "y", "y", 0);
	int64_t r;
	capture_begin(2);
	int st = rt_arith_eval(&sh, var("y"), &r);
	const char *m = capture_end(NULL, 2);
	assert_int_equal(st, -1);
	assert_non_null(strstr(m, "y: expression recursion level exceeded"));

	/* a value that is not an expression */
	rt_var_set(&sh, "bad", "1+", 0);
	capture_begin(2);
	st = rt_arith_eval(&sh, var("bad"), &r);
	m = capture_end(NULL, 2);
	assert_int_equal(st, -1);
	assert_non_null(strstr(m, "1+: syntax error"));
	capture_begin(2);
	st = rt_arith_eval_text(&sh, "1+", &r);
	m = capture_end(NULL, 2);
	assert_int_equal(st, -1);
	assert_non_null(strstr(m, "1+: "));
	rt_var_free_all(&sh);
}

static void test_precedence(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	static const struct {
		const char *text;
		int64_t want;
	} c[] = {
		{ "1+2*3", 7 },
		{ "(1+2)*3", 9 },
		{ "2**3**2", 512 },
		{ "-2**2", 4 },
		{ "10-4-3", 3 },
		{ "100/10/5", 2 },
		{ "1<<2+1", 8 },
		{ "1<2==1", 1 },
		{ "6&3^1|8", 11 },
		{ "1||0&&0", 1 },
		{ "0?1:2?3:4", 3 },
		{ "!0+1", 2 },
		{ "~0*2", -2 },
		{ "9223372036854775807+1", INT64_MIN },
		{ "-9223372036854775807-1", INT64_MIN },
		{ "(-9223372036854775807-1)/-1", INT64_MIN },
		{ "(-9223372036854775807-1)%-1", 0 },
		{ "1<<64", 1 },
		{ "1<<-1", INT64_MIN },
		{ "0x10+010+10", 34 },
		{ "x=3, y=x*2, x+y", 9 },
		{ "x+=2", 5 },
		{ "x++ + ++x", 12 },
		{ "x", 7 },
	};
	for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		int64_t r = 0;
		int st = rt_arith_eval_text(&sh, c[i].text, &r);
		if (st != 0 || r != c[i].want)
			fail_msg("%s: status %d value %lld, want %lld",
				 c[i].text, st, (long long)r,
				 (long long)c[i].want);
	}
	rt_var_free_all(&sh);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_binop_helper),
		cmocka_unit_test_setup_teardown(test_tree_operators, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_short_circuit, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_variables_and_assignment,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_cell_cache, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_variable_expressions,
						setup, teardown),
		cmocka_unit_test(test_precedence),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
