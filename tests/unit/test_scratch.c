/*
 * test_scratch.c - the JIT's scratch memory (ir/scratch.h): outside a
 * window the s-allocators are malloc's; inside, they leave malloc's arena
 * as it was, keep contents across srealloc, reuse freed blocks, accept
 * heap pointers, and a new window reuses the kept memory.
 */
#include <malloc.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ir/scratch.h"

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

static void test_outside_window(void **state)
{
	(void)state;
	char *p = smalloc(10);
	memcpy(p, "123456789", 10);
	p = srealloc(p, 4000);
	assert_string_equal(p, "123456789");
	free(p); /* plain heap memory: libc's free takes it */
	char *z = scalloc(8, 4);
	for (int i = 0; i < 32; i++)
		assert_int_equal(z[i], 0);
	sfree(z);
}

static void test_malloc_untouched(void **state)
{
	(void)state;
	void *warm = malloc(64); /* the arena exists before the snapshot */
	struct mallinfo2 before = mallinfo2();
	scratch_begin();
	void *keep[200];
	for (int i = 0; i < 200; i++) {
		keep[i] = smalloc((size_t)(i * 37 % 3000) + 1);
		memset(keep[i], i, (size_t)(i * 37 % 3000) + 1);
	}
	for (int i = 0; i < 200; i += 2)
		sfree(keep[i]);
	char *s = sstrdup("a fairly ordinary string");
	assert_string_equal(s, "a fairly ordinary string");
	struct mallinfo2 during = mallinfo2();
	scratch_end();
	assert_int_equal(during.uordblks, before.uordblks);
	assert_int_equal(during.fordblks, before.fordblks);
	assert_int_equal(during.arena, before.arena);
	free(warm);
}

static void test_contents_and_alignment(void **state)
{
	(void)state;
	scratch_begin();
	uint32_t *v = NULL;
	size_t cap = 0;
	for (uint32_t i = 0; i < 5000; i++) {
		if (i == cap) {
			cap = cap ? cap * 2 : 4;
			v = srealloc(v, cap * sizeof *v);
			assert_int_equal((uintptr_t)v % 16, 0);
		}
		v[i] = i * 7;
	}
	for (uint32_t i = 0; i < 5000; i++)
		assert_int_equal(v[i], i * 7);
	/* a vector shrinking keeps its block */
	assert_ptr_equal(srealloc(v, 16), v);
	char *a = scalloc(100, 3);
	for (int i = 0; i < 300; i++)
		assert_int_equal(a[i], 0);
	/* two live allocations never overlap */
	char *b = smalloc(300);
	assert_true(b + 300 <= a || a + 300 <= b);
	sfree(a);
	sfree(b);
	sfree(v);
	/* a freed block is not handed out for a larger size */
	void *small = smalloc(40);
	sfree(small);
	void *large = smalloc(400);
	assert_ptr_not_equal(small, large);
	scratch_end();
}

static void test_reuse(void **state)
{
	(void)state;
	scratch_begin();
	void *a = smalloc(100);
	sfree(a);
	void *b = smalloc(104); /* the same size class */
	assert_ptr_equal(a, b);
	scratch_end();
	/* the next window starts on the kept block again */
	scratch_begin();
	void *c = smalloc(100);
	assert_ptr_equal(a, c);
#if !defined(UNDER_ASAN) && !defined(NDEBUG)
	/* what the last window left there was overwritten at its end (debug
	 * builds only) */
	assert_int_equal(((unsigned char *)c)[8], 0xdb);
#endif
	scratch_end();
}

static void test_reuse_larger(void **state)
{
	(void)state;
	scratch_begin();
	char *v = smalloc(4000);
	sfree(v);
	/* a freed block serves a request of up to a quarter of its size */
	char *w = smalloc(1500);
	assert_ptr_equal(v, w);
	memset(w, 2, 4000); /* its whole class is its own */
	sfree(w);
	/* but not a much smaller one */
	char *x = smalloc(300);
	assert_ptr_not_equal(x, v);
	/* the allocation carved last (no free one is that large) grows
	 * where it is */
	char *y = smalloc(5000);
	memset(y, 3, 5000);
	char *z = srealloc(y, 12000);
	assert_ptr_equal(y, z);
	assert_int_equal(z[4999], 3);
	memset(z, 4, 12000);
	scratch_end();
}

static void test_keep_large(void **state)
{
	(void)state;
	/* a compile that needed several blocks finds them all again in the
	 * next window: nothing is unmapped and mapped anew */
	scratch_begin();
	void *a = smalloc(100);
	void *big = smalloc(600 * 1024);
	memset(big, 1, 600 * 1024);
	scratch_end();
	scratch_begin();
	assert_ptr_equal(smalloc(100), a);
	assert_ptr_equal(smalloc(600 * 1024), big);
	scratch_end();
}

static void test_heap_pointers_in_window(void **state)
{
	(void)state;
	char *h = malloc(16);
	memcpy(h, "heap", 5);
	scratch_begin();
	h = srealloc(h, 5000); /* a heap block stays on the heap */
	assert_string_equal(h, "heap");
	char *g = malloc(32);
	sfree(g); /* freed by libc: a leak checker would see it otherwise */
	void *big = smalloc(3 << 20); /* larger than any kept block */
	memset(big, 1, 3 << 20);
	scratch_end();
	free(h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_outside_window),
		cmocka_unit_test(test_malloc_untouched),
		cmocka_unit_test(test_contents_and_alignment),
		cmocka_unit_test(test_reuse),
		cmocka_unit_test(test_reuse_larger),
		cmocka_unit_test(test_keep_large),
		cmocka_unit_test(test_heap_pointers_in_window),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
