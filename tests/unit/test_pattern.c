/*
 * test_pattern.c - unit tests of pattern matching (runtime/pattern.c) and
 * pathname expansion (runtime/glob.c).
 *
 * The glob tests build a scratch directory under /tmp, chdir into it and
 * remove it again; they assume the C locale (sorting by strcmp).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <fnmatch.h>

#include "runtime/shell.h"
#include "runtime/pattern.h"

#define MATCH(p, s) assert_true(rt_pattern_match(p, s))
#define NOMATCH(p, s) assert_false(rt_pattern_match(p, s))

static void test_literal_and_wildcards(void **state)
{
	(void)state;
	MATCH("", "");
	NOMATCH("", "a");
	MATCH("abc", "abc");
	NOMATCH("abc", "abcd");
	NOMATCH("abcd", "abc");
	MATCH("*", "");
	MATCH("*", "anything");
	MATCH("a*", "a");
	MATCH("a*c", "abbbc");
	NOMATCH("a*c", "abbbd");
	MATCH("*.c", "main.c");
	NOMATCH("*.c", "main.h");
	MATCH("?", "x");
	NOMATCH("?", "");
	NOMATCH("?", "xy");
	MATCH("a?c", "abc");
	MATCH("**a**", "bab");
	MATCH("*a*b*c*", "xxaxxbxxcxx");
	NOMATCH("*a*b*c*", "xxcxxbxxaxx");
	MATCH("/*", "/usr"); /* case patterns may match '/' */
}

static void test_brackets(void **state)
{
	(void)state;
	MATCH("[abc]", "b");
	NOMATCH("[abc]", "d");
	MATCH("[a-c]x", "bx");
	NOMATCH("[a-c]x", "dx");
	MATCH("[!a-c]", "d");
	NOMATCH("[!a-c]", "a");
	MATCH("[^a-c]", "z");
	NOMATCH("[^a-c]", "c");
	MATCH("[]]", "]");
	MATCH("[]a]", "a");
	MATCH("[!]]", "a");
	NOMATCH("[!]]", "]");
	MATCH("[a-]", "-");
	MATCH("[-a]", "-");
	MATCH("[a\\]]", "]");
	/* an unterminated '[' is an ordinary character */
	MATCH("[", "[");
	MATCH("a[b", "a[b");
	NOMATCH("a[b", "ab");
	MATCH("[ab", "[ab");
	MATCH("*[", "xx[");
}

static void test_classes(void **state)
{
	(void)state;
	MATCH("[[:alpha:]]", "q");
	NOMATCH("[[:alpha:]]", "1");
	MATCH("[[:digit:]][[:digit:]]", "42");
	MATCH("[[:alnum:]_]*", "_x1");
	MATCH("[[:upper:]]", "Q");
	NOMATCH("[[:upper:]]", "q");
	MATCH("[[:lower:]]", "q");
	MATCH("[[:space:]]", "\n");
	MATCH("[[:blank:]]", "\t");
	NOMATCH("[[:blank:]]", "\n");
	MATCH("[[:punct:]]", "!");
	MATCH("[[:print:]]", " ");
	NOMATCH("[[:graph:]]", " ");
	MATCH("[[:cntrl:]]", "\x01");
	MATCH("[[:xdigit:]]", "F");
	NOMATCH("[[:xdigit:]]", "g");
	MATCH("[![:digit:]]", "x");
	NOMATCH("[![:digit:]]", "5");
	MATCH("[x[:digit:]]", "x");
	NOMATCH("[[:bogus:]]", "a");
	MATCH("[[.a.]]", "a");
	MATCH("[[=b=]]", "b");
}

static void test_escapes(void **state)
{
	(void)state;
	MATCH("\\*", "*");
	NOMATCH("\\*", "a");
	MATCH("\\?", "?");
	NOMATCH("\\?", "x");
	MATCH("\\[a]", "[a]");
	MATCH("a\\\\b", "a\\b");
	MATCH("\\a", "a");
	MATCH("*\\*", "abc*");
	NOMATCH("*\\*", "abc");
	MATCH("x\\", "x\\"); /* a trailing backslash is literal */
	assert_false(rt_pattern_has_magic("abc"));
	assert_false(rt_pattern_has_magic("a\\*b"));
	assert_false(rt_pattern_has_magic("a[b"));
	assert_true(rt_pattern_has_magic("a*"));
	assert_true(rt_pattern_has_magic("a?"));
	assert_true(rt_pattern_has_magic("[ab]"));
}

static void test_pathological(void **state)
{
	(void)state;
	char s[4096];
	memset(s, 'a', sizeof s - 1);
	s[sizeof s - 1] = 0;
	NOMATCH("*a*a*a*a*a*a*a*a*a*a*a*a*b", s);
	MATCH("*a*a*a*a*a*a*a*a*a*a*a*a*", s);
	NOMATCH("*?*?*?*?*?*?*?*?*?*?b", s);
	assert_int_equal(rt_pattern_prefix("*a*a*a*a*b", s, true, 0), -1);
}

static void test_prefix_suffix(void **state)
{
	(void)state;
	assert_int_equal(rt_pattern_prefix("*/", "a/b/c", false, 0), 2);
	assert_int_equal(rt_pattern_prefix("*/", "a/b/c", true, 0), 4);
	assert_int_equal(rt_pattern_prefix("x*", "a/b/c", true, 0), -1);
	assert_int_equal(rt_pattern_prefix("*", "abc", false, 0), 0);
	assert_int_equal(rt_pattern_prefix("*", "abc", true, 0), 3);
	assert_int_equal(rt_pattern_suffix(".*", "f.tar.gz", false, 0), 3);
	assert_int_equal(rt_pattern_suffix(".*", "f.tar.gz", true, 0), 7);
	assert_int_equal(rt_pattern_suffix("/*", "nodir", true, 0), -1);
	assert_int_equal(rt_pattern_suffix("", "abc", true, 0), 0);
	assert_int_equal(rt_pattern_prefix("", "", true, 0), 0);
}

/* A '*' followed by a tail of fixed length is tried at one position only;
 * these cover tails of brackets, escapes and '?', several stars, and
 * subjects shorter than the tail. */
static void test_fixed_tail(void **state)
{
	(void)state;
	MATCH("*[13579]", "7");
	MATCH("*[13579]", "1234567");
	NOMATCH("*[13579]", "1234568");
	NOMATCH("*[13579]", "");
	MATCH("*[!0-9]", "123x");
	NOMATCH("*[!0-9]", "x123");
	MATCH("*[[:digit:]][[:alpha:]]", "__1a");
	NOMATCH("*[[:digit:]][[:alpha:]]", "1a_");
	MATCH("*[]x]", "a]");
	MATCH("*[*]", "a*");
	NOMATCH("*[*]", "*a");
	MATCH("*[ab", "x[ab"); /* unterminated: '[' is literal */
	NOMATCH("*[ab", "xa");
	MATCH("*\\?", "why?");
	NOMATCH("*\\?", "whyy");
	MATCH("*\\*\\\\", "a*\\");
	NOMATCH("*\\*\\\\", "a*x");
	NOMATCH("*\\*\\\\", "a\\*");
	MATCH("*??", "ab");
	NOMATCH("*??", "a");
	MATCH("*\\", "a\\"); /* a trailing backslash is literal */
	/* several stars: only the last one's tail is fixed */
	MATCH("a*b*[cd]", "abd");
	MATCH("a*b*[cd]", "axxbyyc");
	NOMATCH("a*b*[cd]", "axxcyyb");
	NOMATCH("a*b*[cd]", "ab");
	MATCH("*b*b", "bb");
	NOMATCH("*b*b", "b");
	MATCH("*a*?a", "aaa");
	NOMATCH("*a*?a", "aa");
	/* the literal prefix is matched once, the tail at the end */
	MATCH("ab*ab", "abab");
	NOMATCH("ab*ab", "aba");
	MATCH("ab*ba", "abba");
	MATCH("ab*", "ab");
	NOMATCH("abc*", "ab");
	/* empty subject */
	MATCH("*", "");
	MATCH("**", "");
	NOMATCH("*?", "");
	NOMATCH("*a", "");
	NOMATCH("a*", "");
	assert_int_equal(rt_pattern_suffix("*[0-9]", "ab12", false, 0), 1);
	assert_int_equal(rt_pattern_suffix("*[0-9]", "ab12", true, 0), 4);
	assert_int_equal(rt_pattern_prefix("*[0-9]", "1ab2c", false, 0), 1);
	assert_int_equal(rt_pattern_prefix("*[0-9]", "1ab2c", true, 0), 4);
}

/* rt_pattern_match_n matches the first LEN bytes only, as if the string
 * ended there (case passes the subject's length once for all patterns). */
static void test_match_n(void **state)
{
	(void)state;
	assert_true(rt_pattern_match_n("ab", "abc", 2));
	assert_false(rt_pattern_match_n("abc", "abc", 2));
	assert_true(rt_pattern_match_n("*b", "abc", 2));
	assert_false(rt_pattern_match_n("*c", "abc", 2));
	assert_true(rt_pattern_match_n("*[13579]", "12345", 3));
	assert_false(rt_pattern_match_n("*[13579]", "12345", 4));
	assert_true(rt_pattern_match_n("", "abc", 0));
	assert_true(rt_pattern_match_n("*", "abc", 0));
	assert_false(rt_pattern_match_n("?", "abc", 0));
	assert_true(rt_pattern_match_n("a*?", "abc", 3));
}

/* Compares with fnmatch(3) (C locale, escapes on) over every pattern of up
 * to four elements from a small alphabet and every subject of up to four
 * bytes, so the fixed-tail shortcut is checked against a second matcher. */
static const char *const elems[] = {
	"a", "b", "*", "?", "[ab]", "[!a]", "\\*", "\\a", "[", "[*]",
};
#define NELEMS (sizeof elems / sizeof elems[0])

static void check_subjects(const char *pat)
{
	static const char bytes[] = "ab*[";
	char s[5];
	for (unsigned len = 0; len <= 4; len++) {
		unsigned total = 1;
		for (unsigned i = 0; i < len; i++)
			total *= 4;
		for (unsigned n = 0; n < total; n++) {
			unsigned m = n;
			for (unsigned i = 0; i < len; i++, m /= 4)
				s[i] = bytes[m % 4];
			s[len] = 0;
			bool want = fnmatch(pat, s, 0) == 0;
			if (rt_pattern_match(pat, s) != want)
				fail_msg("pattern '%s' subject '%s': want %d",
					 pat, s, want);
		}
	}
}

static void test_against_fnmatch(void **state)
{
	(void)state;
	char pat[64];
	for (unsigned len = 0; len <= 4; len++) {
		unsigned total = 1;
		for (unsigned i = 0; i < len; i++)
			total *= NELEMS;
		for (unsigned n = 0; n < total; n++) {
			unsigned m = n;
			pat[0] = 0;
			for (unsigned i = 0; i < len; i++, m /= NELEMS)
				strcat(pat, elems[m % NELEMS]);
			check_subjects(pat);
		}
	}
}

/* ---------------------------------------------------------------- glob */

static char tmpdir[64];
static char oldcwd[4096];

static void touch(const char *path)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fclose(f);
}

static int glob_setup(void **state)
{
	(void)state;
	strcpy(tmpdir, "/tmp/quirl-globXXXXXX");
	if (!mkdtemp(tmpdir) || !getcwd(oldcwd, sizeof oldcwd) ||
	    chdir(tmpdir) < 0)
		return -1;
	touch("b.c");
	touch("a.c");
	touch("c.h");
	touch(".hidden.c");
	touch("star*");
	mkdir("dir1", 0755);
	mkdir("dir2", 0755);
	touch("dir1/x.c");
	touch("dir2/y.c");
	touch("dir2/z.h");
	return 0;
}

static int glob_teardown(void **state)
{
	(void)state;
	if (chdir(oldcwd) < 0)
		return -1;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	return system(cmd) == 0 ? 0 : -1;
}

static char *glob_str(const char *pat)
{
	struct strvec out = { 0 };
	struct strbuf sb;
	sb_init(&sb);
	size_t n = rt_glob(NULL, pat, &out);
	assert_int_equal(n, out.n);
	for (size_t i = 0; i < out.n; i++)
		sb_addf(&sb, "%s%s", i ? " " : "", out.v[i]);
	sv_free(&out);
	return sb_detach(&sb);
}

#define GLOB(pat, want)                                                        \
	do {                                                                   \
		char *got_ = glob_str(pat);                                    \
		assert_string_equal(got_, want);                               \
		free(got_);                                                    \
	} while (0)

static void test_glob(void **state)
{
	(void)state;
	GLOB("*.c", "a.c b.c");
	GLOB("*", "a.c b.c c.h dir1 dir2 star*");
	GLOB("?.[ch]", "a.c b.c c.h");
	GLOB("[!a]*.c", "b.c");
	GLOB(".*", ".hidden.c");
	GLOB("*/*.c", "dir1/x.c dir2/y.c");
	GLOB("dir*/", "dir1/ dir2/");
	GLOB("dir2/*", "dir2/y.c dir2/z.h");
	GLOB("*.none", "");
	GLOB("nodir/*", "");
	GLOB("star\\*", "");        /* no magic left: not a glob */
	GLOB("sta[r]\\*", "star*"); /* escaped '*' matches literally */
	GLOB("st?r*", "star*");
	char abs[128];
	snprintf(abs, sizeof abs, "%s/dir1/*", tmpdir);
	char *got = glob_str(abs);
	char want[160];
	snprintf(want, sizeof want, "%s/dir1/x.c", tmpdir);
	assert_string_equal(got, want);
	free(got);
}

int main(void)
{
	const struct CMUnitTest pattern_tests[] = {
		cmocka_unit_test(test_literal_and_wildcards),
		cmocka_unit_test(test_brackets),
		cmocka_unit_test(test_classes),
		cmocka_unit_test(test_escapes),
		cmocka_unit_test(test_pathological),
		cmocka_unit_test(test_prefix_suffix),
		cmocka_unit_test(test_fixed_tail),
		cmocka_unit_test(test_match_n),
		cmocka_unit_test(test_against_fnmatch),
	};
	const struct CMUnitTest glob_tests[] = {
		cmocka_unit_test(test_glob),
	};
	int r = cmocka_run_group_tests(pattern_tests, NULL, NULL);
	r += cmocka_run_group_tests(glob_tests, glob_setup, glob_teardown);
	return r;
}
