/*
 * fuzz_printf.c - libFuzzer harness for the printf builtin's format engine
 * (runtime/builtins/printf.c).  The first line of the input is the format,
 * each further line one argument; %b is also run on every line alone.
 */
#include "fuzz_shell.h"
#include "runtime/builtins/printf.h"

#define MAXARGS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *v[MAXARGS];
	size_t n = fz_split(data, size, v, MAXARGS);
	struct shell sh;
	struct strbuf out;
	fz_shell_init(&sh);
	sb_init(&out);
	bi_printf_format(&sh, &out, v[0], v + 1, n - 1, false);
	for (size_t i = 0; i < n; i++) {
		sb_reset(&out);
		bi_printf_bstring(&sh, &out, v[i], false);
	}
	sb_free(&out);
	fz_shell_free(&sh);
	fz_split_free(v, n);
	return 0;
}
