/*
 * fuzz_test.c - libFuzzer harness for the test/[ expression evaluator
 * (runtime/builtins/test.c).  Each input line is one argument; the
 * evaluator sees every prefix of the argument list, so short expressions
 * with one to four arguments (the POSIX special cases) are always tried.
 */
#include "fuzz_shell.h"
#include "runtime/builtins/test.h"

#define MAXARGS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *v[MAXARGS];
	size_t n = fz_split(data, size, v, MAXARGS);
	struct shell sh;
	fz_shell_init(&sh);
	char *argv[MAXARGS + 1];
	for (size_t k = 0; k <= n; k++) {
		if (k > 5 && k < n)
			continue;
		memcpy(argv, v, k * sizeof *argv);
		argv[k] = NULL; /* NULL-terminated like a real argv */
		bi_test_eval(&sh, "test", (int)k, argv);
	}
	fz_shell_free(&sh);
	fz_split_free(v, n);
	return 0;
}
