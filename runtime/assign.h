/*
 * assign.h - assignment words: the one place where NAME=value,
 * NAME+=value, NAME[sub]=value and NAME=(...) take effect.
 *
 * Invariants a caller relies on:
 *  - Values are expanded as assignments (no field splitting or pathname
 *    expansion, tilde prefixes after '=' and ':'); the elements of
 *    NAME=(...) as command words (split and globbed), a [key]=value
 *    element's key and value as assignments.
 *  - Every change goes through var.c (rt_var_assign, rt_var_set_ext,
 *    rt_var_elem_set, rt_var_temp_set), which checks readonly and applies
 *    -i, -l and -u, so the messages are var.c's.
 *  - A temporary assignment (the prefix of a regular command) is made in
 *    the scope rt_var_temp_begin opened: NAME+=v is the old value with v
 *    appended, NAME=(...) the string "(elements)", and NAME[sub]=v an
 *    error that does not stop the command (bash).
 */
#ifndef QUIRL_ASSIGN_H
#define QUIRL_ASSIGN_H

#include "shell.h"
#include "var.h"

/* Results of rt_assign_list besides 0. */
enum {
	RT_ASSIGN_FAILED = -1, /* an assignment failed (status 1) */
	RT_ASSIGN_EXPAND = -2, /* an expansion failed (status 2) */
};

/* Performs the assignments of simple command N in order, permanently or
 * (TEMP) as temporaries.  With TRACE (set -x) appends each one's trace
 * text; when N has no command words each is traced at once instead, after
 * the traces of its own expansions, as bash does.  0 or RT_ASSIGN_*. */
int rt_assign_list(struct shell *sh, const struct node *n, bool temp,
		   struct strvec *trace);

/* The consequence of a command's prefix assignments failing with R (an
 * RT_ASSIGN_* result; their temporaries already ended): the command does
 * not run, and this is its status. */
int rt_assign_prefix_failed(struct shell *sh, int r);

/* The text a declaration builtin receives for a compound operand
 * NAME=(...): "NAME=('elem' ['key']='value' ...)", every element expanded
 * and quoted (bash's form).  ASSOC: an option of the command makes NAME
 * associative (-A), and so its tilde prefixes stay as written; bash looks
 * at the options alone here, not at what NAME is now.  -1 on an
 * expansion error. */
int rt_assign_compound_text(struct shell *sh, const struct assign *a,
			    bool assoc, struct strbuf *out);

/* NAME[SUB]=(...): bash's error, which abandons the command line;
 * returns RT_ASSIGN_FAILED. */
int rt_assign_list_error(struct shell *sh, const char *name, const char *sub);
/* Whether an assignment word that failed on cell V is ignored, the
 * command going on with status 0: bash leaves FUNCNAME & co. as they
 * are (VF_NOASSIGN), without a message. */
bool rt_assign_ignored(const struct var *v);

/* Assigns the compound value TEXT, "( elements )", to the cell of NAME
 * (appending with APPEND): the elements are parsed and expanded as in
 * NAME=(...).  For declare -a NAME='(...)' and the operands made by
 * rt_assign_compound_text.  -1 on error (message printed). */
int rt_assign_compound_value(struct shell *sh, struct var *v, const char *text,
			     bool append);

#endif
