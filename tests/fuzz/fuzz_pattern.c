/*
 * fuzz_pattern.c - libFuzzer harness for pattern matching
 * (runtime/pattern.c): the first input line is the pattern, the second the
 * subject; whole-string matching and the four prefix/suffix forms behind
 * ${p#w} ${p##w} ${p%w} ${p%%w} all run.  A returned length must lie
 * within the subject, and a whole match implies the longest prefix and
 * suffix match the whole subject.
 */
#include <stdio.h>

#include "fuzz_shell.h"
#include "runtime/pattern.h"

static void check(bool ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_pattern: %s\n", what);
		abort();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *v[2];
	size_t n = fz_split(data, size, v, 2);
	const char *pat = v[0], *str = n > 1 ? v[1] : "";
	ssize_t len = (ssize_t)strlen(str);
	bool whole = rt_pattern_match(pat, str);
	rt_pattern_has_magic(pat);
	for (int longest = 0; longest < 2; longest++) {
		ssize_t p = rt_pattern_prefix(pat, str, longest, 0);
		ssize_t s = rt_pattern_suffix(pat, str, longest, 0);
		check(p >= -1 && p <= len, "prefix length out of range");
		check(s >= -1 && s <= len, "suffix length out of range");
		if (whole && longest) {
			check(p == len, "whole match but longest prefix short");
			check(s == len, "whole match but longest suffix short");
		}
	}
	fz_split_free(v, n);
	return 0;
}
