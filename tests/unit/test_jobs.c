/*
 * test_jobs.c - unit tests of runtime/jobs.c: statuses of real children
 * (exit codes, signals, waiting twice, unknown pids), job IDs (%n, %+,
 * %-, %str, %?str, ambiguity), the `jobs` listing format, and `wait`
 * interrupted by a trapped signal.
 *
 * Children are forked here and exit at once or wait for a signal, so no
 * test depends on timing.  Output is captured by redirecting fd 1 or 2.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "runtime/exec.h"
#include "runtime/expand.h"
#include "runtime/shell.h"

#include "capture.h"
#include "runtime/jobs.h"
#include "runtime/options.h"
#include "runtime/trap.h"
#include "runtime/var.h"

/* A child that exits with STATUS at once, or waits for a signal (-1). */
static pid_t child(int status)
{
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		if (status < 0)
			for (;;)
				pause();
		_exit(status);
	}
	return pid;
}

static void free_shell(struct shell *sh)
{
	rt_jobs_free(sh);
	for (int i = 0; i < 65; i++) {
		if (sh->traps[i])
			rt_trap_set(sh, i, NULL);
	}
	rt_var_free_all(sh); /* also the scope records a trap action used */
	rt_expand_free(sh);  /* and the buffers and stack it expanded with */
	stk_free(&sh->stk);
	free(sh->out[1].buf);
	free(sh->out[2].buf);
}

static void test_wait_status(void **state)
{
	(void)state;
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	pid_t a = child(3);
	rt_job_add(&sh, a);
	assert_int_equal(rt_job_wait(&sh, a), 3);
	/* consumed, but bash keeps the status for a second wait; POSIX
	 * forgets it */
	assert_int_equal(rt_job_wait(&sh, a), 3);
	sh.opts |= OPT_POSIX;
	assert_int_equal(rt_job_wait(&sh, a), -1);
	sh.opts &= ~OPT_POSIX;
	assert_int_equal(rt_job_wait(&sh, 1), -1);

	pid_t b = child(-1);
	rt_job_add(&sh, b);
	kill(b, SIGKILL);
	assert_int_equal(rt_job_wait(&sh, b), 128 + SIGKILL);
	free_shell(&sh);
}

static void test_wait_job_last_process(void **state)
{
	(void)state;
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	struct job *j = rt_job_new_text(&sh, "a | b", true);
	rt_job_add_proc(&sh, j, child(9));
	rt_job_add_proc(&sh, j, child(5));
	assert_int_equal(rt_job_id(j), 1);
	assert_int_equal(rt_job_wait_job(&sh, j), 5);
	assert_null(sh.jobs);
	free_shell(&sh);
}

static void test_job_specs(void **state)
{
	(void)state;
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	pid_t a = child(-1), b = child(-1);
	struct job *j1 = rt_job_new_text(&sh, "sleep 10", true);
	rt_job_add_proc(&sh, j1, a);
	struct job *j2 = rt_job_new_text(&sh, "cat file", true);
	rt_job_add_proc(&sh, j2, b);

	assert_ptr_equal(rt_job_find(&sh, "%1", "t"), j1);
	assert_ptr_equal(rt_job_find(&sh, "%2", "t"), j2);
	assert_ptr_equal(rt_job_find(&sh, "%%", "t"), j2);
	assert_ptr_equal(rt_job_find(&sh, "%+", "t"), j2);
	assert_ptr_equal(rt_job_find(&sh, "%", "t"), j2);
	assert_ptr_equal(rt_job_find(&sh, "%-", "t"), j1);
	assert_ptr_equal(rt_job_find(&sh, "%sle", "t"), j1);
	assert_ptr_equal(rt_job_find(&sh, "%?file", "t"), j2);

	capture_begin(2);
	assert_null(rt_job_find(&sh, "%3", "t"));
	assert_null(rt_job_find(&sh, "%?e", "t"));
	const char *err = capture_end(&sh, 2);
	assert_non_null(strstr(err, "t: %3: no such job"));
	assert_non_null(strstr(err, "t: %?e: ambiguous job spec"));

	assert_int_equal(rt_job_kill(&sh, j1, SIGTERM), 0);
	assert_int_equal(rt_job_kill(&sh, j2, SIGTERM), 0);
	assert_int_equal(rt_job_wait(&sh, a), 128 + SIGTERM);
	assert_int_equal(rt_job_wait(&sh, b), 128 + SIGTERM);
	free_shell(&sh);
}

static void test_listing(void **state)
{
	(void)state;
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	pid_t a = child(-1);
	struct job *j1 = rt_job_new_text(&sh, "sleep 10", true);
	rt_job_add_proc(&sh, j1, a);
	struct job *j2 = rt_job_new_text(&sh, "false", true);
	pid_t f = child(1);
	rt_job_add_proc(&sh, j2, f);
	/* wait for the second one without consuming its status */
	siginfo_t si;
	assert_int_equal(waitid(P_PID, (id_t)f, &si, WEXITED | WNOWAIT), 0);

	capture_begin(1);
	rt_job_list(&sh, NULL, 0, 0);
	const char *out = capture_end(&sh, 1);
	assert_string_equal(out, "[1]-  Running                 sleep 10 &\n"
				 "[2]+  Exit 1                  false\n");
	/* the finished job was reported once and is gone */
	capture_begin(1);
	rt_job_list(&sh, NULL, 0, 0);
	out = capture_end(&sh, 1);
	assert_string_equal(out, "[1]+  Running                 sleep 10 &\n");

	capture_begin(1);
	rt_job_list(&sh, NULL, 'p', 0);
	out = capture_end(&sh, 1);
	char want[64];
	snprintf(want, sizeof want, "%ld\n", (long)a);
	assert_string_equal(out, want);

	kill(a, SIGTERM);
	assert_int_equal(rt_job_wait(&sh, a), 128 + SIGTERM);
	free_shell(&sh);
}

static void test_wait_interrupted_by_trap(void **state)
{
	(void)state;
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	pid_t a = child(-1);
	rt_job_add(&sh, a);
	rt_trap_set(&sh, SIGUSR1, "true");
	raise(SIGUSR1);
	assert_int_equal(rt_trap_pending_sig(&sh), SIGUSR1);
	assert_int_equal(rt_job_wait(&sh, a), 128 + SIGUSR1);
	assert_int_equal(rt_job_wait_all(&sh), 128 + SIGUSR1);
	rt_trap_run_pending(&sh);
	assert_int_equal(rt_trap_pending_sig(&sh), 0);
	kill(a, SIGKILL);
	assert_int_equal(rt_job_wait(&sh, a), 128 + SIGKILL);
	free_shell(&sh);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wait_status),
		cmocka_unit_test(test_wait_job_last_process),
		cmocka_unit_test(test_job_specs),
		cmocka_unit_test(test_listing),
		cmocka_unit_test(test_wait_interrupted_by_trap),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
