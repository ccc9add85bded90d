/*
 * fuzz_parser.c - libFuzzer harness for the parser.  The input is parsed
 * one complete command at a time until end of input or the first error;
 * each tree is also printed and unparsed so the printers see every shape
 * the parser can build.  An alias hook exercises splicing.
 *
 * Build: clang -fsanitize=fuzzer,address,undefined -I. tests/fuzz/fuzz_parser.c
 *        frontend/{lexer,parser,arith_parse,ast_print,arena}.c runtime/util.c
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "frontend/parser.h"
#include "runtime/util.h"

static const char *fuzz_alias(void *ctx, const char *name)
{
	(void)ctx;
	if (!strcmp(name, "a"))
		return "echo ";
	if (!strcmp(name, "b"))
		return "if true; then b";
	if (!strcmp(name, "c"))
		return "c |";
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct parser_hooks hooks = {
		fuzz_alias, NULL, NULL, NULL, NULL, NULL
	};
	struct parser *p =
		parser_new_string((const char *)data, size, &hooks, 1);
	struct strbuf sb;
	sb_init(&sb);
	for (;;) {
		struct arena *a;
		struct node *n;
		enum parse_status st = parser_next(p, &a, &n);
		if (st != PARSE_OK)
			break;
		ast_print(&sb, n);
		ast_unparse(&sb, n);
		sb_reset(&sb);
		arena_unref(a);
	}
	sb_free(&sb);
	parser_free(p);
	return 0;
}
