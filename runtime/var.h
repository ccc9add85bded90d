/*
 * var.h - variables and arrays (var.c).
 *
 * Invariants:
 *  - Cells (struct var) have stable addresses for the life of the shell:
 *    unset marks a cell VF_UNSET, `local` saves and restores its contents in
 *    place, and sh->var_epoch changes whenever a cell's flags change
 *    (compiled code re-checks it).
 *  - Every assignment goes through rt_var_assign, rt_var_set_ext or
 *    rt_var_elem_set, which check readonly, apply -i/-l/-u and allexport,
 *    and print var.c's messages.
 *  - A name "a[sub]" given to rt_var_find/rt_var_cell is a proxy cell
 *    (VF_ELEM) for the element.
 *  - Name references (declare -n) are followed here and nowhere else:
 *    rt_var_find and rt_var_cell return the cell a name stands for, and
 *    the accessors rt_var_str, rt_var_assign, rt_var_assign_int and
 *    rt_var_int follow a reference cell they are given.  The _own
 *    functions see a name's own cell, for what acts on the reference
 *    itself (declare -n, unset -n, [[ -R ]], declare -p, for loops over a
 *    reference) and for caches of a name's cell that must see the
 *    reference's current target on every use.
 */
#ifndef QUIRL_VAR_H
#define QUIRL_VAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include "util.h"
#include "shell.h"

struct shell;

enum var_flags {
	VF_UNSET = 1u << 0, /* the cell exists but the variable is unset */
	VF_EXPORT = 1u << 1,
	VF_READONLY = 1u << 2,
	VF_STR = 1u << 3,       /* .str is valid */
	VF_INT = 1u << 4,       /* .ival is valid (and equals the string's
				  decimal value when VF_STR is also set) */
	VF_SPECIAL = 1u << 5,   /* assignments call var.c's special hook
				  (PATH, IFS, OPTIND, LINENO, ...) */
	VF_LOCAL = 1u << 6,     /* made local in the current function scope */
	VF_INTEGER = 1u << 7,   /* declare -i: assignments are arithmetic */
	VF_ARRAY = 1u << 8,     /* .arr is an indexed array (also VF_SPECIAL,
				  so compiled code never writes .ival) */
	VF_ASSOC = 1u << 9,     /* .arr is an associative array */
	VF_ELEM = 1u << 10,     /* a proxy cell for "name[sub]" (var.c) */
	VF_LOWER = 1u << 11,    /* declare -l */
	VF_UPPER = 1u << 12,    /* declare -u */
	VF_NAMEREF = 1u << 13,  /* declare -n: .str names the variable it
				  stands for (see below) */
	VF_TRACE = 1u << 14,    /* declare -t (shown by declare -p only) */
	VF_DECLARED = 1u << 15, /* declared without a value (declare x):
				   declare -p shows it; unset clears it */
	VF_LAZY = 1u << 16,     /* built from shell state when read
			       (rt_var_lazy_sync): FUNCNAME BASH_SOURCE
			       BASH_LINENO (callstack.h), _, PIPESTATUS,
			       SHELLOPTS, BASHOPTS, BASH_ARGV0 */
	VF_NOASSIGN = 1u << 17, /* the shell's own (FUNCNAME BASH_SOURCE
				   BASH_LINENO BASH_ARGV BASH_ARGC): an
				   assignment fails without a message and
				   changes nothing (bash); unset clears it */
	VF_NOUNSET = 1u << 18,  /* unset fails: "cannot unset" (the above but
				  FUNCNAME, bash) */
};

struct rt_array;

struct var {
	char *name;
	char *str;    /* malloc'ed; meaningful only with VF_STR */
	int64_t ival; /* meaningful only with VF_INT */
	unsigned flags;
	unsigned save_depth; /* scope depth of the newest saved copy */
	/* the depth of the innermost virtual subshell that has logged this
	 * cell (vsub.h), 0: none */
	unsigned vsub_mark;
	struct rt_array *arr; /* with VF_ARRAY / VF_ASSOC; element values
				 live there, .str/.ival are unused */
};

/* Virtual subshells (vsub.c): before a cell changes in any way while one
 * runs, its contents are logged once per subshell level, to be put back
 * when it ends.  Every writer in var.c calls this first; code elsewhere
 * that sets a cell's flags itself calls it too. */
void rt_vsub_note(struct shell *sh, struct var *v);
static inline void rt_var_note(struct shell *sh, struct var *v)
{
	if (sh->vsub_depth && v->vsub_mark != (unsigned)sh->vsub_depth)
		rt_vsub_note(sh, v);
}
/* A cell's contents copied out (rt_var_copy_take), to be put back in
 * place later (rt_var_copy_put, which frees the copy): value, array,
 * attributes and scope bookkeeping.  No hook runs when it is put back:
 * the caller restores the state that hooks derive from values. */
struct rt_var_copy {
	struct var *v;
	char *str;
	int64_t ival;
	unsigned flags, save_depth, mark;
	struct rt_array *arr;
};
void rt_var_copy_take(struct shell *sh, struct var *v, struct rt_var_copy *c);
void rt_var_copy_put(struct shell *sh, struct rt_var_copy *c);
/* The innermost function scope as a virtual subshell begins (`local`
 * there adds to it), and putting it back as it was: the cells saved
 * since are dropped (the subshell's log restores the cells). */
struct rt_var_scope_mark {
	struct var_scope *scope; /* NULL: none */
	size_t n;
	bool opts_saved;
	unsigned opts;
};
void rt_var_scope_mark(struct shell *sh, struct rt_var_scope_mark *m);
void rt_var_scope_trim(struct shell *sh, const struct rt_var_scope_mark *m);

/* var.c */
struct var *rt_var_find(struct shell *sh, const char *name); /* or NULL */
struct var *rt_var_cell(struct shell *sh, const char *name); /* creates */
/* The string value, rebuilding it from the integer when stale; NULL when
 * unset. The pointer is valid until the next assignment of the cell. */
const char *rt_var_str(struct shell *sh, struct var *v);
const char *rt_var_get(struct shell *sh, const char *name);
/* rt_var_get of a name that is not computed when read, through its cell
 * found once and kept in *CELL (cells never move: the caller resets its
 * cache when rt_var_free_all frees them). */
const char *rt_var_get_cell(struct shell *sh, struct var **cell,
			    const char *name);
/* The IFS that splitting uses: its value, or " \t\n" when it is unset
 * (its cell is found once). */
const char *rt_ifs(struct shell *sh);
/* Whether IFS holds a digit or '-', so that it could split a number: the
 * one property of IFS compiled code assumes (sh->jit.ifs_numeric is its
 * value when jit.gen was last bumped for IFS). */
bool rt_ifs_numeric(struct shell *sh);
/* Assignments check readonly (error "NAME: readonly variable", return -1)
 * and apply allexport (-a).  flags may add VF_EXPORT / VF_READONLY. */
int rt_var_set(struct shell *sh, const char *name, const char *val,
	       unsigned flags);
int rt_var_assign(struct shell *sh, struct var *v, const char *val);
/* rt_var_set of a name or an element NAME[SUB] (read's operands, printf
 * -v), where a bad subscript fails (arithmetic goes on past one). */
int rt_var_set_operand(struct shell *sh, const char *ref, const char *val);
int rt_var_assign_int(struct shell *sh, struct var *v, int64_t val);
/* Integer value for arithmetic: the cached integer, or the string parsed
 * as a decimal/octal/hex constant.  Returns 1 on success, 0 when the string
 * is not a plain number (the caller evaluates it as an expression), and
 * sets *out to 0 and returns 1 for unset or empty; -1 when V is an element
 * cell whose subscript failed to evaluate (message printed). */
int rt_var_int(struct shell *sh, struct var *v, int64_t *out);
int rt_var_unset(struct shell *sh, const char *name); /* -1 readonly */
int rt_var_export(struct shell *sh, const char *name, const char *val_or_null);
int rt_var_readonly(struct shell *sh, const char *name,
		    const char *val_or_null);
bool rt_valid_name(const char *s);
bool rt_valid_name_n(const char *s, size_t n);
/* A name or an array element NAME[SUB] (printf -v, read's operands). */
bool rt_valid_ref(const char *s);
/* Scopes: a function call pushes one; `local` and temporary assignments
 * save the cell's current contents into the innermost scope; popping
 * restores them.  rt_var_local(sh, name, inherit) returns the cell or
 * NULL outside a function ("local: can only be used in a function"); with
 * INHERIT (local -I) the local starts with a copy of the value and
 * attributes it hides, readonly excepted. */
void rt_var_push_scope(struct shell *sh);
void rt_var_pop_scope(struct shell *sh);
/* `local -': the options of `set' come back as they are now when the
 * function's scope ends (the first `local -' of a function counts). */
void rt_var_local_opts(struct shell *sh);
struct var *rt_var_local(struct shell *sh, const char *name, bool inherit);
/* Temporary assignments (prefix assignments of regular builtins, functions,
 * special builtins outside posix mode and, for environment building,
 * external commands): */
void rt_var_temp_begin(struct shell *sh);
int rt_var_temp_set(struct shell *sh, const char *name, const char *val);
/* x=5 export x: the temporary value of V outlives the scope (bash). */
void rt_var_temp_keep(struct shell *sh, struct var *v);
void rt_var_temp_end(struct shell *sh); /* restores */
/* The environment for a child: exported, set cells as "NAME=value" plus
 * imported strings that are not valid names.  Cached until a change. */
char **rt_var_environ(struct shell *sh);
void rt_var_import_env(struct shell *sh, char **envp);
/* All set variables sorted by name (for `set`, `export -p`, `readonly -p`),
 * a malloc'ed array of cells; *n receives the count. */
struct var **rt_var_sorted(struct shell *sh, unsigned need_flags, size_t *n);
void rt_var_free_all(struct shell *sh);

/* Lists of words (struct rt_params in shell.h): the positional
 * parameters and a loop's words.  rt_params_pack copies N strings into
 * one block (one malloc); rt_params_keep is another reference to P (a
 * borrowed list is returned as it is: it outlives the keeper, shell.h);
 * rt_params_drop lets go of one.  rt_params_set replaces $1..., which
 * `set --`, the shell's arguments and `source` with arguments use;
 * rt_params_shift drops the first N (N <= sh->params.n). */
struct rt_params rt_params_pack(size_t n, char *const *v);
struct rt_params rt_params_keep(const struct rt_params *p);
void rt_params_drop(struct rt_params *p);
void rt_params_set(struct shell *sh, size_t n, char *const *v);
void rt_params_shift(struct shell *sh, size_t n);
/* Quotes s for re-input to the shell ('...' form), appending to out; a
 * word of only safe characters stays bare, except with _always. */
void rt_shell_quote(struct strbuf *out, const char *s);
void rt_shell_quote_always(struct strbuf *out, const char *s);

/* Arrays (var.c).  Indexed arrays are kept sorted by index; associative
 * arrays in insertion order.  A subscript string is an arithmetic
 * expression for indexed arrays and a key for associative ones.  A name
 * "a[sub]" given to rt_var_find/rt_var_cell yields a proxy cell
 * (VF_ELEM) whose reads and writes go to the element, so arithmetic can
 * address elements without knowing about arrays. */
struct rt_aelem {
	int64_t idx;
	char *key;    /* associative arrays only */
	char *val;    /* NULL while stale: then ival holds the value */
	int64_t ival; /* meaningful with has_int */
	bool has_int; /* ival equals the value (val rebuilt from it when
			 NULL); rt_var_elems and rt_var_elem_get always
			 return current strings */
};
/* Converts v to an array (keeping a scalar value as element 0). */
void rt_var_make_array(struct shell *sh, struct var *v, bool assoc);
void rt_var_array_clear(struct shell *sh, struct var *v);
/* Array V emptied for a new value of N elements: the elements' strings
 * are freed, the vector keeps (or gets) room for N. */
void rt_var_array_reset(struct shell *sh, struct var *v, size_t n);
/* The elements of indexed array V in index order as they are stored (an
 * integer's text not built: val NULL); 0 for an associative or unset
 * one. */
size_t rt_var_elems_raw(struct var *v, const struct rt_aelem **out);
/* Element access: for indexed arrays IDX (negative counts from the end),
 * for associative ones KEY.  A negative index before the first element
 * is a bad subscript: rt_var_elem_get prints "NAME: bad array subscript"
 * and returns NULL. */
const char *rt_var_elem_get(struct shell *sh, struct var *v, int64_t idx,
			    const char *key);
/* Whether IDX is a bad subscript of V: negative, counting back past the
 * first element of an indexed array (or of a scalar). */
bool rt_var_idx_bad(struct var *v, int64_t idx);
int rt_var_elem_set(struct shell *sh, struct var *v, int64_t idx,
		    const char *key, const char *val, bool append);
/* rt_var_elem_set of VAL, a malloc'ed string that the element keeps
 * (freed here when it does not). */
int rt_var_elem_set_take(struct shell *sh, struct var *v, int64_t idx,
			 const char *key, char *val);
/* Arithmetic's store of VAL into an element: a bad subscript is reported
 * and the expression goes on (bash); -1 on other errors (readonly). */
int rt_var_elem_set_arith(struct shell *sh, struct var *v, int64_t idx,
			  const char *key, int64_t val);
int rt_var_elem_unset(struct shell *sh, struct var *v, int64_t idx,
		      const char *key);
/* Elements in order; returns the count and *out (do not free). */
size_t rt_var_elems(struct shell *sh, struct var *v, struct rt_aelem **out);
/* The number of elements of array V (0 when it is no array or unset),
 * without building their strings; when there is one, *LAST (if not NULL)
 * receives the index of the last (of an indexed array: the highest). */
size_t rt_var_nelems(struct var *v, int64_t *last);
/* Whether S is an integer exactly as the shell would print it (optional
 * '-', no leading zeros, no "-0", at most 18 digits); its value in *out.
 * Such text means the same to every consumer of numbers (test, arithmetic,
 * an element's string rebuilt from its integer). */
bool rt_canonical_int(const char *s, int64_t *out);
/* Cell V, a plain scalar holding text that rt_canonical_int accepts, is
 * made to hold the integer alone (VF_INT without VF_STR; its text, built
 * again when read, is the same).  True when V now holds only an integer.
 * Compiled integer tests need that form (rt.h, RT_JIT_VF_INTONLY): a
 * variable set from text (n=${1:-100}) gets it at its first test. */
bool rt_var_int_only(struct var *v);
/* Integer fast paths for compiled code: element IDX (>= 0) of a plain
 * indexed array (no attributes, not readonly, not special).  _int stores
 * the element's value in *out when it is a canonical integer and returns
 * true; _set_int stores VAL, making the array one element longer when IDX
 * is just past a dense end, and returns true.  Both return false, having
 * changed nothing, when the caller must take the general path. */
bool rt_var_elem_int(struct var *v, int64_t idx, int64_t *out);
bool rt_var_elem_set_int(struct shell *sh, struct var *v, int64_t idx,
			 int64_t val);
/* Evaluates an indexed-array subscript: EXPR, its parse tree, or TEXT
 * when EXPR is NULL.  -1 on error, which abandons the command line
 * (rt_error's RT_E_LINE, as bash does for any context). */
struct arith;
int rt_var_subscript(struct shell *sh, struct arith *expr, const char *text,
		     int64_t *out);
/* The consequence of an error (message printed) in evaluating a subscript,
 * for compiled code, which evaluates subscripts itself. */
void rt_var_subscript_failed(struct shell *sh);
/* Assignment of NAME[SUB]=VAL or NAME=VAL honouring VF_INTEGER, case
 * attributes and +=.  Returns -1 on error (message printed). */
int rt_var_set_ext(struct shell *sh, const char *name, const char *sub,
		   const char *val, bool append);
/* The value NAME+=VAL assigns to V, malloc'ed: VAL after the old value,
 * or "old+(VAL)" for an integer variable to evaluate. */
char *rt_var_append_text(struct shell *sh, struct var *v, const char *val);
/* Whether V is a plain string variable (set, no reference, attribute,
 * hook or array) whose value rt_var_append_str may extend in place: the
 * += of such a cell, and v="$v..." (rt_jit_assign). */
bool rt_var_append_ok(struct shell *sh, struct var *v);
/* Appends VAL (VL bytes, NUL-terminated; it may point into V's value) to
 * V's own buffer, which grows by half again when full.  Only after
 * rt_var_append_ok(V). */
void rt_var_append_str(struct shell *sh, struct var *v, const char *val,
		       size_t vl);

/* Dynamic variables RANDOM SECONDS EPOCHREALTIME EPOCHSECONDS BASHPID
 * HISTCMD (var.c):
 * the value into buf (64 bytes), or false when NAME is not one of them. */
bool rt_var_dynamic(struct shell *sh, const char *name, char *buf);
/* Makes the cells of $_ and PIPESTATUS (VF_LAZY, see shell.h) and sets
 * $_ to START, its value at startup. */
void rt_var_lazy_init(struct shell *sh, const char *start);
/* Brings VF_LAZY cell V up to date with the state it is made from. */
void rt_var_lazy_sync(struct shell *sh, struct var *v);
/* $_ after a command whose last word was ARG (copied). */
void rt_var_set_lastarg(struct shell *sh, const char *arg);
/* A function call takes its words over, so its last argument, $_ after
 * the call, is kept aside before it: on the C stack when short (no
 * allocation), and set with rt_var_lastarg_done after the call. */
struct rt_lastarg_keep {
	char buf[40];
	char *heap;
};
void rt_var_lastarg_keep(struct rt_lastarg_keep *k, const char *arg);
void rt_var_lastarg_done(struct shell *sh, struct rt_lastarg_keep *k);
/* The same with ARG malloc'ed and taken over: no copy. */
static inline void rt_var_take_lastarg(struct shell *sh, char *arg)
{
	free(sh->lastarg_own);
	sh->lastarg = sh->lastarg_own = arg;
}
/* PIPESTATUS after a pipeline whose N elements ended with STATUSES. */
void rt_var_set_pipestatus(struct shell *sh, const int *statuses, int n);
/* PIPESTATUS put aside (a virtual subshell, a trap action) and put
 * back as it was. */
struct rt_pipestatus_save {
	int pstat1, pstat_n;
	int *v;
	size_t vn;
};
void rt_var_pipestatus_save(const struct shell *sh,
			    struct rt_pipestatus_save *save);
void rt_var_pipestatus_restore(struct shell *sh,
			       struct rt_pipestatus_save *save);
/* PIPESTATUS after a command that is not a pipeline (one status). */
static inline void rt_var_set_status1(struct shell *sh, int status)
{
	sh->pstat1 = status;
	sh->pstat_n = 1;
}
/* The environment of external program PATH: rt_var_environ with $_ set
 * to PATH, as bash passes it. */
char **rt_var_exec_env(struct shell *sh, const char *path);

/* ------------------------------------- name references and declare -p */

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
/* V as bash's set (and declare without arguments) lists it outside posix
 * mode: NAME=value ('...' when needed, $'...' with control characters,
 * nothing when empty), NAME=([0]="x" ...) for an array. */
void rt_var_set_line(struct shell *sh, struct var *v, struct strbuf *sb);
/* S quoted as declare -p quotes a value: "..." or $'...'. */
void rt_var_quote_value(struct strbuf *sb, const char *s);
/* Whether declare -p shows V: it is set, or declared with an attribute
 * or as an array. */
bool rt_var_declared(const struct var *v);
/* The variables declare -p shows that have every flag of NEED, sorted by
 * name: a malloc'ed array, *n receives the count. */
struct var **rt_var_list(struct shell *sh, unsigned need, size_t *n);
/* The locals of the innermost function scope (`local` without names),
 * sorted by name, as rt_var_list returns them. */
struct var **rt_var_locals(struct shell *sh, size_t *n);
/* S quoted as ${v@Q} quotes: '...' or $'...'. */
void rt_var_quote_single(struct strbuf *sb, const char *s);
/* S quoted as printf %q quotes: '' when empty, $'...' with control
 * characters, else each special character after a backslash. */
void rt_var_quote_backslash(struct strbuf *sb, const char *s);
/* S quoted as set -x shows a word (bash): '...' when it has a character
 * special to the shell, else $'...' when it has characters that are not
 * printable (in the locale), else as it is. */
void rt_var_quote_trace(struct strbuf *sb, const char *s);
/* An associative key quoted as declare -p writes it inside [...]. */
void rt_var_quote_key(struct strbuf *sb, const char *k);
/* V's attribute letters as declare -p shows them ("aix"; "" for none)
 * into BUF (16 bytes); returns their count. */
size_t rt_var_attr_letters(const struct var *v, char *buf);
/* unset -n: unsets NAME's own cell (a reference loses the attribute). */
int rt_var_unset_own(struct shell *sh, const char *name);

#endif
