/*
 * test_printf.c - the printf builtin's format engine: conversions, flags,
 * widths and precisions, escapes, format reuse and invalid numbers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "runtime/builtins/printf.h"

static struct shell sh;

/* Formats fmt with the NULL-terminated args; returns status, sets *out. */
static int fmt(struct strbuf *out, const char *f, ...)
{
	char *args[16];
	size_t n = 0;
	va_list ap;
	va_start(ap, f);
	for (char *a; (a = va_arg(ap, char *));)
		args[n++] = a;
	va_end(ap);
	sb_init(out);
	return bi_printf_format(&sh, out, f, args, n, false);
}

#define CHECK(expect, status, ...)                                             \
	do {                                                                   \
		struct strbuf sb_;                                             \
		assert_int_equal(fmt(&sb_, __VA_ARGS__, (char *)NULL),         \
				 status);                                      \
		assert_int_equal(sb_.len, sizeof(expect) - 1);                 \
		assert_memory_equal(sb_str(&sb_), expect, sizeof(expect) - 1); \
		sb_free(&sb_);                                                 \
	} while (0)

static void test_integers(void **state)
{
	(void)state;
	CHECK("42", 0, "%d", "42");
	CHECK("-16", 0, "%i", "-0x10");
	CHECK("8 255 ff FF", 0, "%d %u %x %X", "010", "0xff", "255", "255");
	CHECK("17", 0, "%o", "15");
	CHECK("18446744073709551615", 0, "%u", "-1");
	CHECK("65 66", 0, "%d %d", "'A", "\"B");
	CHECK("0", 0, "%d", "");
	CHECK("-9223372036854775808", 0, "%d", "-9223372036854775808");
}

static void test_flags_width_precision(void **state)
{
	(void)state;
	CHECK("005|5    |+5| 5|-0005", 0, "%.3d|%-5d|%+d|% d|%05d", "5", "5",
	      "5", "5", "-5");
	CHECK("0xff 010", 0, "%#x %#o", "255", "8");
	CHECK("   ab|", 0, "%5.2s|", "abc");
	CHECK("    1|ab    |", 0, "%*d|%-*.*s|", "5", "1", "6", "2", "abcdef");
	CHECK("1   |", 0, "%*d|", "-4", "1");
	CHECK("  x|", 0, "%3c|", "xyz");
}

static void test_floats(void **state)
{
	(void)state;
	CHECK("1.500000 1.500000e+00 0.0001", 0, "%f %e %g", "1.5", "1.5",
	      "0.0001");
	CHECK("3.14 2.000000E+00 3 4.000000", 0, "%.2f %E %G %F", "3.14159",
	      "2", "3", "4");
	CHECK("1.2345e+04|", 0, "%10.4e|", "12345");
}

static void test_strings_and_escapes(void **state)
{
	(void)state;
	CHECK("a\tb\n\\\"'A", 0, "a\\tb\\n\\\\\\\"\\'\\101");
	CHECK("AB", 0, "\\x41\\x42");
	CHECK("\\q", 0, "\\q");
	CHECK("100%", 0, "%d%%", "100");
	CHECK("aAbB\n", 0, "%b", "a\\101b\\0102\\n");
	/* \c in %b ends all output, including the rest of the format */
	CHECK("ab", 0, "%b|%s", "ab\\cdef", "zz");
	CHECK("|", 0, "%s|");
	CHECK("x\0|", 0, "x%c|", "");
}

/* \e, \x, \u and \U in the format and in %b, as bash has them; without
 * a UTF-8 locale a non-ASCII \u stays spelt as an escape */
static void test_bash_escapes(void **state)
{
	(void)state;
	CHECK("\033[0m\033|\033\033", 0, "\\e[0m\\E|%b", "\\e\\E");
	CHECK("AJ4|AJ4", 0, "\\x41\\x4a4|%b", "\\x41\\x4a4");
	CHECK("\\xg|\\x", 0, "\\xg|%b", "\\x");
	CHECK("A\x7f"
	      "1|A",
	      0, "\\u41\\u007f1|%b", "\\U00000041");
	CHECK("\\u00E9|\\U0001F600", 0, "\\u00e9|%b", "\\U1f600");
	CHECK("\\u|?", 0, "\\u|\\?");
	CHECK("", 0, "\\U80000000");
}

static void test_reuse(void **state)
{
	(void)state;
	CHECK("a b\nc \n", 0, "%s %s\n", "a", "b", "c");
	CHECK("1|2|3|", 0, "%d|", "1", "2", "3");
	/* no conversion: the format runs once even with arguments */
	CHECK("hi", 0, "hi", "1", "2");
	CHECK("xy", 0, "x%sy");
}

static void test_bash_extras(void **state)
{
	(void)state;
	/* C's length modifiers are ignored, as bash does */
	CHECK("1 2 3 4 5 6|", 0, "%ld %lld %hd %jd %zd %lu|", "1", "2", "3",
	      "4", "5", "6");
	/* floating conversions in long double, as bash's */
	CHECK("0.10000000000000000000", 0, "%.20f", "0.1");
	CHECK("0x0p+0 0X0P+0", 0, "%a %A", "0", "0");
}

static void test_errors(void **state)
{
	(void)state;
	CHECK("12", 1, "%d", "12abc");
	CHECK("0", 1, "%d", "abc");
	CHECK("1", 1, "%d", "1.5");
	/* out of range: bash's warning, the status stays 0 */
	CHECK("9223372036854775807", 0, "%d", "99999999999999999999");
	CHECK("ab", 1, "ab%z", "1");
	CHECK("ab", 1, "ab%");
	CHECK("a", 1, "a%5%");
	CHECK("a", 1, "a%y");
	CHECK("0.000000", 1, "%f", "x");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_integers),
		cmocka_unit_test(test_flags_width_precision),
		cmocka_unit_test(test_floats),
		cmocka_unit_test(test_strings_and_escapes),
		cmocka_unit_test(test_bash_escapes),
		cmocka_unit_test(test_bash_extras),
		cmocka_unit_test(test_reuse),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
