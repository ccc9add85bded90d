/*
 * test_trap.c - unit tests of runtime/trap.c and the trap builtin: the
 * signal name table, trap setting/resetting/ignoring and the process
 * dispositions that follow from it, the listing format, the reset in a
 * forked child, and running pending actions with $? preserved.
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
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "runtime/builtins/builtins.h"
#include "runtime/shell.h"

#include "capture.h"
#include "runtime/trap.h"
#include "runtime/var.h"

static void (*disposition(int sig))(int)
{
	struct sigaction sa;
	sigaction(sig, NULL, &sa);
	return sa.sa_handler;
}

static int run_trap(struct shell *sh, int n, const char **args)
{
	char *argv[8];
	argv[0] = "trap";
	for (int i = 0; i < n; i++)
		argv[i + 1] = (char *)args[i];
	argv[n + 1] = NULL;
	return bi_trap(sh, n + 1, argv);
}

static void free_shell(struct shell *sh)
{
	for (int i = 0; i < 65; i++) {
		free(sh->traps[i]);
		sh->traps[i] = NULL;
	}
	free(sh->out[1].buf);
	free(sh->out[2].buf);
}

static void test_sig_number(void **state)
{
	(void)state;
	assert_int_equal(rt_sig_number("INT"), SIGINT);
	assert_int_equal(rt_sig_number("SIGINT"), SIGINT);
	assert_int_equal(rt_sig_number("int"), SIGINT);
	assert_int_equal(rt_sig_number("sigTerm"), SIGTERM);
	assert_int_equal(rt_sig_number("2"), 2);
	assert_int_equal(rt_sig_number("0"), 0);
	assert_int_equal(rt_sig_number("EXIT"), 0);
	assert_int_equal(rt_sig_number("exit"), 0);
	assert_int_equal(rt_sig_number("HUP"), SIGHUP);
	assert_int_equal(rt_sig_number("CHLD"), SIGCHLD);
	assert_int_equal(rt_sig_number("SYS"), SIGSYS);
	assert_int_equal(rt_sig_number("BOGUS"), -1);
	assert_int_equal(rt_sig_number(""), -1);
	assert_int_equal(rt_sig_number("SIG"), -1);
	assert_int_equal(rt_sig_number("99"), -1);
	assert_int_equal(rt_sig_number("-1"), -1);
	assert_int_equal(rt_sig_number("2x"), -1);
	assert_int_equal(rt_sig_number("99999999999999999999"), -1);
}

static void test_sig_name(void **state)
{
	static const char *const names[] = {
		"HUP",  "INT",  "QUIT", "ILL",    "TRAP", "ABRT",  "BUS",
		"FPE",  "KILL", "USR1", "SEGV",   "USR2", "PIPE",  "ALRM",
		"TERM", "CHLD", "CONT", "STOP",   "TSTP", "TTIN",  "TTOU",
		"URG",  "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "SYS",
	};
	(void)state;
	assert_string_equal(rt_sig_name(0), "EXIT");
	assert_string_equal(rt_sig_name(SIGTERM), "TERM");
	assert_string_equal(rt_sig_name(SIGKILL), "KILL");
	assert_null(rt_sig_name(-1));
	assert_null(rt_sig_name(200));
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		int sig = rt_sig_number(names[i]);
		assert_true(sig > 0);
		assert_string_equal(rt_sig_name(sig), names[i]);
	}
	/* every named signal maps back to its name */
	for (int sig = 0; sig < 65; sig++) {
		const char *name = rt_sig_name(sig);
		if (name)
			assert_int_equal(rt_sig_number(name), sig);
	}
}

static void test_trap_set_reset_ignore(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	assert_int_equal(
		run_trap(&sh, 3,
			 (const char *[]){ "echo hi", "USR1", "SIGUSR2" }),
		0);
	assert_string_equal(sh.traps[SIGUSR1], "echo hi");
	assert_string_equal(sh.traps[SIGUSR2], "echo hi");
	assert_true(disposition(SIGUSR1) != SIG_DFL);
	assert_true(disposition(SIGUSR1) != SIG_IGN);

	assert_int_equal(run_trap(&sh, 2, (const char *[]){ "-", "USR1" }), 0);
	assert_null(sh.traps[SIGUSR1]);
	assert_true(disposition(SIGUSR1) == SIG_DFL);

	assert_int_equal(run_trap(&sh, 2, (const char *[]){ "", "USR1" }), 0);
	assert_string_equal(sh.traps[SIGUSR1], "");
	assert_true(disposition(SIGUSR1) == SIG_IGN);

	/* a single operand, or a numeric first operand, resets */
	assert_int_equal(run_trap(&sh, 1, (const char *[]){ "USR1" }), 0);
	assert_null(sh.traps[SIGUSR1]);
	assert_true(disposition(SIGUSR1) == SIG_DFL);
	assert_int_equal(run_trap(&sh, 2, (const char *[]){ "0", "USR2" }), 0);
	assert_null(sh.traps[SIGUSR2]);
	assert_true(disposition(SIGUSR2) == SIG_DFL);

	assert_int_equal(run_trap(&sh, 2, (const char *[]){ "echo bye", "0" }),
			 0);
	assert_string_equal(sh.traps[0], "echo bye");
	free_shell(&sh);
}

static void test_trap_bad_signal(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	capture_begin(2);
	int st = run_trap(&sh, 3, (const char *[]){ "x", "BAD", "USR1" });
	const char *err = capture_end(&sh, 2);
	assert_int_equal(st, 1);
	assert_string_equal(err,
			    "quirl: trap: BAD: invalid signal specification\n");
	assert_string_equal(sh.traps[SIGUSR1], "x"); /* others still set */
	assert_int_equal(sh.skip, SKIP_NONE);        /* not fatal */
	run_trap(&sh, 2, (const char *[]){ "-", "USR1" });
	free_shell(&sh);
}

static void test_trap_listing(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	run_trap(&sh, 2, (const char *[]){ "echo 'q'", "TERM" });
	run_trap(&sh, 2, (const char *[]){ "", "USR1" });
	run_trap(&sh, 2, (const char *[]){ "echo e", "EXIT" });
	capture_begin(1);
	assert_int_equal(run_trap(&sh, 0, NULL), 0);
	const char *out = capture_end(&sh, 1);
	/* bash mode names signals as bash does */
	assert_string_equal(out, "trap -- 'echo e' EXIT\n"
				 "trap -- '' SIGUSR1\n"
				 "trap -- 'echo '\\''q'\\''' SIGTERM\n");
	capture_begin(1);
	assert_int_equal(run_trap(&sh, 2, (const char *[]){ "-p", "USR1" }), 0);
	out = capture_end(&sh, 1);
	assert_string_equal(out, "trap -- '' SIGUSR1\n");
	run_trap(&sh, 3, (const char *[]){ "-", "TERM", "USR1" });
	free_shell(&sh);
}

/* Whether raising SIG in a forked copy of this process kills it by SIG. */
static bool dies_of(int sig)
{
	int st;
	pid_t pid = fork();
	if (pid == 0) {
		raise(sig);
		_exit(0);
	}
	return pid > 0 && waitpid(pid, &st, 0) == pid && WIFSIGNALED(st) &&
	       WTERMSIG(st) == sig;
}

static void test_child_reset(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	run_trap(&sh, 2, (const char *[]){ "echo x", "USR1" });
	run_trap(&sh, 2, (const char *[]){ "", "USR2" });
	run_trap(&sh, 2, (const char *[]){ "echo e", "EXIT" });
	rt_trap_child_reset(&sh);
	assert_null(sh.traps[SIGUSR1]);
	assert_null(sh.traps[0]);
	assert_string_equal(sh.traps[SIGUSR2], "");
	/* the default action: SIG_DFL, or (once this process has buffered
	 * output, see trap.c) a handler that writes it and then dies */
	assert_true(dies_of(SIGUSR1));
	assert_true(disposition(SIGUSR2) == SIG_IGN);
	run_trap(&sh, 2, (const char *[]){ "-", "USR2" });
	assert_true(dies_of(SIGUSR2));
	free_shell(&sh);
}

static void test_pending_sets_flag(void **state)
{
	struct shell sh;
	(void)state;
	memset(&sh, 0, sizeof sh);
	run_trap(&sh, 2, (const char *[]){ "echo x", "USR1" });
	rt_pending_signal = 0;
	raise(SIGUSR1);
	assert_int_equal(rt_pending_signal, 1);
	/* an action that was removed meanwhile is not run */
	run_trap(&sh, 2, (const char *[]){ "-", "USR1" });
	rt_trap_run_pending(&sh);
	assert_int_equal(rt_pending_signal, 0);
	free_shell(&sh);
}

static void test_run_pending_action(void **state)
{
	struct shell sh;
	char *argv[] = { "quirl", NULL };
	char *envp[] = { NULL };
	(void)state;
	rt_shell_init(&sh, 1, argv, envp);
	run_trap(&sh, 2, (const char *[]){ "hit=yes; false", "USR1" });
	sh.status = 7;
	raise(SIGUSR1);
	rt_trap_run_pending(&sh);
	assert_string_equal(rt_var_get(&sh, "hit"), "yes");
	assert_int_equal(sh.status, 7); /* $? preserved across the action */
	assert_false(sh.in_trap);
	run_trap(&sh, 2, (const char *[]){ "-", "USR1" });
	rt_shell_free(&sh);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sig_number),
		cmocka_unit_test(test_sig_name),
		cmocka_unit_test(test_trap_set_reset_ignore),
		cmocka_unit_test(test_trap_bad_signal),
		cmocka_unit_test(test_trap_listing),
		cmocka_unit_test(test_child_reset),
		cmocka_unit_test(test_pending_sets_flag),
		cmocka_unit_test(test_run_pending_action),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
