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
	char bad = 'Z';
	assert_int_equal(bi_umask_parse(s, cur, &m, &bad), expect_rc);
	return m;
}

/* The offending character of a bad symbolic mode. */
static char bad_char(const char *s, int expect_rc)
{
	mode_t m;
	char bad = 'Z';
	assert_int_equal(bi_umask_parse(s, 022, &m, &bad), expect_rc);
	return bad;
}

static void test_octal(void **state)
{
	(void)state;
	assert_int_equal(parse("022", 0, 0), 022);
	assert_int_equal(parse("0777", 0, 0), 0777);
	assert_int_equal(parse("7", 0, 0), 07);
	assert_int_equal(parse("7777", 0, 0), 0777); /* bash: 4 digits */
	assert_int_equal(parse("01022", 0, 0), 022);
	parse("8", 0, UM_BAD_OCTAL);
	parse("17777", 0, UM_BAD_OCTAL);
	parse("12a", 0, UM_BAD_OCTAL);
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
	assert_int_equal(parse("go-rwx", 0, 0), 077);
	assert_int_equal(parse("ugoa+rwx", 077, 0), 0);
	assert_int_equal(parse("u+", 022, 0), 022);
	/* bash's grammar: one operator per clause, r w x only */
	assert_int_equal(bad_char("u@x", UM_BAD_OPERATOR), '@');
	assert_int_equal(bad_char("u", UM_BAD_OPERATOR), 0);
	assert_int_equal(bad_char("u+r,", UM_BAD_OPERATOR), 0);
	assert_int_equal(bad_char("z+r", UM_BAD_OPERATOR), 'z');
	assert_int_equal(bad_char("u=r,,g=r", UM_BAD_OPERATOR), ',');
	assert_int_equal(bad_char("u-w+x", UM_BAD_CHAR), '+');
	assert_int_equal(bad_char("go=u", UM_BAD_CHAR), 'u');
	assert_int_equal(bad_char("o+X", UM_BAD_CHAR), 'X');
	assert_int_equal(bad_char("u=rwxs", UM_BAD_CHAR), 's');
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
