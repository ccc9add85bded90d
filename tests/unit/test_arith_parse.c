/*
 * test_arith_parse.c - cmocka tests of arith_parse: precedence and
 * associativity (checked through the prefix dump), constants in every
 * base, error messages, and the nesting limit.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "frontend/parser.h"
#include "runtime/util.h"

static void check(const char *text, const char *want)
{
	struct arena *a = arena_new();
	const char *err = NULL;
	struct arith *e = arith_parse(a, text, strlen(text), &err);
	struct strbuf sb;
	sb_init(&sb);
	if (e)
		ast_print_arith(&sb, e);
	else
		sb_addf(&sb, "ERR %s", err);
	assert_string_equal(sb_str(&sb), want);
	sb_free(&sb);
	arena_unref(a);
}

static void test_precedence(void **state)
{
	(void)state;
	check("1+2*3", "(+ 1 (* 2 3))");
	check("1-2-3", "(- (- 1 2) 3)");
	check("2**3**2", "(** 2 (** 3 2))");
	check("-2**2", "(** (neg 2) 2)");
	check("2*3**2", "(* 2 (** 3 2))");
	check("1<<2+3", "(<< 1 (+ 2 3))");
	check("1<2==3>=4", "(== (< 1 2) (>= 3 4))");
	check("1&2^3|4", "(| (^ (& 1 2) 3) 4)");
	check("a&&b||c&&d", "(|| (&& a b) (&& c d))");
	check("1?2:3?4:5", "(? 1 2 (? 3 4 5))");
	check("a=b=3", "(= a (= b 3))");
	check("a+=b-=1", "(+= a (-= b 1))");
	check("x<<=1, y>>=2, z|=3", "(, (, (<<= x 1) (>>= y 2)) (|= z 3))");
	check("a*=2,b/=3,c%=4,d&=5,e^=6",
	      "(, (, (, (, (*= a 2) (/= b 3)) (%= c 4)) (&= d 5)) (^= e 6))");
	check("!a == ~b", "(== (! a) (~ b))");
	check("(1+2)*3", "(* (+ 1 2) 3)");
	check(" \t1 +\n 2 ", "(+ 1 2)");
	check("1 != 2 <= 3", "(!= 1 (<= 2 3))");
	check("+a - -b", "(- (pos a) (neg b))");
}

static void test_incdec(void **state)
{
	(void)state;
	check("++i", "(pre++ i)");
	check("--i", "(pre-- i)");
	check("i++", "(post++ i)");
	check("i--", "(post-- i)");
	check("i+++j", "(+ (post++ i) j)");
	check("++5", "(pos (pos 5))");
	check("1++2", "(+ 1 (pos 2))");
	check("--5", "(neg (neg 5))");
}

static void test_constants(void **state)
{
	(void)state;
	check("42", "42");
	check("010", "8");
	check("0x1F", "31");
	check("0X10", "16");
	check("2#101", "5");
	check("16#ff", "255");
	check("36#Z", "35");
	check("64#_", "63");
	check("64#@", "62");
	check("64#A", "36");
	check("0", "0");
	check("", "0");
	check("   ", "0");
	check("9223372036854775807", "9223372036854775807");
	check("9223372036854775808", "-9223372036854775808");
	check("18446744073709551617", "1");
	check("foo_1", "foo_1");
}

static void test_errors(void **state)
{
	(void)state;
	check("1 +",
	      "ERR syntax error: operand expected (error token is \"+\")");
	check("1 2", "ERR syntax error in expression (error token is \"2\")");
	check("1 @ 2", "ERR syntax error: invalid arithmetic operator "
		       "(error token is \"@ 2\")");
	/* a bad constant names the text up to its end (ARITH_MSG_CUT_TEXT) */
	check("2#3", "ERR \002"
		     "2#3: value too great for base "
		     "(error token is \"2#3\")");
	check("08", "ERR \002"
		    "08: value too great for base "
		    "(error token is \"08\")");
	check("1a", "ERR \002"
		    "1a: value too great for base "
		    "(error token is \"1a\")");
	check(" 1 + 09 + 2", "ERR \002"
			     "1 + 09: value too great for base "
			     "(error token is \"09\")");
	check("3 * 2# + 1", "ERR \002"
			    "3 * 2#: invalid integer constant "
			    "(error token is \"2#\")");
	check("2#3#1", "ERR \002"
		       "2#3#1: value too great for base "
		       "(error token is \"2#3#1\")");
	check("5 = 2", "ERR attempted assignment to non-variable "
		       "(error token is \"= 2\")");
	check("65#1+1", "ERR \002"
			"65#1: invalid arithmetic base "
			"(error token is \"65#1\")");
	check("(1", "ERR syntax error: missing `)' (error token is \"\")");
	check("1 ? 2", "ERR `:' expected for conditional expression "
		       "(error token is \"2\")");
	check("*", "ERR syntax error: operand expected (error token is \"*\")");
}

static void test_nesting_limit(void **state)
{
	(void)state;
	const char *units[] = { "(", "-", "!", "a=", "1?1:", "2**" };
	for (size_t k = 0; k < sizeof units / sizeof *units; k++) {
		size_t n = 100000, l = strlen(units[k]);
		char *s = malloc(n * l + 2);
		for (size_t i = 0; i < n; i++)
			memcpy(s + i * l, units[k], l);
		strcpy(s + n * l, "1");
		struct arena *a = arena_new();
		const char *err;
		assert_null(arith_parse(a, s, strlen(s), &err));
		assert_string_equal(err, "expression nesting too deep");
		arena_unref(a);
		free(s);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_precedence),
		cmocka_unit_test(test_incdec),
		cmocka_unit_test(test_constants),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_nesting_limit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
