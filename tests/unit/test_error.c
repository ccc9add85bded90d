/*
 * test_error.c - unit tests of runtime/error.c: what each kind of error
 * does to a script, an interactive shell and a command that may not end
 * the shell, in bash mode and in posix mode.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "runtime/shell.h"
#include "runtime/error.h"
#include "runtime/options.h"

/* The outcome of one error of KIND with the caller's STATUS in a shell
 * with OPTS (and INTERACTIVE, NOFATAL). */
struct result {
	int ret, status, exit_status;
	enum skip skip;
};

static struct result run(unsigned opts, bool interactive, int nofatal,
			 enum rt_error kind, int status)
{
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	sh.opts = opts;
	sh.interactive = interactive;
	sh.nofatal = nofatal;
	sh.status = 77;
	struct result r;
	r.ret = rt_error(&sh, kind, status);
	r.status = sh.status;
	r.exit_status = sh.exit_status;
	r.skip = sh.skip;
	return r;
}

static void test_script_exits(void **state)
{
	(void)state;
	/* an expansion error ends a script in both modes; bash's status
	 * is 1, posix mode keeps the caller's (2, as dash) */
	struct result r = run(0, false, 0, RT_E_EXPAND, 2);
	assert_int_equal(r.skip, SKIP_EXIT);
	assert_int_equal(r.exit_status, 1);
	assert_int_equal(r.ret, 1);
	r = run(OPT_POSIX, false, 0, RT_E_EXPAND, 2);
	assert_int_equal(r.skip, SKIP_EXIT);
	assert_int_equal(r.exit_status, 2);
	/* a special builtin's error: fatal in posix mode only */
	r = run(OPT_POSIX, false, 0, RT_E_SPECIAL, 2);
	assert_int_equal(r.skip, SKIP_EXIT);
	assert_int_equal(r.exit_status, 2);
	r = run(0, false, 0, RT_E_SPECIAL, 2);
	assert_int_equal(r.skip, SKIP_NONE);
	assert_int_equal(r.ret, 2);
	assert_int_equal(r.status, 77); /* the builtin's return sets it */
	/* exec that cannot run its command ends a script in both */
	r = run(0, false, 0, RT_E_FATAL, 127);
	assert_int_equal(r.skip, SKIP_EXIT);
	assert_int_equal(r.exit_status, 127);
	/* a failed prefix assignment: the command runs in bash mode */
	assert_int_equal(run(0, false, 0, RT_E_PREFIX, 1).skip, SKIP_NONE);
	assert_int_equal(run(OPT_POSIX, false, 0, RT_E_PREFIX, 1).skip,
			 SKIP_EXIT);
}

static void test_abandon_line(void **state)
{
	(void)state;
	/* $((1/0)): bash abandons the command line, posix mode exits */
	struct result r = run(0, false, 0, RT_E_ARITH, 2);
	assert_int_equal(r.skip, SKIP_ABORT);
	assert_int_equal(r.status, 1);
	r = run(OPT_POSIX, false, 0, RT_E_ARITH, 2);
	assert_int_equal(r.skip, SKIP_EXIT);
	assert_int_equal(r.exit_status, 2);
	/* failglob abandons the line even where nothing may end the shell */
	r = run(0, false, 1, RT_E_LINE, 1);
	assert_int_equal(r.skip, SKIP_ABORT);
	assert_int_equal(r.status, 1);
}

static void test_interactive_and_nofatal(void **state)
{
	(void)state;
	/* an interactive shell abandons the line instead of exiting */
	struct result r = run(0, true, 0, RT_E_EXPAND, 2);
	assert_int_equal(r.skip, SKIP_ABORT);
	assert_int_equal(r.status, 1);
	/* inside a command that may not end the shell: the status only */
	r = run(OPT_POSIX, false, 1, RT_E_SPECIAL, 2);
	assert_int_equal(r.skip, SKIP_NONE);
	assert_int_equal(r.ret, 2);
}

static void test_error_on_the_way_out(void **state)
{
	(void)state;
	/* an error while an earlier one unwinds keeps the first outcome */
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	sh.skip = SKIP_ABORT;
	sh.status = 1;
	assert_int_equal(rt_error(&sh, RT_E_EXPAND, 2), 1);
	assert_int_equal(sh.skip, SKIP_ABORT);
	sh.skip = SKIP_EXIT;
	sh.exit_status = 1;
	assert_int_equal(rt_error(&sh, RT_E_NESTING, 2), 1);
	assert_int_equal(sh.exit_status, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_script_exits),
		cmocka_unit_test(test_abandon_line),
		cmocka_unit_test(test_interactive_and_nofatal),
		cmocka_unit_test(test_error_on_the_way_out),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
