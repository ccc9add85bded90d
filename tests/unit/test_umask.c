/*
 * test_umask.c - umask mode parsing: octal, symbolic clauses and lists,
 * and the symbolic rendering.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "runtime/builtins/umask.h"

static mode_t parse(const char *s, mode_t cur, int expect_rc)
{
	mode_t m = 01234; /* sentinel: unchanged on error */
	assert_int_equal(bi_umask_parse(s, cur, &m), expect_rc);
	return m;
}

static void test_octal(void **state)
{
	(void)state;
	assert_int_equal(parse("022", 0, 0), 022);
	assert_int_equal(parse("0777", 0, 0), 0777);
	assert_int_equal(parse("7", 0, 0), 07);
	parse("8", 0, -1);
	parse("01000", 0, -1);
	parse("12a", 0, -1);
}

static void test_symbolic(void **state)
{
	(void)state;
	assert_int_equal(parse("u=rwx,g=rx,o=", 0, 0), 027);
	assert_int_equal(parse("g+w", 022, 0), 002);
	assert_int_equal(parse("a-x", 022, 0), 0133);
	assert_int_equal(parse("+w", 022, 0), 0);
	assert_int_equal(parse("u=", 022, 0), 0722);
	assert_int_equal(parse("=", 022, 0), 0777);
	assert_int_equal(parse("go=u", 022, 0), 0);
	assert_int_equal(parse("go-rwx", 0, 0), 077);
	assert_int_equal(parse("o+X", 022, 0), 022);
	assert_int_equal(parse("u-w+x", 0, 0), 0200);
	parse("u@x", 022, -2);
	parse("u", 022, -2);
	parse("u+r,", 022, -2);
	parse("z+r", 022, -2);
}

static void test_render(void **state)
{
	(void)state;
	char buf[24];
	bi_umask_symbolic(022, buf);
	assert_string_equal(buf, "u=rwx,g=rx,o=rx");
	bi_umask_symbolic(0777, buf);
	assert_string_equal(buf, "u=,g=,o=");
	bi_umask_symbolic(027, buf);
	assert_string_equal(buf, "u=rwx,g=rx,o=");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_octal),
		cmocka_unit_test(test_symbolic),
		cmocka_unit_test(test_render),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
