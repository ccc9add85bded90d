/*
 * arith.h - arithmetic evaluation (arith.c; rt_arith_src_eval is in
 * ext_eval.c).
 *
 * Invariants:
 *  - Evaluation never aborts: an error prints its message and returns -1;
 *    the caller applies the consequence (rt_error).
 *  - Overflow wraps around as in two's complement without undefined
 *    behaviour (rt_arith_binop, shared with compiled code).
 */
#ifndef QUIRL_ARITH_H
#define QUIRL_ARITH_H

#include <stdint.h>
#include "../frontend/ast.h"

struct shell;

/* arith.c.  Errors print bash's messages ("[WHO: ]TEXT: MSG", WHO being
 * sh->arith_who) through rt_err and return -1; the caller turns that into
 * the POSIX consequence. */
/* Division by zero or a negative exponent at A (an error site,
 * ast.h). */
void rt_arith_op_error(struct shell *sh, const struct arith *a);
/* The same for an error site of template T's tree (NULL: of a static
 * tree), whose slots hold the values the text had. */
struct arith_tmpl;
void rt_arith_tmpl_error(struct shell *sh, const struct arith_tmpl *t,
			 const struct arith *a);
/* TEXT did not parse: MSG is arith_parse's message. */
void rt_arith_syntax_error(struct shell *sh, const char *text, const char *msg);
int rt_arith_eval(struct shell *sh, struct arith *expr, int64_t *out);
int rt_arith_eval_text(struct shell *sh, const char *text, int64_t *out);
/* Dynamic arithmetic TEXT (the parts of $((...)) or of an arith_src)
 * evaluated without expanding it to a string, when every expansion in it
 * is a plain parameter, or one stripped by # ## % %% with a literal
 * pattern (rt_param_strip_pattern), whose value is a canonical decimal
 * (negative only where no '-' stands right before it): the
 * text is parsed once, with the parameters as number nodes set per use,
 * the template cached in *CACHE.  1 when evaluated (*out set), -1 after
 * an arithmetic error (reported), 0 when the caller must expand the text
 * and evaluate that (nothing observable has happened). */
int rt_arith_tmpl_eval(struct shell *sh, const struct wpart *text,
		       struct arith_tmpl **cache, int64_t *out);
/* The template of TEXT (built on first use, cached in *CACHE for as long
 * as the running code's arena lives), or NULL when TEXT has none: slot[k]
 * (an AK_SLOT node of expr) stands for the value of param[k].  The JIT
 * lowers it with the values read by its guard (ir/lower.c, dyn_arith). */
#define ARITH_TMPL_MAX 8
struct arith_tmpl {
	struct arena *arena; /* holds expr */
	struct arith *expr;  /* NULL: this text has no template */
	int n;
	struct arith *slot[ARITH_TMPL_MAX];
	const struct wpart *param[ARITH_TMPL_MAX];
	/* a negative value reads as its number there (no "--1") */
	bool neg_ok[ARITH_TMPL_MAX];
	/* fastexp.c's safe_arith of expr once known: 1 yes, -1 no, 0 not
	 * yet (the tree never changes) */
	signed char safe;
};
/* Reads the values of T's parameters into its slots (slot[k]->num):
 * true, or false when one is not such a number (nothing observable has
 * happened).  rt_arith_tmpl_eval's guard, which compiled code calls too. */
bool rt_arith_tmpl_read(struct shell *sh, const struct arith_tmpl *t);
const struct arith_tmpl *rt_arith_tmpl(struct shell *sh,
				       const struct wpart *text,
				       struct arith_tmpl **cache);
/* The parse tree of TEXT from the shell's cache of trees keyed by text
 * (parsed and kept on a miss), with *AR referenced once for the caller,
 * who unrefs it when done with the tree; NULL on a syntax error, with *MSG
 * in *AR (the caller unrefs it after printing the message).  With SAVED,
 * *SAVED receives a copy of TEXT that lives as long as *AR. */
struct arena;
struct arith *rt_arith_parse_cached(struct shell *sh, const char *text,
				    struct arena **ar, const char **msg,
				    const char **saved);
/* Frees the cache of run-time parsed expressions (arith.c); done by
 * rt_var_free_all, as the trees cache cell pointers. */
void rt_arith_cache_free(struct shell *sh);
/* An operand of (( )) or for ((;;)) (ext_eval.c): the static tree, or the
 * text expanded and evaluated; an empty operand is DFLT.  -1 on error
 * (message printed; an expansion error has applied its consequence). */
struct arith_src;
int rt_arith_src_eval(struct shell *sh, const struct arith_src *a, int64_t dflt,
		      int64_t *out);
/* The same for a part of for ((;;)): then the DEBUG trap runs before it
 * ("((TEXT))" as BASH_COMMAND), and a part the trap skips is 0 (bash).
 * Both tiers evaluate the parts with it (rt_jit_clause). */
int rt_arith_clause_eval(struct shell *sh, const struct arith_src *a,
			 int64_t dflt, int64_t *out);
/* The value of variable reference A (AK_VAR; or the element an element
 * assignment node A designates) exactly as rt_arith_eval reads it: unset
 * or empty 0 (or the set -u error), numbers, or the value evaluated as an
 * expression.  The JIT's slow path for variable reads. */
int rt_arith_var(struct shell *sh, struct arith *a, int64_t *out);
/* Node A (an element reference or assignment) evaluated as rt_arith_eval
 * would: for compiled code, whose lowering leaves such nodes to it. */
int rt_arith_elem(struct shell *sh, struct arith *a, int64_t *out);
/* Stores VAL into element IDX (or the key, for an associative array) of
 * the array element reference A names (compiled code, which evaluated
 * the subscript itself).  -1 on error (message printed). */
int rt_arith_elem_store(struct shell *sh, struct arith *a, int64_t idx,
			int64_t val);
/* Wrap-around helpers without undefined behaviour, shared with the JIT. */
int64_t rt_arith_binop(enum arith_op op, int64_t a, int64_t b, int *err);

#endif
