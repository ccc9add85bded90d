/*
 * test_stk.c - the stack allocator of a command's temporaries
 * (runtime/util.h stk_*): allocations are aligned and keep their bytes
 * until released, marks nest, a release keeps a chunk for reuse (the same
 * memory comes back), and big requests get a chunk of their own.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "runtime/util.h"

static void test_alloc_and_release(void **state)
{
	(void)state;
	struct stk k = { 0 };
	struct stk_mark m0 = stk_mark(&k);
	char *a = stk_strndup(&k, "hello", 5);
	char *b = stk_alloc(&k, 3);
	assert_int_equal((uintptr_t)b % 8, 0);
	memcpy(b, "ab", 3);
	assert_string_equal(a, "hello");
	struct stk_mark m1 = stk_mark(&k);
	char *c = stk_strndup(&k, "nested", 6);
	stk_release(&k, m1);
	/* the nested allocation's room is handed out again */
	char *d = stk_strndup(&k, "again!", 6);
	assert_ptr_equal(c, d);
	assert_string_equal(a, "hello");
	assert_string_equal(b, "ab");
	stk_release(&k, m0);
	assert_ptr_equal(stk_strndup(&k, "x", 1), a);
	stk_release(&k, m0);
	stk_free(&k);
}

static void test_chunks(void **state)
{
	(void)state;
	struct stk k = { 0 };
	struct stk_mark m0 = stk_mark(&k);
	char *first = stk_alloc(&k, 16);
	struct stk_mark ma = stk_mark(&k);
	/* fill past a chunk: earlier bytes stay where they are */
	char *p[64];
	for (int i = 0; i < 64; i++) {
		p[i] = stk_alloc(&k, 1000);
		memset(p[i], 'a' + i % 26, 1000);
	}
	for (int i = 0; i < 64; i++)
		assert_int_equal(p[i][999], 'a' + i % 26);
	struct stk_mark m1 = stk_mark(&k);
	char *big = stk_alloc(&k, 1 << 20);
	memset(big, 1, 1 << 20);
	stk_release(&k, m1);
	assert_int_equal(p[63][0], 'a' + 63 % 26);
	stk_release(&k, ma);
	/* back in the first chunk, right after FIRST */
	assert_ptr_equal(stk_alloc(&k, 16), first + 16);
	stk_release(&k, m0);
	stk_free(&k);
	stk_free(&k); /* freeing twice is harmless */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alloc_and_release),
		cmocka_unit_test(test_chunks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
