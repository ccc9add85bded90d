/*
 * test_jit_arch.c - the architecture layer of the JIT (jit/arch.h) and
 * the libtcc code paths that differ per target.  Run natively and, by
 * scripts/test-arm64, as an AArch64 binary under qemu.
 *
 * The reuse test compiles many units in turn: their code usually lands
 * at the same freshly mapped address, so without the instruction cache
 * flush a real AArch64 core may still run the previous unit's code.
 * (qemu keeps its translations coherent by itself, so there only native
 * ARM64 hardware can catch a missing flush; the test still checks that
 * every unit returns its own answer.)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "jit/arch.h"
#include "jit/backend_tcc.h"

static void test_name(void **state)
{
	(void)state;
#if defined(__aarch64__)
	assert_string_equal(jit_arch_name(), "aarch64");
#elif defined(__x86_64__)
	assert_string_equal(jit_arch_name(), "x86-64");
#else
	assert_string_equal(jit_arch_name(), "unknown");
#endif
}

static void test_flush_plain_memory(void **state)
{
	char buf[256];

	(void)state;
	memset(buf, 0x5a, sizeof buf);
	jit_arch_flush_code(buf, 0);
	jit_arch_flush_code(buf, sizeof buf);
	assert_int_equal(buf[0], 0x5a); /* data is left alone */
	assert_int_equal(buf[sizeof buf - 1], 0x5a);
}

static void test_code_reuse(void **state)
{
	(void)state;
	for (long i = 0; i < 40; i++) {
		char src[128];
		snprintf(src, sizeof src,
			 "long quirl_k(long x) { return x * 1000 + %ld; }", i);
		struct jit_tcc_unit *u = jit_tcc_compile(src, NULL, 0, NULL);
		assert_non_null(u);
		long (*f)(long) =
			(long (*)(long))(uintptr_t)jit_tcc_lookup(u, "quirl_k");
		assert_non_null(f);
		assert_int_equal(f(7), 7000 + i);
		jit_tcc_free(u);
	}
}

/* 64-bit division, remainder, shifts and wrapping multiplication must be
 * inline instructions on every target: the code is linked -nostdlib, so
 * a helper call (as 32-bit targets need) would fail to relocate. */
static void test_int64_ops_need_no_helpers(void **state)
{
	static const char src[] =
		"long q_div(long a, long b) { return a / b; }\n"
		"long q_mod(long a, long b) { return a % b; }\n"
		"unsigned long q_udiv(unsigned long a, unsigned long b)"
		" { return a / b; }\n"
		"long q_mulw(long a, long b)"
		" { return (long)((unsigned long)a * (unsigned long)b); }\n"
		"long q_sar(long a, long n) { return a >> n; }\n";
	(void)state;
	struct jit_tcc_unit *u = jit_tcc_compile(src, NULL, 0, NULL);
	assert_non_null(u);
	long (*div)(long, long) =
		(long (*)(long, long))(uintptr_t)jit_tcc_lookup(u, "q_div");
	long (*mod)(long, long) =
		(long (*)(long, long))(uintptr_t)jit_tcc_lookup(u, "q_mod");
	unsigned long (*udiv)(unsigned long, unsigned long) =
		(unsigned long (*)(unsigned long, unsigned long))(
			uintptr_t)jit_tcc_lookup(u, "q_udiv");
	long (*mulw)(long, long) =
		(long (*)(long, long))(uintptr_t)jit_tcc_lookup(u, "q_mulw");
	long (*sar)(long, long) =
		(long (*)(long, long))(uintptr_t)jit_tcc_lookup(u, "q_sar");
	assert_int_equal(div(-7, 2), -3);
	assert_int_equal(mod(-7, 2), -1);
	assert_true(udiv(~0UL, 3) == ~0UL / 3);
	assert_int_equal(mulw(INT64_MAX, 2), -2); /* wraps, no trap */
	assert_int_equal(sar(-16, 2), -4);
	jit_tcc_free(u);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_name),
		cmocka_unit_test(test_flush_plain_memory),
		cmocka_unit_test(test_code_reuse),
		cmocka_unit_test(test_int64_ops_need_no_helpers),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
