/*
 * test.h - the expression evaluator behind test and "[".
 */
#ifndef QUIRL_BI_TEST_H
#define QUIRL_BI_TEST_H

#include "../shell.h"

/*
 * Evaluates the expression argv[0..argc-1] (without the command name and
 * the closing "]").  NAME ("test" or "[") prefixes error messages.
 * Returns 0 (true), 1 (false) or 2 after printing an error.
 */
int bi_test_eval(struct shell *sh, const char *name, int argc, char **argv);

/* The integer comparisons -eq -ne -gt -ge -lt -le, shared with [[ ]]: the
 * code of OP, or 0 when OP is none of them; then A OP B. */
int bi_test_int_op(const char *op);
bool bi_test_int_cmp(int op, int64_t a, int64_t b);

#endif
