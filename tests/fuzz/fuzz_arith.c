/*
 * fuzz_arith.c - libFuzzer harness for shell arithmetic: the input is the
 * text of $((...)) (parsed by frontend/arith_parse.c, evaluated by
 * runtime/arith.c) against the fixed variable table of fuzz_shell.h, which
 * includes values that are themselves expressions ("expr", "self") so
 * recursive variable evaluation is reached.
 */
#include "fuzz_shell.h"
#include "runtime/arith.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct shell sh;
	char *text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = 0;
	fz_shell_init(&sh);
	int64_t v;
	rt_arith_eval_text(&sh, text, &v);
	fz_shell_free(&sh);
	free(text);
	return 0;
}
