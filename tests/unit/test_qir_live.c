/*
 * test_qir_live.c - ir/live.c: the hulls of registers in straight code and
 * across a loop's back-edge, and interval colouring (registers whose hulls
 * meet never share a colour; others do, within a class).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ir/live.h"
#include "ir/qir.h"

static const enum qir_type i1[] = { QT_I64 };

static void assert_hull(const struct live *lv, qir_reg r, uint32_t lo,
			uint32_t hi)
{
	assert_int_equal(lv->lo[r], lo);
	assert_int_equal(lv->hi[r], hi);
}

static bool meet(const struct live *lv, qir_reg a, qir_reg b)
{
	return !(lv->hi[a] < lv->lo[b] || lv->hi[b] < lv->lo[a]);
}

static void test_straight(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 1, i1);
	struct live lv;
	qir_reg one = qir_emit_movi(f, 1);            /* 0 */
	qir_reg s = qir_emit_bin(f, QO_ADD, 1, one);  /* 1 */
	qir_reg five = qir_emit_movi(f, 5);           /* 2 */
	qir_reg t = qir_emit_bin(f, QO_ADD, s, five); /* 3 */

	(void)state;
	qir_emit_ret(f, t); /* 4 */
	live_compute(f, &lv);
	assert_int_equal(lv.nregs, 5);
	assert_hull(&lv, 1, 0, 1); /* a parameter starts at 0 */
	assert_hull(&lv, one, 0, 1);
	assert_hull(&lv, s, 1, 3);
	assert_hull(&lv, five, 2, 3);
	assert_hull(&lv, t, 3, 4);
	live_free(&lv);
	qir_unit_free(u);
}

/* n = 0; do { n = n + 1 } while (n < r1); dead = 7; return n */
static void test_loop_and_colours(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 1, i1);
	struct live lv;
	qir_label top = qir_label_new(f);
	qir_reg n = qir_emit_movi(f, 0), one, sum, lt, dead;
	qir_reg regs[8];
	uint32_t colour[8], k;

	(void)state;
	qir_emit_label(f, top);                /* 1 */
	one = qir_emit_movi(f, 1);             /* 2 */
	sum = qir_emit_bin(f, QO_ADD, n, one); /* 3 */
	qir_emit_mov(f, n, sum);               /* 4 */
	lt = qir_emit_bin(f, QO_LT, n, 1);     /* 5 */
	qir_emit_br(f, QO_BT, lt, top);        /* 6 */
	dead = qir_emit_movi(f, 7);            /* 7 */
	qir_emit_ret(f, n);                    /* 8 */
	assert_true(qir_verify(u, NULL));
	live_compute(f, &lv);
	assert_hull(&lv, 1, 0, 6); /* read in the loop: live to its end */
	assert_hull(&lv, n, 0, 8); /* live across the back-edge */
	assert_hull(&lv, one, 2, 3);
	assert_hull(&lv, sum, 3, 4);
	assert_hull(&lv, lt, 5, 6);
	assert_hull(&lv, dead, 7, 7);

	for (qir_reg r = 1; r <= 6; r++)
		regs[r - 1] = r;
	k = live_colour(&lv, regs, 6, NULL, colour);
	/* r1, n, one and sum are live at 3 (one's last use and sum's
	 * definition meet there: they count as overlapping) */
	assert_int_equal(k, 4);
	for (qir_reg a = 1; a <= 6; a++)
		for (qir_reg b = a + 1; b <= 6; b++)
			if (meet(&lv, a, b))
				assert_int_not_equal(colour[a], colour[b]);
	assert_true(colour[lt] == colour[one] || colour[lt] == colour[sum]);
	assert_true(colour[dead] == colour[lt] || colour[dead] == colour[1] ||
		    colour[dead] == colour[one] || colour[dead] == colour[sum]);

	/* another class never takes a colour that has been freed */
	uint8_t cls[8] = { 0, 0, 0, 0, 0, 1, 1, 0 }; /* lt, dead: 1 */
	for (qir_reg r = 1; r <= 6; r++)
		regs[r - 1] = r;
	k = live_colour(&lv, regs, 6, cls, colour);
	assert_int_equal(k, 5); /* lt (class 1) cannot reuse one's */
	assert_int_equal(colour[dead], colour[lt]);
	assert_int_not_equal(colour[lt], colour[one]);
	assert_int_not_equal(colour[lt], colour[sum]);
	live_free(&lv);
	qir_unit_free(u);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_straight),
		cmocka_unit_test(test_loop_and_colours),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
