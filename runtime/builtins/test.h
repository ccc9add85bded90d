/*
 * test.h - the expression evaluator behind test and "[", and its integer
 * comparisons, which [[ ]] (ext_eval.c) and compiled code (ir/lower.c)
 * take from here so that the rule has one definition.
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

/* The integer comparisons of test (-eq -ne -lt -le -gt -ge), which [[ ]]
 * and compiled code (ir/lower.c) take from here too. */
enum bi_test_cmp {
	BI_TEST_EQ,
	BI_TEST_NE,
	BI_TEST_LT,
	BI_TEST_LE,
	BI_TEST_GT,
	BI_TEST_GE,
	BI_TEST_NONE
};
/* The comparison operator OP names, or BI_TEST_NONE. */
enum bi_test_cmp bi_test_int_op(const char *op);
/* Whether A OP B holds. */
bool bi_test_int_cmp(enum bi_test_cmp op, int64_t a, int64_t b);
/* The integer comparison that the command ARGV (ARGC words, ARGV[0] the
 * name) makes of its operands whatever they hold, when it is
 * `test A OP B` or `[ A OP B ]` with OP a comparison above; operands may
 * be NULL (not known yet).  BI_TEST_NONE otherwise. */
enum bi_test_cmp bi_test_int_form(int argc, char *const *argv);

#endif
