/*
 * test_builtins_table.c - unit tests of the builtin registry
 * (runtime/builtins/table.c): the table is sorted, complete and found by
 * rt_builtin_find; plus the state builtins that need no evaluator: the
 * alias table (rt_alias_get, alias, unalias), set's option and parameter
 * handling, shift, and break/return/exit bookkeeping.
 *
 * Output is checked by redirecting fd 1 or 2 to a temporary file.
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

#include "runtime/builtins/builtins.h"
#include "runtime/shell.h"

#include "capture.h"
#include "runtime/builtins/alias.h"
#include "runtime/builtins/table.h"
#include "runtime/options.h"
#include "runtime/var.h"

/* Calls builtin FN with the NULL-terminated argument list ARGS. */
static int call(struct shell *sh, int (*fn)(struct shell *, int, char **),
		const char *const *args)
{
	int argc = 0;
	while (args[argc])
		argc++;
	return fn(sh, argc, (char **)args);
}
#define CALL(sh, fn, ...)                                                      \
	call(sh, fn, (const char *const[]){ __VA_ARGS__, NULL })

static void free_shell(struct shell *sh)
{
	for (size_t i = 0; i < sh->aliases.cap; i++)
		if (strmap_live(&sh->aliases.tab[i]))
			free(sh->aliases.tab[i].val);
	strmap_free(&sh->aliases);
	rt_params_drop(&sh->params);
	free(sh->out[1].buf);
	free(sh->out[2].buf);
}

static void test_table_sorted_complete(void **state)
{
	size_t n = 0;
	(void)state;
	for (; rt_builtins[n].name; n++) {
		const struct builtin *b = &rt_builtins[n];
		assert_non_null(b->fn);
		assert_non_null(b->usage);
		/* the usage line starts with the name */
		assert_int_equal(strncmp(b->usage, b->name, strlen(b->name)),
				 0);
		/* help's texts: a one-line sentence and a paragraph */
		assert_non_null(b->desc);
		assert_non_null(b->text);
		assert_null(strchr(b->desc, '\n'));
		assert_int_equal(b->desc[strlen(b->desc) - 1], '.');
		assert_true(strlen(b->text) > 10);
		if (n > 0)
			assert_true(strcmp(rt_builtins[n - 1].name, b->name) <
				    0);
		assert_ptr_equal(rt_builtin_find(b->name), b);
	}
	assert_true(n > 30);
}

/* help's other topics: sorted, never commands, same texts' shape */
static void test_help_topics(void **state)
{
	size_t n = 0;
	(void)state;
	for (; rt_help_topics[n].name; n++) {
		const struct builtin *t = &rt_help_topics[n];
		assert_null(t->fn);
		assert_null(rt_builtin_find(t->name));
		assert_non_null(t->usage);
		assert_non_null(t->desc);
		assert_null(strchr(t->desc, '\n'));
		assert_int_equal(t->desc[strlen(t->desc) - 1], '.');
		assert_true(strlen(t->text) > 10);
		if (n > 0)
			assert_true(strcmp(rt_help_topics[n - 1].name,
					   t->name) < 0);
	}
	assert_true(n >= 14);
}

static void test_find_rejects(void **state)
{
	static const char *const bad[] = {
		"", "ech", "echoo", "Echo", "a", "zzz", "..", "[[", "~", "set ",
	};
	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_null(rt_builtin_find(bad[i]));
}

static void test_special_flags(void **state)
{
	static const char *const special[] = {
		".",    ":",     "break",  "continue", "eval",
		"exec", "exit",  "export", "readonly", "return",
		"set",  "shift", "times",  "trap",     "unset",
	};
	size_t nspecial = 0;
	(void)state;
	for (size_t i = 0; i < sizeof special / sizeof special[0]; i++) {
		const struct builtin *b = rt_builtin_find(special[i]);
		assert_non_null(b);
		assert_true(b->flags & BI_SPECIAL);
	}
	for (size_t i = 0; rt_builtins[i].name; i++)
		if (rt_builtins[i].flags & BI_SPECIAL)
			nspecial++;
	assert_int_equal(nspecial, sizeof special / sizeof special[0]);
	assert_true(rt_builtin_find("export")->flags & BI_DECL);
	assert_true(rt_builtin_find("local")->flags & BI_DECL);
	assert_false(rt_builtin_find("echo")->flags & BI_DECL);
}

static void test_alias(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	assert_null(rt_alias_get(&sh, "ll"));
	assert_int_equal(CALL(&sh, bi_alias, "alias", "ll=ls -l", "q=it's"), 0);
	assert_string_equal(rt_alias_get(&sh, "ll"), "ls -l");
	assert_int_equal(CALL(&sh, bi_alias, "alias", "ll=ls -la"), 0);
	assert_string_equal(rt_alias_get(&sh, "ll"), "ls -la");
	assert_null(rt_alias_get(&sh, "l"));

	capture_begin(1);
	assert_int_equal(CALL(&sh, bi_alias, "alias"), 0);
	assert_string_equal(capture_end(&sh, 1),
			    "alias ll='ls -la'\nalias q='it'\\''s'\n");
	capture_begin(1);
	assert_int_equal(CALL(&sh, bi_alias, "alias", "q"), 0);
	assert_string_equal(capture_end(&sh, 1), "alias q='it'\\''s'\n");

	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_alias, "alias", "nope"), 1);
	assert_string_equal(capture_end(&sh, 2),
			    "quirl: alias: nope: not found\n");

	assert_int_equal(CALL(&sh, bi_unalias, "unalias", "q"), 0);
	assert_null(rt_alias_get(&sh, "q"));
	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_unalias, "unalias", "q"), 1);
	assert_string_equal(capture_end(&sh, 2),
			    "quirl: unalias: q: not found\n");
	assert_int_equal(CALL(&sh, bi_unalias, "unalias", "-a"), 0);
	assert_null(rt_alias_get(&sh, "ll"));
	free_shell(&sh);
}

static void test_set_options_and_params(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	assert_int_equal(
		CALL(&sh, bi_set, "set", "-eu", "-o", "pipefail", "a", "b"), 0);
	assert_true(sh.opts & OPT_ERREXIT);
	assert_true(sh.opts & OPT_NOUNSET);
	assert_true(sh.opts & OPT_PIPEFAIL);
	assert_int_equal(sh.params.n, 2);
	assert_string_equal(sh.params.v[1], "b");

	assert_int_equal(CALL(&sh, bi_set, "set", "+e", "-x", "-"), 0);
	assert_false(sh.opts & OPT_ERREXIT);
	assert_false(sh.opts & OPT_XTRACE); /* '-' turns -x off */
	assert_int_equal(sh.params.n, 2);   /* and keeps the parameters */

	assert_int_equal(CALL(&sh, bi_set, "set", "--"), 0);
	assert_int_equal(sh.params.n, 0);

	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_set, "set", "-q"), 2);
	const char *err = capture_end(&sh, 2);
	assert_non_null(strstr(err, "set: -q: invalid option\n"));
	assert_int_equal(sh.skip,
			 SKIP_NONE); /* bash mode: the script goes on */
	sh.opts |= OPT_POSIX;
	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_set, "set", "-q"), 2);
	capture_end(&sh, 2);
	assert_int_equal(sh.skip, SKIP_EXIT); /* special builtin: fatal */
	assert_int_equal(sh.exit_status, 2);
	sh.skip = SKIP_NONE;

	capture_begin(1);
	sh.opts = OPT_NOUNSET;
	assert_int_equal(CALL(&sh, bi_set, "set", "+o"), 0);
	const char *out = capture_end(&sh, 1);
	assert_non_null(strstr(out, "set -o nounset\n"));
	assert_non_null(strstr(out, "set +o errexit\n"));
	/* -i is not a set -o option; interactive-comments is (bash) */
	assert_null(strstr(out, "o interactive\n"));
	assert_non_null(strstr(out, "set +o interactive-comments\n"));
	free_shell(&sh);
}

static void test_shift(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	CALL(&sh, bi_set, "set", "--", "a", "b", "c");
	assert_int_equal(CALL(&sh, bi_shift, "shift"), 0);
	assert_int_equal(sh.params.n, 2);
	assert_string_equal(sh.params.v[0], "b");
	assert_int_equal(CALL(&sh, bi_shift, "shift", "2"), 0);
	assert_int_equal(sh.params.n, 0);
	assert_int_equal(CALL(&sh, bi_shift, "shift", "0"), 0);
	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_shift, "shift", "1"), 1);
	assert_string_equal(capture_end(&sh, 2), ""); /* bash: shift_verbose */
	sh.shopts |= SHOPT_SHIFT_VERBOSE;
	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_shift, "shift", "1"), 1);
	assert_string_equal(capture_end(&sh, 2),
			    "quirl: shift: 1: shift count out of range\n");
	assert_int_equal(sh.skip, SKIP_NONE); /* bash mode */
	sh.opts |= OPT_POSIX;
	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_shift, "shift", "1"), 1);
	capture_end(&sh, 2);
	assert_int_equal(sh.skip, SKIP_EXIT); /* posix mode: fatal */
	free_shell(&sh);
}

static void test_control_flow(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	sh.loop_depth = 2;
	assert_int_equal(CALL(&sh, bi_break, "break", "5"), 0);
	assert_int_equal(sh.skip, SKIP_BREAK);
	assert_int_equal(sh.skip_count, 2); /* clamped to the loop depth */
	sh.skip = SKIP_NONE;
	assert_int_equal(CALL(&sh, bi_continue, "continue"), 0);
	assert_int_equal(sh.skip, SKIP_CONTINUE);
	assert_int_equal(sh.skip_count, 1);
	sh.skip = SKIP_NONE;

	sh.status = 3;
	assert_int_equal(CALL(&sh, bi_exit, "exit"), 3);
	assert_int_equal(sh.exit_status, 3);
	assert_int_equal(CALL(&sh, bi_exit, "exit", "256"), 0);
	assert_int_equal(CALL(&sh, bi_exit, "exit", "-1"), 255);
	assert_int_equal(sh.exit_status, 255);
	assert_int_equal(sh.skip, SKIP_EXIT);
	sh.skip = SKIP_NONE;

	capture_begin(2);
	assert_int_equal(CALL(&sh, bi_return, "return"), 2); /* as bash */
	assert_string_equal(capture_end(&sh, 2),
			    "quirl: return: can only `return' from a "
			    "function or sourced script\n");
	assert_int_equal(sh.skip, SKIP_NONE);
	sh.func_depth = 1;
	assert_int_equal(CALL(&sh, bi_return, "return", "300"), 44);
	assert_int_equal(sh.skip, SKIP_RETURN);
	free_shell(&sh);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_sorted_complete),
		cmocka_unit_test(test_help_topics),
		cmocka_unit_test(test_find_rejects),
		cmocka_unit_test(test_special_flags),
		cmocka_unit_test(test_alias),
		cmocka_unit_test(test_set_options_and_params),
		cmocka_unit_test(test_shift),
		cmocka_unit_test(test_control_flow),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
