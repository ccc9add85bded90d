/*
 * test_backend_tcc.c - the libtcc backend compiles C in memory, calls back
 * into host functions, keeps code pages non-writable, and reports errors.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "jit/backend_tcc.h"
#include "runtime/util.h"

typedef long (*fn2)(long, long);
typedef long (*fn1)(long);

static long host_calls;

static long host_twice_plus(long x, long y)
{
	host_calls++;
	return 2 * x + y;
}

static void *lookup_fn(struct jit_tcc_unit *u, const char *name)
{
	void *p = jit_tcc_lookup(u, name);

	assert_non_null(p);
	return p;
}

static void test_available(void **state)
{
	(void)state;
	assert_true(jit_tcc_available());
	assert_non_null(strstr(jit_tcc_version(), "available"));
}

static void test_arith(void **state)
{
	struct jit_tcc_unit *u;
	fn2 f;

	(void)state;
	u = jit_tcc_compile("long f(long a, long b){return a*b+1;}", NULL, 0,
			    NULL);
	assert_non_null(u);
	f = (fn2)(uintptr_t)lookup_fn(u, "f");
	assert_int_equal(f(6, 7), 43);
	assert_int_equal(f(-3, 5), -14);
	assert_null(jit_tcc_lookup(u, "no_such_symbol"));
	jit_tcc_free(u);
}

static void test_host_symbol(void **state)
{
	static const struct jit_tcc_symbol syms[] = {
		{ "host_twice_plus", (const void *)host_twice_plus },
	};
	const char *src = "long host_twice_plus(long, long);\n"
			  "long g(long n) {\n"
			  "\tlong s = 0;\n"
			  "\tfor (long i = 0; i < n; i++)\n"
			  "\t\ts = host_twice_plus(s, i);\n"
			  "\treturn s;\n"
			  "}\n";
	struct jit_tcc_unit *u;
	fn1 g;

	(void)state;
	host_calls = 0;
	u = jit_tcc_compile(src, syms, 1, NULL);
	assert_non_null(u);
	g = (fn1)(uintptr_t)lookup_fn(u, "g");
	/* s: 0, 1, 4, 11, 26 */
	assert_int_equal(g(5), 26);
	assert_int_equal(host_calls, 5);
	jit_tcc_free(u);
}

/* Permissions ("r-xp" etc.) of the mapping that contains ADDR. */
static void mapping_perms(const void *addr, char perms[5])
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];
	uintptr_t a = (uintptr_t)addr;

	assert_non_null(f);
	perms[0] = 0;
	while (fgets(line, sizeof line, f)) {
		unsigned long lo, hi;
		char p[5];

		if (sscanf(line, "%lx-%lx %4s", &lo, &hi, p) == 3 && a >= lo &&
		    a < hi) {
			memcpy(perms, p, 5);
			break;
		}
	}
	fclose(f);
}

static void test_wx(void **state)
{
	struct jit_tcc_unit *u;
	char perms[5];
	void *f;

	(void)state;
	u = jit_tcc_compile("long f(long a){return a;}", NULL, 0, NULL);
	assert_non_null(u);
	f = lookup_fn(u, "f");
	mapping_perms(f, perms);
	assert_string_equal(perms, "r-xp");
	jit_tcc_free(u);
}

static void test_error(void **state)
{
	struct strbuf err;
	struct jit_tcc_unit *u;

	(void)state;
	sb_init(&err);
	u = jit_tcc_compile("long f(long a){return a +;}", NULL, 0, &err);
	assert_null(u);
	assert_true(err.len > 0);
	sb_free(&err);
	/* An undefined external fails at relocation, not at run time. */
	sb_init(&err);
	u = jit_tcc_compile("long missing(long); long f(long a)"
			    "{return missing(a);}",
			    NULL, 0, &err);
	assert_null(u);
	assert_non_null(strstr(sb_str(&err), "missing"));
	sb_free(&err);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_available),
		cmocka_unit_test(test_arith),
		cmocka_unit_test(test_host_symbol),
		cmocka_unit_test(test_wx),
		cmocka_unit_test(test_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
