/*
 * var.h - name references (declare -n) in the variable store (var.c).
 *
 * rt_var_find and rt_var_cell (shell.h) follow references: they return
 * the cell a name stands for.  The functions below see a name's own cell,
 * for what acts on the reference itself (declare -n, unset -n, [[ -R ]],
 * declare -p, for loops over a reference) and for caches of a name's
 * cell that must see a reference's current target on every use (the
 * accessors rt_var_str, rt_var_assign, rt_var_assign_int and rt_var_int
 * follow a reference they are given).
 */
#ifndef QUIRL_VAR_H
#define QUIRL_VAR_H

#include "shell.h"

/* NAME's own cell, never following a reference: NULL when there is none
 * (_find) or made unset (_cell). */
struct var *rt_var_find_own(struct shell *sh, const char *name);
struct var *rt_var_cell_own(struct shell *sh, const char *name);
/* Whether V (which may be NULL) has the nameref attribute. */
bool rt_var_is_ref(const struct var *v);
/* Makes V a reference to TARGET (a name or "name[sub]"): 0, or -1 when
 * TARGET is not such a name, -2 when it is V's own name (nothing
 * changed, no message).  Readonly is the caller's to check. */
int rt_var_set_ref(struct shell *sh, struct var *v, const char *target);
/* The cell reference V stands for (made when missing), V itself when V
 * is not a reference or has no value; NULL when the chain ends nowhere
 * (warned about when circular). */
struct var *rt_var_target(struct shell *sh, struct var *v);
/* A `for` loop's assignment of VAL to its variable NAME, whose own cell
 * *CELL caches (NULL at first): a reference is made to refer to VAL, as
 * in bash; anything else is assigned VAL.  -1 after an error (printed). */
int rt_var_loop_assign(struct shell *sh, struct var **cell, const char *name,
		       const char *val);
/* declare +n: V stops being a reference and keeps its target's name as
 * its value. */
void rt_var_unref(struct shell *sh, struct var *v);
/* Adds / removes attributes FLAGS (VF_READONLY, VF_EXPORT) of V itself. */
void rt_var_add_flags(struct shell *sh, struct var *v, unsigned flags);
void rt_var_clear_flags(struct shell *sh, struct var *v, unsigned flags);
/* V as declare -p shows it, one line appended to SB (bash's format:
 * declare -FLAGS NAME="value", NAME=([0]="a" ...), $'...' for text with
 * characters that are not printable), so that eval reads it back. */
void rt_var_decl_line(struct shell *sh, struct var *v, struct strbuf *sb);
/* S quoted as declare -p quotes a value: "..." or $'...'. */
void rt_var_quote_value(struct strbuf *sb, const char *s);
/* Whether declare -p shows V: it is set, or declared with an attribute
 * or as an array. */
bool rt_var_declared(const struct var *v);
/* The variables declare -p shows that have every flag of NEED, sorted by
 * name: a malloc'ed array, *n receives the count. */
struct var **rt_var_list(struct shell *sh, unsigned need, size_t *n);
/* S quoted as ${v@Q} quotes: '...' or $'...'. */
void rt_var_quote_single(struct strbuf *sb, const char *s);
/* An associative key quoted as declare -p writes it inside [...]. */
void rt_var_quote_key(struct strbuf *sb, const char *k);
/* V's attribute letters as declare -p shows them ("aix"; "" for none)
 * into BUF (16 bytes); returns their count. */
size_t rt_var_attr_letters(const struct var *v, char *buf);
/* unset -n: unsets NAME's own cell (a reference loses the attribute). */
int rt_var_unset_own(struct shell *sh, const char *name);

#endif
