/*
 * test_ext.c - unit tests of the bash/ksh extensions below the
 * interpreter: array cells in runtime/var.c (indexed, sparse, negative
 * indices, associative, element proxy cells used by arithmetic, typed
 * assignments) and the parser's new node kinds and parameter forms.
 *
 * The shell is a zeroed struct shell, as in test_var.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "frontend/parser.h"
#include "runtime/shell.h"
#include "runtime/arith.h"
#include "runtime/var.h"

static struct shell sh;

static int setup(void **state)
{
	(void)state;
	memset(&sh, 0, sizeof sh);
	sh.pid = 4242;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	rt_var_free_all(&sh);
	return 0;
}

static void test_indexed(void **state)
{
	(void)state;
	struct var *v = rt_var_cell(&sh, "a");
	assert_int_equal(rt_var_elem_set(&sh, v, 0, NULL, "x", false), 0);
	assert_int_equal(rt_var_elem_set(&sh, v, 1, NULL, "y", false), 0);
	assert_int_equal(rt_var_elem_set(&sh, v, 1, NULL, "z", true), 0);
	assert_true(v->flags & VF_ARRAY);
	assert_true(v->flags & VF_SPECIAL); /* compiled code keeps off */
	assert_string_equal(rt_var_elem_get(&sh, v, 1, NULL), "yz");
	/* the scalar value of an array is element 0 */
	assert_string_equal(rt_var_str(&sh, v), "x");
	assert_string_equal(rt_var_elem_get(&sh, v, -1, NULL), "yz");
	assert_null(rt_var_elem_get(&sh, v, 5, NULL));
}

static void test_sparse_order(void **state)
{
	(void)state;
	struct var *v = rt_var_cell(&sh, "s");
	rt_var_elem_set(&sh, v, 7, NULL, "g", false);
	rt_var_elem_set(&sh, v, 2, NULL, "b", false);
	rt_var_elem_set(&sh, v, 4, NULL, "d", false);
	struct rt_aelem *el;
	size_t n = rt_var_elems(&sh, v, &el);
	assert_int_equal(n, 3);
	assert_int_equal(el[0].idx, 2);
	assert_int_equal(el[1].idx, 4);
	assert_int_equal(el[2].idx, 7);
	assert_string_equal(rt_var_elem_get(&sh, v, -1, NULL), "g");
	assert_int_equal(rt_var_elem_unset(&sh, v, 4, NULL), 0);
	n = rt_var_elems(&sh, v, &el);
	assert_int_equal(n, 2);
	assert_null(rt_var_elem_get(&sh, v, 4, NULL));
	/* unset of the whole array keeps the cell (stable address) */
	assert_int_equal(rt_var_unset(&sh, "s"), 0);
	assert_ptr_equal(rt_var_find(&sh, "s"), v);
	assert_true(v->flags & VF_UNSET);
	assert_null(v->arr);
}

static void test_assoc(void **state)
{
	(void)state;
	struct var *v = rt_var_cell(&sh, "m");
	rt_var_make_array(&sh, v, true);
	assert_true(v->flags & VF_ASSOC);
	rt_var_elem_set(&sh, v, 0, "k1", "one", false);
	rt_var_elem_set(&sh, v, 0, "k 2", "two", false);
	rt_var_elem_set(&sh, v, 0, "k1", "!", true);
	assert_string_equal(rt_var_elem_get(&sh, v, 0, "k1"), "one!");
	assert_string_equal(rt_var_elem_get(&sh, v, 0, "k 2"), "two");
	struct rt_aelem *el;
	assert_int_equal(rt_var_elems(&sh, v, &el), 2);
	assert_string_equal(el[0].key, "k1"); /* insertion order */
	rt_var_elem_unset(&sh, v, 0, "k1");
	assert_null(rt_var_elem_get(&sh, v, 0, "k1"));
}

static void test_scalar_becomes_array(void **state)
{
	(void)state;
	assert_int_equal(rt_var_set(&sh, "v", "old", 0), 0);
	struct var *v = rt_var_find(&sh, "v");
	rt_var_make_array(&sh, v, false);
	assert_string_equal(rt_var_elem_get(&sh, v, 0, NULL), "old");
	/* a scalar assignment to an array sets element 0 */
	assert_int_equal(rt_var_assign(&sh, v, "new"), 0);
	assert_string_equal(rt_var_elem_get(&sh, v, 0, NULL), "new");
}

static void test_proxy_cells(void **state)
{
	(void)state;
	struct var *v = rt_var_cell(&sh, "a");
	rt_var_elem_set(&sh, v, 0, NULL, "10", false);
	rt_var_elem_set(&sh, v, 1, NULL, "20", false);
	rt_var_set(&sh, "i", "1", 0);
	int64_t x;
	assert_int_equal(rt_arith_eval_text(&sh, "a[i] + a[0]", &x), 0);
	assert_int_equal(x, 30);
	assert_int_equal(rt_arith_eval_text(&sh, "a[i] += 5", &x), 0);
	assert_string_equal(rt_var_elem_get(&sh, v, 1, NULL), "25");
	/* a subscript with side effects is evaluated once per a[..] op= */
	assert_int_equal(rt_arith_eval_text(&sh, "a[i++] *= 2", &x), 0);
	assert_string_equal(rt_var_elem_get(&sh, v, 1, NULL), "50");
	assert_string_equal(rt_var_get(&sh, "i"), "2");
	/* proxies are stable cells */
	assert_ptr_equal(rt_var_cell(&sh, "a[i]"), rt_var_cell(&sh, "a[i]"));
}

static void test_typed_assign(void **state)
{
	(void)state;
	struct var *v = rt_var_cell(&sh, "n");
	v->flags |= VF_INTEGER;
	assert_int_equal(rt_var_set_ext(&sh, "n", NULL, "3*4", false), 0);
	assert_string_equal(rt_var_get(&sh, "n"), "12");
	assert_int_equal(rt_var_set_ext(&sh, "n", NULL, "1", true), 0);
	assert_string_equal(rt_var_get(&sh, "n"), "13");
	struct var *u = rt_var_cell(&sh, "u");
	u->flags |= VF_UPPER;
	rt_var_set_ext(&sh, "u", NULL, "abc", false);
	assert_string_equal(rt_var_get(&sh, "u"), "ABC");
	rt_var_set_ext(&sh, "s", NULL, "ab", false);
	rt_var_set_ext(&sh, "s", NULL, "cd", true);
	assert_string_equal(rt_var_get(&sh, "s"), "abcd");
}

static struct node *parse(struct arena **ar, const char *text)
{
	struct parser *p = parser_new_string(text, strlen(text), NULL, 1);
	struct node *n = NULL;
	assert_int_equal(parser_all(p, ar, &n), PARSE_OK);
	parser_free(p);
	assert_non_null(n);
	return n;
}

static void test_parse_nodes(void **state)
{
	(void)state;
	struct arena *ar;
	struct node *n =
		parse(&ar, "(( x = 1 ))\nfor ((i=0;i<3;i++)); do :; done\n"
			   "[[ a == b* && ! -f x ]]\na[2]=v b+=(x y)\n"
			   "local -a c=(1 [k]=v) d=e\n");
	assert_int_equal(n->kind, N_ARITH);
	assert_non_null(n->arith.e.expr);
	assert_int_equal(n->arith.e.expr->kind, AK_ASSIGN);
	n = n->next;
	assert_int_equal(n->kind, N_ARITHFOR);
	assert_non_null(n->arithfor.cond.expr);
	n = n->next;
	assert_int_equal(n->kind, N_COND);
	assert_int_equal(n->cond.expr->kind, CK_AND);
	assert_int_equal(n->cond.expr->b->kind, CK_NOT);
	n = n->next;
	/* array and += assignments are ordinary assignment words */
	assert_int_equal(n->kind, N_SIMPLE);
	const struct assign *a = n->simple.assigns;
	assert_string_equal(a->name, "a");
	assert_non_null(a->index);
	a = a->next;
	assert_string_equal(a->name, "b");
	assert_true(a->append && a->compound);
	assert_int_equal(a->nelems, 2);
	assert_string_equal(a->src, "(x y)");
	/* a declaration's compound operand is one word of a WP_COMPOUND
	 * part; its other operands are plain words */
	n = n->next;
	assert_int_equal(n->kind, N_SIMPLE);
	assert_int_equal(n->simple.argc, 4);
	const struct wpart *p = n->simple.argv[2]->parts;
	assert_int_equal(p->kind, WP_COMPOUND);
	assert_null(p->next);
	assert_string_equal(p->compound->name, "c");
	assert_int_equal(p->compound->nelems, 2);
	assert_null(p->compound->keys[0]);
	assert_non_null(p->compound->keys[1]);
	assert_int_equal(n->simple.argv[3]->parts->kind, WP_LIT);
	arena_unref(ar);
}

static void test_parse_params(void **state)
{
	(void)state;
	struct arena *ar;
	struct node *n =
		parse(&ar, "echo ${a[1]} ${!r} ${v:1:2} ${v//x/y} ${!a[@]}\n");
	struct word **w = n->simple.argv;
	assert_int_equal(w[1]->parts->param.op, PO_ELEM);
	assert_non_null(w[1]->parts->param.index_expr);
	assert_true(w[2]->parts->param.indirect);
	assert_int_equal(w[3]->parts->param.op, PO_SUBSTR);
	assert_non_null(w[3]->parts->param.arg2);
	assert_int_equal(w[4]->parts->param.op, PO_REPLALL);
	assert_int_equal(w[5]->parts->param.op, PO_KEYS);
	arena_unref(ar);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_indexed, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sparse_order, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_assoc, setup, teardown),
		cmocka_unit_test_setup_teardown(test_scalar_becomes_array,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_proxy_cells, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_typed_assign, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_parse_nodes, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_parse_params, setup,
						teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
