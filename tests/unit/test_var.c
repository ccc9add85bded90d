/*
 * test_var.c - unit tests of the variable store (runtime/var.c) and the
 * option table (runtime/options.c): cells, the dual string/integer
 * representation, readonly, unset, export and the environment, local
 * scopes, temporary assignments, listing and quoting, and associative
 * arrays with many keys (the key index, order, unset, proxies).
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

#include "runtime/shell.h"

#include "capture.h"
#include "runtime/options.h"
#include "runtime/var.h"

static bool env_has(char **env, const char *s)
{
	for (; *env; env++)
		if (!strcmp(*env, s))
			return true;
	return false;
}

static bool env_has_name(char **env, const char *name)
{
	size_t n = strlen(name);
	for (; *env; env++)
		if (!strncmp(*env, name, n) && (*env)[n] == '=')
			return true;
	return false;
}

static void test_set_get(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	assert_null(rt_var_get(&sh, "x"));
	assert_null(rt_var_find(&sh, "x"));
	assert_int_equal(rt_var_set(&sh, "x", "hello", 0), 0);
	assert_string_equal(rt_var_get(&sh, "x"), "hello");
	struct var *v = rt_var_find(&sh, "x");
	assert_non_null(v);
	assert_ptr_equal(rt_var_cell(&sh, "x"), v);
	assert_int_equal(rt_var_assign(&sh, v, "world"), 0);
	assert_string_equal(rt_var_str(&sh, v), "world");
	/* assigning a cell its own string is safe */
	assert_int_equal(rt_var_assign(&sh, v, v->str), 0);
	assert_string_equal(rt_var_get(&sh, "x"), "world");
	/* a new cell is unset */
	struct var *w = rt_var_cell(&sh, "fresh");
	assert_true(w->flags & VF_UNSET);
	assert_null(rt_var_str(&sh, w));
	rt_var_free_all(&sh);
}

static void test_dual_representation(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	struct var *v = rt_var_cell(&sh, "n");
	int64_t i;

	assert_int_equal(rt_var_assign_int(&sh, v, 42), 0);
	assert_true(v->flags & VF_INT);
	assert_false(v->flags & VF_STR);
	assert_false(v->flags & VF_UNSET);
	assert_int_equal(rt_var_int(&sh, v, &i), 1);
	assert_int_equal(i, 42);
	assert_string_equal(rt_var_str(&sh, v), "42");
	assert_true(v->flags & VF_STR);
	assert_true(v->flags & VF_INT);

	/* the string goes stale again on the next integer store */
	assert_int_equal(rt_var_assign_int(&sh, v, INT64_MIN), 0);
	assert_false(v->flags & VF_STR);
	assert_string_equal(rt_var_get(&sh, "n"), "-9223372036854775808");

	/* the formatter works two digits at a time: every width and the
	 * boundaries of a pair, both signs */
	static const struct {
		int64_t v;
		const char *s;
	} ints[] = {
		{ 0, "0" },
		{ 7, "7" },
		{ -7, "-7" },
		{ 10, "10" },
		{ 99, "99" },
		{ 100, "100" },
		{ -100, "-100" },
		{ 101, "101" },
		{ 1009, "1009" },
		{ 99999, "99999" },
		{ 1000000, "1000000" },
		{ INT64_MAX, "9223372036854775807" },
		{ INT64_MIN + 1, "-9223372036854775807" },
	};
	for (size_t k = 0; k < sizeof ints / sizeof ints[0]; k++) {
		assert_int_equal(rt_var_assign_int(&sh, v, ints[k].v), 0);
		assert_string_equal(rt_var_str(&sh, v), ints[k].s);
	}

	/* a string assignment drops the cached integer */
	rt_var_assign(&sh, v, "0x1F");
	assert_false(v->flags & VF_INT);
	assert_int_equal(rt_var_int(&sh, v, &i), 1);
	assert_int_equal(i, 31);
	assert_true(v->flags & VF_INT); /* cached */
	assert_string_equal(rt_var_str(&sh, v), "0x1F");

	static const struct {
		const char *s;
		int ok;
		int64_t val;
	} cases[] = {
		{ "010", 1, 8 },
		{ " -12 ", 1, -12 },
		{ "+7", 1, 7 },
		{ "0", 1, 0 },
		{ "", 1, 0 },
		{ "  ", 1, 0 },
		{ "0XfF", 1, 255 },
		{ "-010", 1, -8 },
		{ "08", 0, 0 },
		{ "abc", 0, 0 },
		{ "1+2", 0, 0 },
		{ "0x", 0, 0 },
		{ "- 3", 0, 0 },
		{ "12a", 0, 0 },
		{ "9223372036854775807", 1, INT64_MAX },
		{ "9223372036854775808", 1, INT64_MIN },
		{ "-9223372036854775808", 1, INT64_MIN },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		rt_var_assign(&sh, v, cases[k].s);
		i = 12345;
		assert_int_equal(rt_var_int(&sh, v, &i), cases[k].ok);
		if (cases[k].ok)
			assert_int_equal(i, cases[k].val);
		assert_int_equal(!!(v->flags & VF_INT), cases[k].ok);
		assert_string_equal(rt_var_str(&sh, v), cases[k].s);
	}

	/* unset is 0 */
	rt_var_unset(&sh, "n");
	assert_int_equal(rt_var_int(&sh, v, &i), 1);
	assert_int_equal(i, 0);
	rt_var_free_all(&sh);
}

static void test_readonly(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	assert_int_equal(rt_var_readonly(&sh, "r", "1"), 0);
	struct var *v = rt_var_find(&sh, "r");
	assert_true(v->flags & VF_READONLY);

	capture_begin(2);
	int a = rt_var_set(&sh, "r", "2", 0);
	int b = rt_var_assign_int(&sh, v, 5);
	int c = rt_var_unset(&sh, "r");
	const char *err = capture_end(NULL, 2);
	assert_int_equal(a, -1);
	assert_int_equal(b, -1);
	assert_int_equal(c, -1);
	assert_non_null(strstr(err, "quirl: "));
	assert_non_null(strstr(err, "r: readonly variable\n"));
	assert_string_equal(rt_var_get(&sh, "r"), "1");

	/* exporting a readonly variable without a value is fine */
	assert_int_equal(rt_var_export(&sh, "r", NULL), 0);
	assert_true(v->flags & VF_EXPORT);
	/* readonly without a value on a new name creates an unset cell */
	assert_int_equal(rt_var_readonly(&sh, "q", NULL), 0);
	assert_true(rt_var_find(&sh, "q")->flags & VF_UNSET);
	capture_begin(2);
	a = rt_var_set(&sh, "q", "x", 0);
	b = rt_var_unset(&sh, "q");
	capture_end(NULL, 2);
	assert_int_equal(a, -1);
	assert_int_equal(b, -1);
	rt_var_free_all(&sh);
}

static void test_unset_keeps_cell(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	rt_var_set(&sh, "u", "val", VF_EXPORT);
	struct var *v = rt_var_find(&sh, "u");
	unsigned epoch = sh.var_epoch;
	assert_int_equal(rt_var_unset(&sh, "u"), 0);
	assert_true(sh.var_epoch != epoch);
	assert_ptr_equal(rt_var_find(&sh, "u"), v);
	assert_true(v->flags & VF_UNSET);
	assert_false(v->flags & (VF_STR | VF_INT | VF_EXPORT));
	assert_null(v->str);
	assert_null(rt_var_get(&sh, "u"));
	/* unsetting again, or a name never seen, succeeds */
	assert_int_equal(rt_var_unset(&sh, "u"), 0);
	assert_int_equal(rt_var_unset(&sh, "never"), 0);
	/* many new cells (rehashing the map) do not move the old one */
	char name[16];
	for (int i = 0; i < 500; i++) {
		snprintf(name, sizeof name, "v%d", i);
		rt_var_set(&sh, name, name, 0);
	}
	rt_var_set(&sh, "u", "again", 0);
	assert_ptr_equal(rt_var_find(&sh, "u"), v);
	assert_string_equal(rt_var_get(&sh, "u"), "again");
	assert_string_equal(rt_var_get(&sh, "v499"), "v499");
	assert_false(v->flags & VF_EXPORT); /* unset dropped the attribute */
	rt_var_free_all(&sh);
}

static void test_environment(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	char *envp[] = { "A=1", "B-C=2", "NOEQ", "EMPTY=", "D=x=y", NULL };
	rt_var_import_env(&sh, envp);
	assert_string_equal(rt_var_get(&sh, "A"), "1");
	assert_string_equal(rt_var_get(&sh, "D"), "x=y");
	assert_true(rt_var_find(&sh, "A")->flags & VF_EXPORT);
	assert_null(rt_var_find(&sh, "NOEQ"));

	char **env = rt_var_environ(&sh);
	assert_true(env_has(env, "A=1"));
	assert_true(env_has(env, "B-C=2"));
	assert_true(env_has(env, "EMPTY="));
	assert_true(env_has(env, "D=x=y"));
	assert_false(env_has_name(env, "NOEQ"));
	assert_ptr_equal(rt_var_environ(&sh), env); /* cached */

	rt_var_set(&sh, "A", "3", 0);
	rt_var_set(&sh, "local_only", "z", 0);
	env = rt_var_environ(&sh);
	assert_true(env_has(env, "A=3"));
	assert_false(env_has(env, "A=1"));
	assert_false(env_has_name(env, "local_only"));

	/* an integer store shows up with its decimal string */
	rt_var_assign_int(&sh, rt_var_find(&sh, "A"), -5);
	env = rt_var_environ(&sh);
	assert_true(env_has(env, "A=-5"));

	/* export of an existing variable, then unset */
	rt_var_export(&sh, "local_only", NULL);
	env = rt_var_environ(&sh);
	assert_true(env_has(env, "local_only=z"));
	rt_var_unset(&sh, "local_only");
	env = rt_var_environ(&sh);
	assert_false(env_has_name(env, "local_only"));

	/* exported but unset is not in the environment */
	rt_var_export(&sh, "later", NULL);
	env = rt_var_environ(&sh);
	assert_false(env_has_name(env, "later"));
	rt_var_set(&sh, "later", "now", 0);
	env = rt_var_environ(&sh);
	assert_true(env_has(env, "later=now"));

	/* allexport */
	sh.opts |= OPT_ALLEXPORT;
	rt_var_set(&sh, "auto", "1", 0);
	sh.opts &= ~OPT_ALLEXPORT;
	rt_var_set(&sh, "manual", "1", 0);
	env = rt_var_environ(&sh);
	assert_true(env_has(env, "auto=1"));
	assert_false(env_has_name(env, "manual"));
	rt_var_free_all(&sh);
}

static void test_local_scopes(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	rt_var_set(&sh, "x", "1", 0);
	struct var *v = rt_var_find(&sh, "x");

	capture_begin(2);
	struct var *none = rt_var_local(&sh, "x", false);
	const char *err = capture_end(NULL, 2);
	assert_null(none);
	assert_non_null(strstr(err, "local: can only be used in a function"));

	rt_var_push_scope(&sh);
	unsigned epoch = sh.var_epoch;
	assert_ptr_equal(rt_var_local(&sh, "x", false), v);
	assert_true(sh.var_epoch != epoch);
	/* bash semantics: local without a value is unset */
	assert_null(rt_var_get(&sh, "x"));
	assert_true(v->flags & VF_LOCAL);
	rt_var_assign(&sh, v, "2");
	/* a second local in the same scope keeps the value */
	assert_ptr_equal(rt_var_local(&sh, "x", false), v);
	assert_string_equal(rt_var_get(&sh, "x"), "2");

	rt_var_push_scope(&sh);
	assert_string_equal(rt_var_get(&sh, "x"), "2"); /* dynamic scoping */
	rt_var_local(&sh, "x", false);
	rt_var_assign_int(&sh, v, 3);
	rt_var_local(&sh, "newvar", false);
	rt_var_set(&sh, "newvar", "n", 0);
	rt_var_set(&sh, "global", "g", 0); /* not local: survives the pop */
	epoch = sh.var_epoch;
	rt_var_pop_scope(&sh);
	assert_true(sh.var_epoch != epoch);
	assert_ptr_equal(rt_var_find(&sh, "x"), v);
	assert_string_equal(rt_var_get(&sh, "x"), "2");
	assert_null(rt_var_get(&sh, "newvar"));
	assert_string_equal(rt_var_get(&sh, "global"), "g");

	rt_var_pop_scope(&sh);
	assert_string_equal(rt_var_get(&sh, "x"), "1");
	assert_false(v->flags & VF_LOCAL);
	assert_int_equal(sh.scope_depth, 0);
	assert_null(sh.scope);

	/* an integer-only value survives save and restore */
	rt_var_assign_int(&sh, v, 77);
	rt_var_push_scope(&sh);
	rt_var_local(&sh, "x", false);
	rt_var_set(&sh, "x", "inner", 0);
	rt_var_pop_scope(&sh);
	assert_string_equal(rt_var_get(&sh, "x"), "77");

	/* a local exported variable keeps the attribute */
	rt_var_export(&sh, "e", "outer");
	rt_var_push_scope(&sh);
	rt_var_local(&sh, "e", false);
	assert_false(env_has_name(rt_var_environ(&sh), "e"));
	rt_var_set(&sh, "e", "inner", 0);
	assert_true(env_has(rt_var_environ(&sh), "e=inner"));
	rt_var_pop_scope(&sh);
	assert_true(env_has(rt_var_environ(&sh), "e=outer"));

	/* local of a readonly variable fails */
	rt_var_readonly(&sh, "ro", "1");
	rt_var_push_scope(&sh);
	capture_begin(2);
	none = rt_var_local(&sh, "ro", false);
	err = capture_end(NULL, 2);
	assert_null(none);
	assert_non_null(strstr(err, "ro: readonly variable"));
	rt_var_pop_scope(&sh);

	/* free_all with scopes still pushed does not leak */
	rt_var_push_scope(&sh);
	rt_var_local(&sh, "x", false);
	rt_var_set(&sh, "x", "leak?", 0);
	rt_var_free_all(&sh);
}

static void test_temp_assignments(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	rt_var_set(&sh, "x", "1", 0);
	rt_var_temp_begin(&sh);
	assert_int_equal(rt_var_temp_set(&sh, "x", "5"), 0);
	assert_int_equal(rt_var_temp_set(&sh, "y", "6"), 0);
	assert_int_equal(rt_var_temp_set(&sh, "x", "7"), 0);
	assert_string_equal(rt_var_get(&sh, "x"), "7");
	char **env = rt_var_environ(&sh);
	assert_true(env_has(env, "x=7"));
	assert_true(env_has(env, "y=6"));

	/* a function called with the temp assignment */
	rt_var_push_scope(&sh);
	rt_var_local(&sh, "x", false);
	rt_var_set(&sh, "x", "f", 0);
	rt_var_pop_scope(&sh);
	assert_string_equal(rt_var_get(&sh, "x"), "7");
	rt_var_set(&sh, "x", "assigned in f", 0);

	rt_var_temp_end(&sh);
	assert_string_equal(rt_var_get(&sh, "x"), "1");
	assert_null(rt_var_get(&sh, "y"));
	assert_false(rt_var_find(&sh, "x")->flags & VF_EXPORT);
	env = rt_var_environ(&sh);
	assert_false(env_has_name(env, "x"));
	assert_false(env_has_name(env, "y"));

	/* readonly variables cannot be temporarily assigned */
	rt_var_readonly(&sh, "r", "1");
	rt_var_temp_begin(&sh);
	capture_begin(2);
	int r = rt_var_temp_set(&sh, "r", "2");
	capture_end(NULL, 2);
	assert_int_equal(r, -1);
	rt_var_temp_end(&sh);
	assert_string_equal(rt_var_get(&sh, "r"), "1");
	rt_var_free_all(&sh);
}

static void test_special(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	sh.getopts_pos = 3;
	rt_var_set(&sh, "OPTIND", "1", 0);
	assert_int_equal(sh.getopts_pos, 0);
	assert_true(rt_var_find(&sh, "OPTIND")->flags & VF_SPECIAL);
	assert_true(rt_var_cell(&sh, "PATH")->flags & VF_SPECIAL);
	assert_false(rt_var_cell(&sh, "HOME")->flags & VF_SPECIAL);
	sh.getopts_pos = 2;
	rt_var_assign_int(&sh, rt_var_find(&sh, "OPTIND"), 1);
	assert_int_equal(sh.getopts_pos, 0);
	rt_var_free_all(&sh);
}

static void test_sorted(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	rt_var_set(&sh, "b", "2", VF_EXPORT);
	rt_var_set(&sh, "a", "1", 0);
	rt_var_set(&sh, "C", "3", VF_EXPORT);
	rt_var_set(&sh, "gone", "3", VF_EXPORT);
	rt_var_unset(&sh, "gone");
	rt_var_cell(&sh, "never_set");
	size_t n;
	struct var **all = rt_var_sorted(&sh, 0, &n);
	assert_int_equal(n, 3);
	assert_string_equal(all[0]->name, "C");
	assert_string_equal(all[1]->name, "a");
	assert_string_equal(all[2]->name, "b");
	free(all);
	struct var **ex = rt_var_sorted(&sh, VF_EXPORT, &n);
	assert_int_equal(n, 2);
	assert_string_equal(ex[0]->name, "C");
	assert_string_equal(ex[1]->name, "b");
	free(ex);
	rt_var_free_all(&sh);
}

static void check_quote(const char *in, const char *want)
{
	struct strbuf sb = { 0 };
	sb_adds(&sb, "<");
	rt_shell_quote(&sb, in);
	assert_string_equal(sb_str(&sb) + 1, want);
	sb_free(&sb);
}

static void test_quote_and_names(void **state)
{
	(void)state;
	check_quote("abc", "abc");
	check_quote("/usr/bin:a-b_c.d+e=f@g%h,i", "/usr/bin:a-b_c.d+e=f@g%h,i");
	check_quote("", "''");
	check_quote("a b", "'a b'");
	check_quote("it's", "'it'\\''s'");
	check_quote("$x", "'$x'");
	check_quote("*", "'*'");
	check_quote("a\nb", "'a\nb'");

	assert_true(rt_valid_name("x"));
	assert_true(rt_valid_name("_a1"));
	assert_true(rt_valid_name("ABC_9"));
	assert_false(rt_valid_name(""));
	assert_false(rt_valid_name("1a"));
	assert_false(rt_valid_name("a-b"));
	assert_false(rt_valid_name("a b"));
	assert_true(rt_valid_name_n("ab=c", 2));
	assert_false(rt_valid_name_n("ab=c", 3));
	assert_false(rt_valid_name_n("ab", 0));
}

static void test_options(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	char buf[32];
	rt_opt_dollar_minus(&sh, buf);
	assert_string_equal(buf, "");
	sh.opts = OPT_ERREXIT | OPT_XTRACE | OPT_NOUNSET | OPT_PIPEFAIL;
	rt_opt_dollar_minus(&sh, buf);
	assert_string_equal(buf, "eux");
	sh.opts = OPT_CMDSTR | OPT_INTERACTIVE | OPT_STDIN | OPT_ALLEXPORT |
		  OPT_NOCLOBBER;
	rt_opt_dollar_minus(&sh, buf);
	assert_string_equal(buf, "aiCsc"); /* bash's order */

	/* every option bit but OPT_CMDSTR appears once */
	unsigned seen = 0;
	size_t k;
	for (k = 0; rt_opt_table[k].name; k++) {
		assert_int_equal(seen & rt_opt_table[k].bit, 0);
		seen |= rt_opt_table[k].bit;
	}
	assert_int_equal(k, 31);
	assert_int_equal(rt_opt_table[k].letter, 0);
	assert_int_equal(rt_opt_table[k].bit, 0);
	assert_int_equal(seen,
			 (((unsigned)OPT_KEYWORD << 1) - 1) & ~OPT_CMDSTR);
	for (k = 0; rt_opt_table[k].name; k++)
		if (!strcmp(rt_opt_table[k].name, "noclobber"))
			assert_int_equal(rt_opt_table[k].letter, 'C');
}

/* bash 5.2's bucket of KEY: FNV-1 of its bytes modulo 1024. */
static unsigned bash_bucket_of(const char *k)
{
	uint32_t h = 2166136261u;
	for (; *k; k++)
		h = (h * 16777619u) ^ (uint32_t)(unsigned char)*k;
	return h & 1023;
}

struct listed {
	unsigned bucket;
	size_t pos; /* insertion position */
	int num;
};

static int cmp_listed(const void *a, const void *b)
{
	const struct listed *x = a, *y = b;
	if (x->bucket != y->bucket)
		return x->bucket < y->bucket ? -1 : 1;
	return x->pos > y->pos ? -1 : 1; /* newest first */
}

/* m holds k<order[i]> = order[i] * 3 for the n keys inserted in the order
 * of order[], listed in bash's order (buckets ascending, newest first). */
static void check_assoc(struct shell *sh, struct var *m, const int *order,
			size_t n)
{
	struct rt_aelem *el;
	char key[32], val[32];
	struct listed *want = calloc(n ? n : 1, sizeof *want);
	for (size_t i = 0; i < n; i++) {
		snprintf(key, sizeof key, "k%d", order[i]);
		want[i] = (struct listed){ bash_bucket_of(key), i, order[i] };
	}
	qsort(want, n, sizeof *want, cmp_listed);
	assert_int_equal(rt_var_elems(sh, m, &el), n);
	for (size_t i = 0; i < n; i++) {
		snprintf(key, sizeof key, "k%d", want[i].num);
		snprintf(val, sizeof val, "%d", want[i].num * 3);
		assert_string_equal(el[i].key, key);
		assert_string_equal(el[i].val, val);
		const char *got = rt_var_elem_get(sh, m, 0, key);
		assert_non_null(got);
		assert_string_equal(got, val);
	}
	free(want);
}

static void test_assoc_many_keys(void **state)
{
	(void)state;
	struct shell sh = { 0 };
	/* at most 2048 keys: check_assoc models bash's first 1024 buckets;
	 * the growth past them is golden vars/assoc-order-large */
	enum { N = 2048 };
	static int order[N];
	char key[32], val[32];
	struct var *m = rt_var_cell(&sh, "m");
	rt_var_make_array(&sh, m, true);
	/* a scrambled insertion order, crossing every index size */
	for (int i = 0; i < N; i++) {
		order[i] = (int)((i * 1543L) % N);
		snprintf(key, sizeof key, "k%d", order[i]);
		snprintf(val, sizeof val, "%d", order[i] * 3);
		assert_null(rt_var_elem_get(&sh, m, 0, key));
		assert_int_equal(rt_var_elem_set(&sh, m, 0, key, val, false),
				 0);
		if (i % 97 == 0)
			check_assoc(&sh, m, order, (size_t)i + 1);
	}
	check_assoc(&sh, m, order, N);
	assert_null(rt_var_elem_get(&sh, m, 0, "k3000"));
	assert_null(rt_var_elem_get(&sh, m, 0, ""));

	/* overwriting keeps positions; appending to a value too */
	assert_int_equal(rt_var_elem_set(&sh, m, 0, "k5", "x", true), 0);
	assert_string_equal(rt_var_elem_get(&sh, m, 0, "k5"), "15x");
	assert_int_equal(rt_var_elem_set(&sh, m, 0, "k5", "15", false), 0);
	check_assoc(&sh, m, order, N);

	/* unset the first, the last, a run in the middle and every 7th:
	 * later positions shift and lookups must follow them */
	size_t n = N;
	size_t drop[] = { 0, N - 1 };
	for (size_t d = 0; d < 2; d++) {
		snprintf(key, sizeof key, "k%d", order[drop[d] - d]);
		assert_int_equal(rt_var_elem_unset(&sh, m, 0, key), 0);
		memmove(&order[drop[d] - d], &order[drop[d] - d + 1],
			(n - (drop[d] - d) - 1) * sizeof order[0]);
		n--;
		check_assoc(&sh, m, order, n);
	}
	int back = order[1050];
	for (size_t i = n; i-- > 0;) {
		if (i % 7 && (i < 1000 || i >= 1100))
			continue;
		snprintf(key, sizeof key, "k%d", order[i]);
		assert_int_equal(rt_var_elem_unset(&sh, m, 0, key), 0);
		assert_null(rt_var_elem_get(&sh, m, 0, key));
		memmove(&order[i], &order[i + 1],
			(n - i - 1) * sizeof order[0]);
		n--;
	}
	check_assoc(&sh, m, order, n);
	/* unsetting a missing key is a no-op */
	assert_int_equal(rt_var_elem_unset(&sh, m, 0, "nope"), 0);
	assert_int_equal(rt_var_elems(&sh, m, &(struct rt_aelem *){ 0 }), n);

	/* a removed key comes back as the newest */
	snprintf(key, sizeof key, "k%d", back);
	snprintf(val, sizeof val, "%d", back * 3);
	assert_null(rt_var_elem_get(&sh, m, 0, key));
	assert_int_equal(rt_var_elem_set(&sh, m, 0, key, val, false), 0);
	order[n++] = back;
	check_assoc(&sh, m, order, n);

	/* element proxies address keys as text, never as arithmetic */
	char name[40];
	snprintf(key, sizeof key, "k%d", order[3]);
	snprintf(val, sizeof val, "%d", order[3] * 3);
	snprintf(name, sizeof name, "m[%s]", key);
	struct var *p = rt_var_cell(&sh, name);
	assert_true(p->flags & VF_ELEM);
	assert_string_equal(rt_var_str(&sh, p), val);
	assert_int_equal(rt_var_assign_int(&sh, p, 1234567), 0);
	assert_string_equal(rt_var_elem_get(&sh, m, 0, key), "1234567");
	assert_string_equal(rt_var_str(&sh, p), "1234567");
	assert_int_equal(rt_var_assign(&sh, p, val), 0);
	p = rt_var_cell(&sh, "m[1+1]");
	assert_null(rt_var_str(&sh, p));
	assert_int_equal(rt_var_assign(&sh, p, "two"), 0);
	assert_string_equal(rt_var_elem_get(&sh, m, 0, "1+1"), "two");
	assert_null(rt_var_elem_get(&sh, m, 0, "2"));
	assert_int_equal(rt_var_elem_unset(&sh, m, 0, "1+1"), 0);
	check_assoc(&sh, m, order, n);

	/* a local array hides the big one, which comes back intact */
	rt_var_push_scope(&sh);
	assert_ptr_equal(rt_var_local(&sh, "m", false), m);
	rt_var_make_array(&sh, m, true);
	for (int i = 0; i < 50; i++) {
		snprintf(key, sizeof key, "k%d", i);
		rt_var_elem_set(&sh, m, 0, key, "inner", false);
	}
	assert_string_equal(rt_var_elem_get(&sh, m, 0, "k7"), "inner");
	rt_var_pop_scope(&sh);
	check_assoc(&sh, m, order, n);

	/* clearing drops the index with the elements; the array is reusable */
	rt_var_array_clear(&sh, m);
	assert_null(rt_var_elem_get(&sh, m, 0, "k7"));
	for (int i = 0; i < 20; i++) {
		snprintf(key, sizeof key, "k%d", i);
		snprintf(val, sizeof val, "%d", i * 3);
		rt_var_elem_set(&sh, m, 0, key, val, false);
		order[i] = i;
	}
	check_assoc(&sh, m, order, 20);

	/* free_all releases an indexed array saved by a pushed scope */
	rt_var_push_scope(&sh);
	rt_var_local(&sh, "m", false);
	rt_var_free_all(&sh);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set_get),
		cmocka_unit_test(test_dual_representation),
		cmocka_unit_test(test_readonly),
		cmocka_unit_test(test_unset_keeps_cell),
		cmocka_unit_test(test_environment),
		cmocka_unit_test(test_local_scopes),
		cmocka_unit_test(test_temp_assignments),
		cmocka_unit_test(test_special),
		cmocka_unit_test(test_sorted),
		cmocka_unit_test(test_quote_and_names),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_assoc_many_keys),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
