/*
 * test_complete.c - programmable completion's protocol (runtime/builtins/
 * complete.c): which compspec a line selects, COMP_WORDS as split at
 * COMP_WORDBREAKS, the word that Tab replaces, and the -D retry.  The
 * builtins are covered by golden tests, the editor by tests/pty.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "runtime/builtins/complete.h"
#include "runtime/exec.h"
#include "runtime/shell.h"
#include "runtime/var.h"

static struct shell sh;

static int setup(void **state)
{
	(void)state;
	char *argv[] = { "quirl", NULL };
	char *envp[] = { NULL };
	rt_shell_init(&sh, 1, argv, envp);
	rt_shell_bash_vars(&sh); /* COMP_WORDBREAKS */
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	rt_shell_free(&sh);
	return 0;
}

static void run(const char *code)
{
	rt_eval_string(&sh, code, strlen(code));
}

/* Completes LINE with the cursor at its end; returns the matches joined
 * by spaces (static buffer) and the replaced word's start in *start. */
static unsigned last_opts;

static const char *complete(const char *line, size_t *start, bool *found)
{
	static char buf[512];
	struct strvec m = { 0 };
	struct rt_complete_result res = { .matches = &m };
	rt_complete_line(&sh, line, strlen(line), 9, &res);
	buf[0] = 0;
	for (size_t i = 0; i < m.n; i++) {
		if (i)
			strcat(buf, " ");
		strcat(buf, m.v[i]);
	}
	sv_free(&m);
	if (start)
		*start = res.start;
	if (found)
		*found = res.found;
	last_opts = res.opts;
	return buf;
}

static void test_words(void **state)
{
	(void)state;
	run("_w() { COMPREPLY=(\"${#COMP_WORDS[@]}\" \"$COMP_CWORD\" "
	    "\"${COMP_WORDS[COMP_CWORD]}\" \"$1\" \"$2\" \"$3\" "
	    "\"$COMP_LINE\" \"$COMP_POINT\"); }; complete -F _w w");
	size_t start;
	/* '=' and ':' are words of their own; $2 starts after the break */
	assert_string_equal(complete("w a=b:c", &start, NULL),
			    "6 5 c w c : w a=b:c 7");
	assert_int_equal(start, 6);
	/* after a blank: a new empty word */
	assert_string_equal(complete("w 'x y' ", &start, NULL),
			    "3 2  w  'x y' w 'x y'  8");
	assert_int_equal(start, 8);
	/* only the current command counts */
	assert_string_equal(complete("true; w q", &start, NULL),
			    "2 1 q w q w w q 3");
	assert_int_equal(start, 8);
}

static void test_select(void **state)
{
	(void)state;
	bool found;
	run("complete -E -W empty; complete -I -W initial");
	assert_string_equal(complete("  ", NULL, &found), "empty");
	assert_true(found);
	assert_string_equal(complete("in", NULL, &found), "initial");
	/* no compspec and no -D: the caller's default completion */
	complete("nosuchcmd x", NULL, &found);
	assert_false(found);
	/* -D loads a compspec and returns 124: the look-up is retried */
	run("_load() { complete -W \"for-$1\" \"$1\"; return 124; }; "
	    "complete -D -F _load");
	assert_string_equal(complete("other f", NULL, &found), "for-other");
	assert_true(found);
	assert_string_equal(complete("/bin/other f", NULL, NULL), "for-other");
	/* progcomp off: nothing */
	run("shopt -u progcomp");
	complete("other f", NULL, &found);
	assert_false(found);
	run("shopt -s progcomp; complete -r");
}

/* compopt in a completion function changes that completion only */
static void test_compopt(void **state)
{
	(void)state;
	run("_c() { compopt -o nospace +o default; COMPREPLY=(x); }; "
	    "complete -o default -F _c c");
	assert_string_equal(complete("c ", NULL, NULL), "x");
	assert_int_equal(last_opts, RT_CO_NOSPACE);
	run("x=$(complete -p c)");
	assert_string_equal(rt_var_get(&sh, "x"),
			    "complete -o default -F _c c");
	/* $? is the user's, not the function's */
	run("_f() { false; }; complete -F _f f; true");
	complete("f ", NULL, NULL);
	assert_int_equal(sh.status, 0);
	run("complete -r");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_select),
		cmocka_unit_test(test_compopt),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
