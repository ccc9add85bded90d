/*
 * test_mb.c - unit tests of the character routines (runtime/mb.c).
 *
 * The decoder must agree with the C library's mbrtowc in a UTF-8 locale,
 * because that is what bash reads characters with: every sequence of one
 * to three bytes is compared, and the four- to six-byte ones by their
 * first two bytes with continuations after them.  Skipped when the
 * machine has no C.UTF-8 locale.
 */
#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include <cmocka.h>

#include "runtime/mb.h"
#include "runtime/pattern.h"

static bool utf8_locale(void)
{
	if (!setlocale(LC_CTYPE, "C.UTF-8"))
		return false;
	mb_utf8 = true; /* as mb.c sets it after setlocale */
	return true;
}

/* mb_prefix and mb_char against mbrtowc for the N bytes at S. */
static void agree(const unsigned char *s, size_t n)
{
	mbstate_t st;
	memset(&st, 0, sizeof st);
	wchar_t w = 0;
	size_t r = mbrtowc(&w, (const char *)s, n, &st);
	int p = mb_prefix((const char *)s, n);
	uint32_t c;
	size_t len = mb_char((const char *)s, n, &c);
	if (r == (size_t)-1) {
		assert_int_equal(p, -1);
	} else if (r == (size_t)-2) {
		assert_int_equal(p, 0);
	} else if (r == 0) {
		assert_int_equal(s[0], 0);
	} else {
		assert_int_equal(p, (int)r);
		assert_int_equal(len, r);
		assert_int_equal(c, (uint32_t)w);
		return;
	}
	assert_int_equal(len, 1);
	assert_int_equal(c, s[0] < 0x80 ? s[0] : (MB_BAD | s[0]));
}

static void test_decoder_matches_mbrtowc(void **state)
{
	(void)state;
	if (!utf8_locale())
		skip();
	unsigned char s[6];
	for (unsigned a = 0; a < 256; a++) {
		s[0] = (unsigned char)a;
		agree(s, 1);
		for (unsigned b = 0; b < 256; b++) {
			s[1] = (unsigned char)b;
			agree(s, 2);
			if (a < 0xe0)
				continue;
			for (unsigned c = 0; c < 256; c++) {
				s[2] = (unsigned char)c;
				agree(s, 3);
				if (a < 0xf0 || (c & 0xc0) != 0x80)
					continue;
				s[3] = s[4] = s[5] = 0x80 | (unsigned char)c;
				for (size_t n = 4; n <= 6; n++)
					agree(s, n);
			}
		}
	}
}

static void test_count_offset_back(void **state)
{
	(void)state;
	if (!utf8_locale())
		skip();
	const char *s = "h\xc3\xa9l\xe2\x82\xac\xff";
	size_t n = strlen(s);
	assert_int_equal(mb_count(s, n), 5);
	assert_int_equal(mb_offset(s, n, 2), 3);
	assert_int_equal(mb_offset(s, n, 4), 7);
	assert_int_equal(mb_offset(s, n, 9), n);
	assert_ptr_equal(mb_back(s, s + 7), s + 4);
	assert_ptr_equal(mb_back(s, s + 3), s + 1);
	assert_true(mb_valid(s, 7));
	assert_false(mb_valid(s, n));
	assert_int_equal(mb_first_len(s + 1), 2);
	mb_utf8 = false;
	assert_int_equal(mb_count(s, n), n);
	assert_int_equal(mb_first_len(s + 1), 1);
	mb_utf8 = true;
}

static void test_encode_and_case(void **state)
{
	(void)state;
	if (!utf8_locale())
		skip();
	struct strbuf sb;
	sb_init(&sb);
	static const uint32_t cps[] = { 0x41,    0xe9,     0x20ac,
					0x1f600, 0x200000, 0x7fffffff };
	for (size_t i = 0; i < sizeof cps / sizeof *cps; i++) {
		sb_reset(&sb);
		mb_put_utf8(&sb, cps[i]);
		uint32_t c;
		assert_int_equal(mb_char(sb.buf, sb.len, &c), sb.len);
		assert_int_equal(c, cps[i]);
	}
	sb_reset(&sb);
	mb_case(&sb, "\xc3\xa9t\xc3\xa9\xff", MB_UPPER, NULL);
	assert_string_equal(sb.buf, "\xc3\x89T\xc3\x89\xff");
	sb_reset(&sb);
	mb_case(&sb, "\xc3\x89T\xc3\x89", MB_LOWER | MB_FIRST, NULL);
	assert_string_equal(sb.buf, "\xc3\xa9T\xc3\x89");
	sb_reset(&sb);
	mb_case(&sb,
		"a\xc3\xa9"
		"b",
		MB_UPPER, "[\xc3\xa9]");
	assert_string_equal(sb.buf, "a\xc3\x89"
				    "b");
	sb_free(&sb);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decoder_matches_mbrtowc),
		cmocka_unit_test(test_count_offset_back),
		cmocka_unit_test(test_encode_and_case),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
