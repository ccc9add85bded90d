/*
 * test_testexpr.c - the test/[ expression evaluator: every primary, the
 * POSIX rules by argument count, the precedence parser and the errors.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include <cmocka.h>

#include "runtime/builtins/test.h"

static struct shell sh;
static char dir[] = "/tmp/quirl-testexpr-XXXXXX";
static char fempty[256], fdata[256], fexec[256], flink[256], ffifo[256],
	fold[256];

static int eval(const char *a0, ...)
{
	char *argv[16];
	int n = 0;
	va_list ap;
	va_start(ap, a0);
	for (const char *a = a0; a; a = va_arg(ap, const char *))
		argv[n++] = (char *)a;
	va_end(ap);
	return bi_test_eval(&sh, "test", n, argv);
}

#define T(expect, ...) assert_int_equal(eval(__VA_ARGS__, (char *)NULL), expect)

static void touch(const char *path, const char *data, mode_t mode)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(data, f);
	fclose(f);
	chmod(path, mode);
}

static int setup(void **state)
{
	(void)state;
	if (!mkdtemp(dir))
		return -1;
	snprintf(fempty, sizeof fempty, "%s/empty", dir);
	snprintf(fdata, sizeof fdata, "%s/data", dir);
	snprintf(fexec, sizeof fexec, "%s/exec", dir);
	snprintf(flink, sizeof flink, "%s/link", dir);
	snprintf(ffifo, sizeof ffifo, "%s/fifo", dir);
	snprintf(fold, sizeof fold, "%s/old", dir);
	touch(fempty, "", 0644);
	touch(fdata, "data", 0644);
	touch(fexec, "#!/bin/sh\n", 04755);
	touch(fold, "", 0644);
	struct timeval tv[2] = { { 1000000, 0 }, { 1000000, 0 } };
	utimes(fold, tv);
	if (symlink(fdata, flink) < 0 || mkfifo(ffifo, 0644) < 0)
		return -1;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	const char *files[] = { fempty, fdata, fexec, flink, ffifo, fold };
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
		unlink(files[i]);
	rmdir(dir);
	return 0;
}

static void test_counts(void **state)
{
	(void)state;
	assert_int_equal(bi_test_eval(&sh, "test", 0, NULL), 1);
	T(0, "a");
	T(1, "");
	T(0, "-n"); /* one argument: a non-empty string */
	T(0, "-z");
	T(1, "!", "a");
	T(0, "!", "");
	T(1, "!", "-z");
	T(0, "=", "=", "="); /* three: binary operator first */
	T(1, "!", "=", "a"); /* "!" then two arguments */
	T(0, "(", "a", ")");
	T(1, "(", "", ")");
	T(0, "-n", "=", "-n");
	T(1, "!", "a", "=", "a"); /* four: "!" then three */
	T(0, "(", "-n", "x", ")");
	T(1, "!", "!", "!", "a");
}

static void test_strings(void **state)
{
	(void)state;
	T(0, "-n", "x");
	T(1, "-n", "");
	T(0, "-z", "");
	T(1, "-z", "x");
	T(0, "a", "=", "a");
	T(0, "a", "==", "a");
	T(1, "a", "=", "b");
	T(0, "a", "!=", "b");
	T(0, "a", "<", "b");
	T(1, "b", "<", "a");
	T(0, "b", ">", "a");
}

static void test_integers(void **state)
{
	(void)state;
	T(0, "1", "-eq", "1");
	T(1, "1", "-eq", "2");
	T(0, "1", "-ne", "2");
	T(0, "3", "-gt", "2");
	T(1, "2", "-gt", "2");
	T(0, "2", "-ge", "2");
	T(0, "-3", "-lt", "2");
	T(0, "2", "-le", "2");
	T(0, " 2 ", "-eq", "+2");
	T(0, "-9223372036854775808", "-lt", "9223372036854775807");
	T(2, "abc", "-eq", "1");
	T(2, "1", "-lt", "1x");
	T(2, "99999999999999999999", "-eq", "1");
	T(2, "", "-eq", "0");
}

static void test_files(void **state)
{
	(void)state;
	T(0, "-e", fempty);
	T(1, "-e", "/nonexistent/x");
	T(0, "-f", fdata);
	T(1, "-f", dir);
	T(0, "-d", dir);
	T(1, "-d", fdata);
	T(0, "-s", fdata);
	T(1, "-s", fempty);
	T(0, "-r", fdata);
	T(0, "-w", fdata);
	T(0, "-x", fexec);
	T(1, "-x", "/nonexistent/x");
	T(0, "-u", fexec);
	T(1, "-u", fdata);
	T(1, "-g", fdata);
	T(0, "-h", flink);
	T(0, "-L", flink);
	T(1, "-L", fdata);
	T(0, "-p", ffifo);
	T(1, "-p", fdata);
	T(0, "-c", "/dev/null");
	T(1, "-b", "/dev/null");
	T(1, "-S", "/dev/null");
	T(1, "-t", "99");
	T(1, "-t", "abc");
	T(0, fdata, "-nt", fold);
	T(1, fold, "-nt", fdata);
	T(0, fold, "-ot", fdata);
	T(0, fdata, "-nt", "/nonexistent/x");
	T(0, fdata, "-ef", flink);
	T(1, fdata, "-ef", fempty);
}

static void test_parser(void **state)
{
	(void)state;
	T(0, "a", "-a", "b");
	T(1, "a", "-a", "");
	T(0, "", "-o", "b");
	T(0, "a", "=", "a", "-a", "b", "=", "b");
	T(1, "a", "=", "a", "-a", "b", "=", "c");
	T(0, "a", "=", "b", "-o", "b", "=", "b");
	/* -a binds tighter than -o */
	T(0, "a", "-o", "b", "-a", "");
	T(0, "", "-a", "b", "-o", "c");
	T(1, "!", "(", "a", "=", "a", ")", "-a", "1");
	T(0, "(", "a", "=", "b", ")", "-o", "(", "c", "=", "c", ")");
	T(0, "a", "=", "a", "-a", "(", "b", "=", "c", "-o", "d", "=", "d", ")");
	T(0, "(", "(", "a", ")", ")");
}

static void test_errors(void **state)
{
	(void)state;
	T(2, "a", "b");           /* unary operator expected */
	T(2, "a", "b", "c");      /* binary operator expected */
	T(2, "(", "a", "=", "a"); /* ')' expected */
	T(2, "a", "b", "c", "d", "e");
	T(2, "a", "-gt");
	T(2, "a", "=", "a", "-a"); /* argument expected */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counts),   cmocka_unit_test(test_strings),
		cmocka_unit_test(test_integers), cmocka_unit_test(test_files),
		cmocka_unit_test(test_parser),   cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
