/*
 * shell.h - the state of one shell and the interfaces between the runtime's
 * modules.  Each section names the file that implements it.
 *
 * Invariants:
 *  - There is one struct shell per process; subshells are forked copies.
 *    Signal handlers touch only the volatile sig_atomic_t flags in trap.c.
 *  - Errors never longjmp.  A function that fails prints its message with
 *    rt_err() and returns -1 (or a non-zero status); control flow that must
 *    unwind (break, continue, return, exit, a fatal error in a
 *    non-interactive shell) is requested by setting sh->skip, and every
 *    loop in the evaluator stops as soon as sh->skip != SKIP_NONE.
 *  - Variable cells (struct var) have stable addresses for the life of the
 *    shell: unset marks a cell unset, `local` saves and restores a cell's
 *    contents in place.  sh->var_epoch changes whenever a cell's flags
 *    (unset, readonly, export, scope) change; compiled code re-checks it.
 *  - Builtins write standard output and standard error through
 *    rt_out_write()/rt_outf() (output.c); anything that lets another process
 *    or a new descriptor observe fd 1 calls rt_out_flush_all() first.
 */
#ifndef QUIRL_SHELL_H
#define QUIRL_SHELL_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "../frontend/arena.h"
#include "../frontend/ast.h"
#include "util.h"

struct shell;
struct builtin;
struct func;
struct job;

/* ---------------------------------------------------------------- options */

enum shell_opt {
	OPT_ALLEXPORT = 1u << 0,   /* -a */
	OPT_NOTIFY = 1u << 1,      /* -b */
	OPT_NOCLOBBER = 1u << 2,   /* -C */
	OPT_ERREXIT = 1u << 3,     /* -e */
	OPT_NOGLOB = 1u << 4,      /* -f */
	OPT_HASHALL = 1u << 5,     /* -h */
	OPT_INTERACTIVE = 1u << 6, /* -i */
	OPT_MONITOR = 1u << 7,     /* -m */
	OPT_NOEXEC = 1u << 8,      /* -n */
	OPT_STDIN = 1u << 9,       /* -s */
	OPT_NOUNSET = 1u << 10,    /* -u */
	OPT_VERBOSE = 1u << 11,    /* -v */
	OPT_XTRACE = 1u << 12,     /* -x */
	OPT_CMDSTR = 1u << 13,     /* -c (only in $-) */
	OPT_PIPEFAIL = 1u << 14,   /* -o pipefail */
	OPT_IGNOREEOF = 1u << 15,  /* -o ignoreeof */
	OPT_VI = 1u << 16,         /* -o vi */
	OPT_EMACS = 1u << 17,      /* -o emacs */
	OPT_NOLOG = 1u << 18,      /* -o nolog */
	OPT_POSIX = 1u << 19,      /* -o posix */
	OPT_ERRTRACE = 1u << 20,   /* -E */
	OPT_FUNCTRACE = 1u << 21,  /* -T */
};

/* The table behind `set -o`, `set +o` and $- (options.c). */
struct opt_desc {
	const char *name; /* long name for -o */
	char letter;      /* 0 when none */
	unsigned bit;
};
extern const struct opt_desc rt_opt_table[];
/* Fills buf with the letters of $- (buf needs 32 bytes). */
void rt_opt_dollar_minus(const struct shell *sh, char *buf);

/* ------------------------------------------------------------- variables */

enum var_flags {
	VF_UNSET = 1u << 0,    /* the cell exists but the variable is unset */
	VF_EXPORT = 1u << 1,
	VF_READONLY = 1u << 2,
	VF_STR = 1u << 3,      /* .str is valid */
	VF_INT = 1u << 4,      /* .ival is valid (and equals the string's
				  decimal value when VF_STR is also set) */
	VF_SPECIAL = 1u << 5,  /* assignments call var.c's special hook
				  (PATH, IFS, OPTIND, LINENO, ...) */
	VF_LOCAL = 1u << 6,    /* made local in the current function scope */
	VF_INTEGER = 1u << 7,  /* declare -i: assignments are arithmetic */
	VF_ARRAY = 1u << 8,    /* .arr is an indexed array (also VF_SPECIAL,
				  so compiled code never writes .ival) */
	VF_ASSOC = 1u << 9,    /* .arr is an associative array */
	VF_ELEM = 1u << 10,    /* a proxy cell for "name[sub]" (var.c) */
	VF_LOWER = 1u << 11,   /* declare -l */
	VF_UPPER = 1u << 12,   /* declare -u */
	VF_CSTACK = 1u << 13,  /* FUNCNAME BASH_SOURCE BASH_LINENO: built
				  from the call stack when read
				  (callstack.h) */
};

struct rt_array;

struct var {
	char *name;
	char *str;    /* malloc'ed; meaningful only with VF_STR */
	int64_t ival; /* meaningful only with VF_INT */
	unsigned flags;
	unsigned save_depth; /* scope depth of the newest saved copy */
	struct rt_array *arr; /* with VF_ARRAY / VF_ASSOC; element values
				 live there, .str/.ival are unused */
};

/* var.c */
struct var *rt_var_find(struct shell *sh, const char *name); /* or NULL */
struct var *rt_var_cell(struct shell *sh, const char *name); /* creates */
/* The string value, rebuilding it from the integer when stale; NULL when
 * unset. The pointer is valid until the next assignment of the cell. */
const char *rt_var_str(struct shell *sh, struct var *v);
const char *rt_var_get(struct shell *sh, const char *name);
/* A hot `for` loop N continues in its compiled region from word NEXT of
 * WORDS (the interpreter's expanded list, taken over when the region
 * runs), STATUS being $? of the body just run.  True when the region ran
 * the rest of the loop; false (WORDS untouched) when the interpreter must
 * go on.  The caller has undone its own loop_depth increment. */
bool rt_jit_for_resume(struct shell *sh, const struct node *n,
		       struct strvec *words, size_t next, int status);
/* False when NAME is certainly not a variable whose value is computed at
 * each read (LINENO, RANDOM, SECONDS, EPOCH*...): its cell then holds its
 * value.  Every computed name must pass (expand.c keeps them together). */
bool rt_param_may_be_computed(const char *name);
/* Whether reading parameter NAME changes the shell (RANDOM and SRANDOM
 * advance their generator): such a read may not be repeated or done in
 * place of a subshell's.  Inline: the fast expander asks per word. */
static inline bool rt_param_read_changes(const char *name)
{
	/* one byte decides for nearly every name */
	return (name[0] == 'R' && !strcmp(name, "RANDOM")) ||
	       (name[0] == 'S' && !strcmp(name, "SRANDOM"));
}
/* $name or $1..$9 without operators (part P, a WP_PARAM): its expansion
 * is the parameter's value. */
bool rt_param_plain(const struct wpart *p);
/* The text of W when W expands to exactly that text: one literal, no
 * brace expansion, and no glob character or escape that pathname
 * expansion would act on (`[` alone is an ordinary character); else NULL. */
const char *rt_word_literal(const struct word *w);
/* Whether expanding W leaves the shell as it was, so that a subshell's
 * expansion may be done by the shell itself: literals, quotes, tildes,
 * parameters other than RANDOM and SRANDOM with the operators that
 * neither assign nor fail (${x:-w}, ${x#p}, ${#x}, ...; under set -u
 * only set ones), globs unless failglob is on.  Not $(...), $((...)),
 * ${x=w}, ${x?w}, subscripts or indirection. */
bool rt_word_pure(struct shell *sh, const struct word *w);
/* The IFS that splitting uses: its value, or " \t\n" when it is unset
 * (its cell is found once). */
const char *rt_ifs(struct shell *sh);
/* Assignments check readonly (error "NAME: readonly variable", return -1)
 * and apply allexport (-a).  flags may add VF_EXPORT / VF_READONLY. */
int rt_var_set(struct shell *sh, const char *name, const char *val,
	       unsigned flags);
int rt_var_assign(struct shell *sh, struct var *v, const char *val);
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
/* Scopes: a function call pushes one; `local` and temporary assignments
 * save the cell's current contents into the innermost scope; popping
 * restores them.  rt_var_local(sh, name) returns the cell or NULL outside a
 * function ("local: can only be used in a function"). */
void rt_var_push_scope(struct shell *sh);
void rt_var_pop_scope(struct shell *sh);
struct var *rt_var_local(struct shell *sh, const char *name);
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
	char *key; /* associative arrays only */
	char *val; /* NULL while stale: then ival holds the value */
	int64_t ival; /* meaningful with has_int */
	bool has_int; /* ival equals the value (val rebuilt from it when
			 NULL); rt_var_elems and rt_var_elem_get always
			 return current strings */
};
/* Converts v to an array (keeping a scalar value as element 0). */
void rt_var_make_array(struct shell *sh, struct var *v, bool assoc);
void rt_var_array_clear(struct shell *sh, struct var *v);
/* Element access: for indexed arrays IDX (negative counts from the end),
 * for associative ones KEY.  A negative index before the first element
 * is a bad subscript: rt_var_elem_get prints "NAME: bad array subscript"
 * and returns NULL. */
const char *rt_var_elem_get(struct shell *sh, struct var *v, int64_t idx,
			    const char *key);
int rt_var_elem_set(struct shell *sh, struct var *v, int64_t idx,
		    const char *key, const char *val, bool append);
int rt_var_elem_unset(struct shell *sh, struct var *v, int64_t idx,
		      const char *key);
/* Elements in order; returns the count and *out (do not free). */
size_t rt_var_elems(struct shell *sh, struct var *v, struct rt_aelem **out);
/* Whether S is an integer exactly as the shell would print it (optional
 * '-', no leading zeros, no "-0", at most 18 digits); its value in *out.
 * Such text means the same to every consumer of numbers (test, arithmetic,
 * an element's string rebuilt from its integer). */
bool rt_canonical_int(const char *s, int64_t *out);
/* Integer fast paths for compiled code: element IDX (>= 0) of a plain
 * indexed array (no attributes, not readonly, not special).  _int stores
 * the element's value in *out when it is a canonical integer and returns
 * true; _set_int stores VAL, making the array one element longer when IDX
 * is just past a dense end, and returns true.  Both return false, having
 * changed nothing, when the caller must take the general path. */
bool rt_var_elem_int(struct var *v, int64_t idx, int64_t *out);
bool rt_var_elem_set_int(struct var *v, int64_t idx, int64_t val);
/* Evaluates an indexed-array subscript text; -1 on error. */
int rt_var_subscript(struct shell *sh, const char *text, int64_t *out);
/* Assignment of NAME[SUB]=VAL or NAME=VAL honouring VF_INTEGER, case
 * attributes and +=.  Returns -1 on error (message printed). */
int rt_var_set_ext(struct shell *sh, const char *name, const char *sub,
		   const char *val, bool append);
/* The value NAME+=VAL assigns to V, malloc'ed: VAL after the old value,
 * or "old+(VAL)" for an integer variable to evaluate. */
char *rt_var_append_text(struct shell *sh, struct var *v, const char *val);

/* Dynamic variables RANDOM SECONDS EPOCHREALTIME EPOCHSECONDS (var.c):
 * the value into buf (64 bytes), or false when NAME is not one of them. */
bool rt_var_dynamic(struct shell *sh, const char *name, char *buf);

/* ---------------------------------------------------------- arithmetic */

/* arith.c.  Errors print "arithmetic: ..." style messages through rt_err
 * and return -1; the caller turns that into the POSIX consequence. */
int rt_arith_eval(struct shell *sh, struct arith *expr, int64_t *out);
int rt_arith_eval_text(struct shell *sh, const char *text, int64_t *out);
/* Dynamic arithmetic TEXT (the parts of $((...)) or of an arith_src)
 * evaluated without expanding it to a string, when every expansion in it
 * is a plain parameter that holds a canonical non-negative decimal: the
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
};
const struct arith_tmpl *rt_arith_tmpl(struct shell *sh,
				       const struct wpart *text,
				       struct arith_tmpl **cache);
/* Frees the cache of run-time parsed expressions (arith.c); done by
 * rt_var_free_all, as the trees cache cell pointers. */
void rt_arith_cache_free(struct shell *sh);
/* An operand of (( )) or for ((;;)) (ext_eval.c): the static tree, or the
 * text expanded and evaluated; an empty operand is DFLT.  -1 on error
 * (message printed; an expansion error has applied its consequence). */
struct arith_src;
int rt_arith_src_eval(struct shell *sh, const struct arith_src *a,
		      int64_t dflt, int64_t *out);
/* The value of variable reference A (AK_VAR) exactly as rt_arith_eval reads
 * it: unset or empty 0 (or the set -u error), numbers, or the value
 * evaluated as an expression.  The JIT's slow path for variable reads. */
int rt_arith_var(struct shell *sh, struct arith *a, int64_t *out);
/* Wrap-around helpers without undefined behaviour, shared with the JIT. */
int64_t rt_arith_binop(enum arith_op op, int64_t a, int64_t b, int *err);

/* ------------------------------------------------------------- expansion */

enum expand_flags {
	EXP_SPLIT = 1u << 0,   /* field splitting */
	EXP_GLOB = 1u << 1,    /* pathname expansion */
	EXP_TILDE = 1u << 2,   /* tilde prefixes (always for words) */
	EXP_ASSIGN = 1u << 3,  /* tilde after ':' and '=' in assignments */
	EXP_PATTERN = 1u << 4, /* result is a pattern: quoted glob characters
				  are escaped with '\' */
	EXP_HEREDOC = 1u << 5, /* here-document body */
	EXP_REGEX = 1u << 6,   /* like EXP_PATTERN, escaping for an ERE */
	EXP_FIELDS = EXP_SPLIT | EXP_GLOB, /* command words, for lists */
};

/* exec.c: TEXT expanded as a prompt (PS1, PS2, PS4): parameter, command
 * and arithmetic expansion as in an unquoted here-document, without
 * tracing, changing $? or the line number, or ending the shell.
 * malloc'ed, or NULL after a syntax or expansion error. */
char *rt_prompt_text(struct shell *sh, const char *text);

/* eval.c: set -e after a command whose status is in sh->status: unless
 * errexit is suspended (conditions, && || lists, !), a failure makes the
 * shell unwind and exit with it. */
void rt_errexit_check(struct shell *sh);

/* ext_eval.c: the bash/ksh extension nodes (N_ARITH, N_ARITHFOR,
 * N_COND). */
int rt_eval_ext(struct shell *sh, const struct node *n, unsigned flags);

/* expand.c: the one entry point of word expansion.  With EXP_FIELDS the
 * N words are expanded to fields (split, globbed, brace-expanded) appended
 * to *fields; otherwise the one word (N == 1) becomes one string in *str,
 * malloc'ed (assignment values, redirection targets, case subjects,
 * here-doc bodies, patterns with EXP_PATTERN/EXP_REGEX).  Returns 0, or -1
 * after an error was printed (the caller applies the consequence: a
 * non-interactive shell exits for expansion errors). */
int rt_expand(struct shell *sh, struct word *const *words, int n,
	      unsigned flags, struct strvec *fields, char **str);
/*
 * The field splitter (XCU 2.6.5), the only one: expansion, read, the fast
 * expander and compiled `for` loops all use it.  It walks a buffer of N
 * bytes with an optional mark per byte and hands out each field as a
 * range [start, end) of the buffer; the caller builds the field from it
 * (it may then overwrite the bytes of fields already handed out).
 * A byte is a delimiter only when it is an IFS character and its mark is
 * SPLIT_MAY (MARK NULL: every byte is).  IFS white space around a
 * delimiter belongs to it, leading and trailing IFS white space yields no
 * field, and a non-white IFS character ends a field even when empty.
 * With MAX > 0 the MAX-th field is read's last one: the unsplit rest,
 * minus trailing IFS white space, unless the rest is a single field and
 * its delimiter (then that field).
 */
enum split_mark {
	SPLIT_MAY,   /* a delimiter if it is an IFS character */
	SPLIT_BEGIN, /* zero width: a field begins here, even if empty ("") */
	SPLIT_BREAK, /* zero width: a field ends here ("$@" between params) */
	SPLIT_KEEP,  /* never a delimiter (quoted or escaped); so is any
			other value, expand.c's F_LIT and F_Q */
};
struct ifs_split {
	const char *s;
	const unsigned char *mark; /* NULL: all SPLIT_MAY */
	size_t n, max;
	size_t i, count; /* private: position, fields handed out */
	const unsigned char *cls; /* private: sh->ifs_cls */
};
struct split_field {
	size_t start, end;
};
/* Starts splitting S[0, N) by the current IFS (whose table stays valid
 * until rt_split_begin meets another IFS: finish one split first). */
void rt_split_begin(struct shell *sh, struct ifs_split *sp, const char *s,
		    size_t n, const unsigned char *mark, size_t max);
/* The next fields, at most CAP of them, into F; returns their number, 0
 * when there are no more.  (Fields come in batches: a `for` loop over a
 * list splits it at the cost of a loop, not of a call per word.) */
size_t rt_split_next(struct ifs_split *sp, struct split_field *f,
		     size_t cap);

/* The value of parameter NAME ($1, $?, a variable...) as expansion sees
 * it; false when unset.  *val may point into tmp. */
bool rt_param_value(struct shell *sh, const char *name, struct strbuf *tmp,
		    const char **val);
/* The same for the parameter of part P (a WP_PARAM): an ordinary variable
 * is read through its cell, found once and cached in the part. */
bool rt_param_part_value(struct shell *sh, const struct wpart *p,
			 struct strbuf *tmp, const char **val);
/* fastexp.c: rt_expand's front half, for it alone.  Word W to fields or
 * to a string when it is "simple" (literals, quoted parts, plain
 * parameters); false, with nothing done, when the general half must. */
bool rt_expand_fast_fields(struct shell *sh, const struct word *w,
			   struct strvec *out);
bool rt_expand_fast_str(struct shell *sh, const struct word *w,
			unsigned flags, char **out);
#ifdef QUIRL_CHECK_FAST
/* The sanitizer build's check of a shortcut (fastexp.c, compiled `for`
 * loops): aborts unless the general half expands W, a word without side
 * effects, to FIELDS[0..N). */
void rt_expand_check(struct shell *sh, const struct word *w,
		     char *const *fields, size_t n);
#endif
/* A case pattern: the literal text itself, a constant built in scratch, or
 * a full EXP_PATTERN expansion returned in *owned (free it).  NULL with
 * *err set after an expansion error. */
const char *rt_pattern_word(struct shell *sh, const struct word *w,
			    struct strbuf *scratch, char **owned, int *err);

/* passwd.c: home directory of user NAME / of UID (and its login name when
 * LOGIN is not NULL), malloc'ed, or NULL.  No NSS in-process (the release
 * binary is static): /etc/passwd, then `getent passwd`. */
char *rt_user_home(const char *name);
char *rt_uid_home(uid_t uid, char **login);

/* pattern.c: POSIX pattern matching ('*' '?' '[...]' with classes and
 * '!' negation; '\' quotes the next character). */
bool rt_pattern_match(const char *pat, const char *str);
/* The same for the LEN bytes at STR (a subject matched many times). */
bool rt_pattern_match_n(const char *pat, const char *str, size_t len);
/* Longest/shortest prefix or suffix match for ${p#w} and friends:
 * returns the length of the matched prefix/suffix or -1. */
ssize_t rt_pattern_prefix(const char *pat, const char *str, bool longest);
ssize_t rt_pattern_suffix(const char *pat, const char *str, bool longest);
bool rt_pattern_has_magic(const char *pat);
/* The characters that may make a word a pattern (whether they do depends
 * on the rest: see rt_pattern_has_magic).  The one list of them. */
static inline bool rt_glob_char(char c)
{
	return c == '*' || c == '?' || c == '[';
}
static inline bool rt_has_glob_char(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}
/* Whether C must be escaped with '\' to stand for itself in a pattern
 * for pattern.c, or, with ERE, in a regular expression (=~). */
static inline bool rt_pattern_special(char c, bool ere)
{
	return c && strchr(ere ? "\\.[]()*+?{}|^$" : "\\*?[]!^-", c) != NULL;
}
/* glob.c: pathname expansion of one pattern; appends sorted matches to out
 * and returns their count (0: caller keeps the word). */
size_t rt_glob(struct shell *sh, const char *pat, struct strvec *out);

/* -------------------------------------------------------------- execution */

/* eval.c / exec.c / redir.c */
/* Parses and runs a string (eval, -c, trap actions). */
int rt_eval_string(struct shell *sh, const char *text, size_t len);
/* Runs a file with the current shell ('.' and scripts): returns status;
 * -1 and an error message if it cannot be opened. */
int rt_source_file(struct shell *sh, const char *path);
/* Runs the shell's main input loop on fd until EOF. */
int rt_run_fd(struct shell *sh, int fd, bool interactive);
/* cmdsub.c: command substitution.  Runs body in a subshell (or, when it
 * is a call of echo or printf that cannot change the shell, in this
 * process) and collects its output with trailing newlines removed.
 * Returns the status, or -1 after an expansion error in $(< word). */
int rt_cmdsub(struct shell *sh, const struct node *body, struct strbuf *out);
/* exec builtin: replace the shell.  Returns only on failure (status). */
int rt_exec_replace(struct shell *sh, char **argv);

enum cmd_kind {
	CMD_NOTFOUND,
	CMD_SPECIAL,  /* special builtin */
	CMD_FUNCTION,
	CMD_BUILTIN,  /* regular builtin */
	CMD_EXTERNAL,
	CMD_KEYWORD,  /* for type/command -v only */
	CMD_ALIAS,    /* for type/command -v only */
};
struct cmd_lookup {
	enum cmd_kind kind;
	const struct builtin *bi;
	struct func *fn;
	char *path; /* CMD_EXTERNAL: malloc'ed full path */
	bool hashed;
};
/* POSIX command search.  flags: CL_NOFUNC (command), CL_DEFPATH (command
 * -p), CL_ALIAS|CL_KEYWORD (type/command -v), CL_NOCACHE (a search made
 * for a subshell: the PATH hash is read but not added to). */
enum { CL_NOFUNC = 1, CL_DEFPATH = 2, CL_ALIAS = 4, CL_KEYWORD = 8,
       CL_NOCACHE = 16 };
void rt_cmd_lookup(struct shell *sh, const char *name, unsigned flags,
		   struct cmd_lookup *out);
void rt_cmd_lookup_free(struct cmd_lookup *cl);
/* PATH search; malloc'ed path or NULL.  The hash table caches results. */
char *rt_path_search(struct shell *sh, const char *name, const char *path);
void rt_hash_clear(struct shell *sh);
/* Runs argv as a command (function, builtin or external) without the
 * prefix-assignment handling; used by `command` and `builtin`. */
int rt_run_argv(struct shell *sh, char **argv, unsigned lookup_flags);

/* -------------------------------------------------------------- functions */

struct func {
	const struct node *body; /* N_FUNCDEF's body */
	const struct node *def;  /* the N_FUNCDEF node (for `type`) */
	struct arena *arena;     /* holds a reference */
	unsigned refs;           /* running invocations keep it alive */
	const char *src;         /* file it was defined in (interned,
				    callstack.h); NULL: none */
};
struct func *rt_func_find(struct shell *sh, const char *name);
void rt_func_define(struct shell *sh, const char *name, const struct node *def,
		    struct arena *arena);
int rt_func_unset(struct shell *sh, const char *name);

/* --------------------------------------------------------------- builtins */

enum builtin_flags {
	BI_SPECIAL = 1u << 0, /* POSIX special built-in utility */
	BI_DECL = 1u << 1,    /* declaration utility: assignments as operands
				 (declare typeset local export readonly) */
};
struct builtin {
	const char *name;
	int (*fn)(struct shell *sh, int argc, char **argv);
	unsigned flags;
	const char *usage; /* "echo [-n] [arg ...]" for help and errors */
};
/* While a declaration builtin runs: whether its argument I was written as
 * a compound assignment NAME=(...) (eval.c, sh->compound_args). */
bool rt_arg_is_compound(const struct shell *sh, int i);
/* builtins/table.c */
const struct builtin *rt_builtin_find(const char *name);
extern const struct builtin rt_builtins[]; /* terminated by name == NULL */
/* Prints "quirl: NAME: usage: USAGE" and returns 2. */
int rt_builtin_usage(struct shell *sh, const struct builtin *bi);
bool rt_is_keyword(const char *name);

/* ------------------------------------------------------------- aliases */
const char *rt_alias_get(struct shell *sh, const char *name);

/* ------------------------------------------------------- output & errors */

/* output.c.  Buffered writes to fds 1 and 2 (2 flushes fd 1 first and is
 * written through).  Return 0, or -1 with errno set (EPIPE, ENOSPC...). */
int rt_out_write(struct shell *sh, int fd, const char *buf, size_t len);
int rt_outs(struct shell *sh, int fd, const char *s);
int rt_outf(struct shell *sh, int fd, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int rt_out_flush(struct shell *sh, int fd);
int rt_out_flush_all(struct shell *sh);
/* rt_out_flush_all, and sets up what children should inherit (rt_fork). */
void rt_out_before_fork(struct shell *sh);

/* error.c.  "quirl: line N: MESSAGE\n" on stderr (the line part omitted
 * when the shell is interactive or no line is known). */
void rt_err(struct shell *sh, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void rt_verr(struct shell *sh, const char *fmt, va_list ap);
/* set -u: the first LEN bytes of NAME are an unset parameter ("NAME:
 * unbound variable", as bash; "parameter not set" in posix mode). */
void rt_err_unset(struct shell *sh, const char *name, size_t len);

/* The kinds of error whose consequence the shell decides (error.c's
 * table, one column for posix mode and one for bash mode). */
enum rt_error {
	RT_E_EXPAND,  /* a word expansion failed: ${x?}, a bad substitution,
			 arithmetic in $(( )), an unset parameter under -u */
	RT_E_ASSIGN,  /* an assignment failed (readonly, bad subscript) in a
			 command without words, or of a for loop's name */
	RT_E_PREFIX,  /* an assignment before a command word failed */
	RT_E_SPECIAL, /* a special builtin failed (usage, bad operand) */
	RT_E_REDIR_SPECIAL, /* a redirection of a special builtin failed */
	RT_E_SYNTAX,  /* a syntax error in eval or a sourced file */
	RT_E_SCRIPT,  /* a syntax error in the script or -c string itself */
	RT_E_ARITH,   /* an arithmetic error in $((...)) */
	RT_E_FATAL,   /* ends a script in both modes: exec could not run its
			 command, break/continue with a bad count (bash) */
	RT_E_NESTING, /* recursion too deep (functions, eval, ., the stack) */
	RT_E_LINE,    /* bash's "abandon the command line" (failglob, a list
			 assigned to an array element) */
};
/* After the message of an error of KIND (STATUS: the status the caller
 * would give it): sets the status and sh->skip as the table says for the
 * shell's mode, and returns the status. */
int rt_error(struct shell *sh, enum rt_error kind, int status);

/* ----------------------------------------------------------- traps, jobs */

/* trap.c */
extern volatile sig_atomic_t rt_pending_signal; /* any trap/INT pending */
void rt_signals_init(struct shell *sh);
/* Runs the actions of caught signals; called at safe points. */
void rt_trap_run_pending(struct shell *sh);
/* Runs the EXIT trap once. */
void rt_trap_exit(struct shell *sh);
/* In a forked child: reset caught signals to default, keep ignored ones. */
void rt_trap_child_reset(struct shell *sh);
/* Sets the action of SIG (NULL = default, "" = ignore) and the process
 * disposition that follows from it; a signal ignored on entry to a
 * non-interactive shell is left alone.  Returns 0. */
int rt_trap_set(struct shell *sh, int sig, const char *action);
/* The signals a posix_spawn'ed program must get back at SIG_DFL
 * (for POSIX_SPAWN_SETSIGDEF). */
void rt_trap_sigdefault_set(struct shell *sh, sigset_t *set);
int rt_sig_number(const char *name); /* "INT", "SIGINT", "2"; -1 if bad */
const char *rt_sig_name(int sig);    /* "INT"; NULL if unknown */

/* Signal number of a pending signal that has a trap action (0: none);
 * `wait` returns 128+N for it. */
int rt_trap_pending_sig(struct shell *sh);
/* Whether SIG was caught and its action has not run yet. */
bool rt_trap_is_pending(int sig);
/* The action `trap` lists for SIG: its own, or in a subshell that has
 * changed no trap the parent's (NULL: default). */
const char *rt_trap_shown(struct shell *sh, int sig);
/* Job control switched on or off: re-derive SIGTSTP/TTIN/TTOU. */
void rt_trap_jobctl_changed(struct shell *sh);
/* In the child of an asynchronous list without job control: SIGINT and
 * SIGQUIT ignored, as if ignored on entry (POSIX 2.11). */
void rt_trap_async_child(struct shell *sh);
/* Read end of the self-pipe that every caught signal and SIGCHLD write
 * to (created on first use); `wait` polls it. */
int rt_trap_wake_fd(struct shell *sh);
void rt_trap_wake_drain(void);

/* jobs.c: the job table, process groups and the terminal. */
/* Starts job control if set -m asks for it and a terminal is there;
 * returns sh->job_control. */
bool rt_jobs_control(struct shell *sh);
/* A new job for the pipeline/list N (its text is shown by jobs); bg
 * says asynchronous.  Processes join it through sh->fork_job + rt_fork
 * or rt_job_add_proc. */
struct job *rt_job_new(struct shell *sh, const struct node *n, bool bg);
struct job *rt_job_new_text(struct shell *sh, const char *text, bool bg);
void rt_job_add_proc(struct shell *sh, struct job *j, pid_t pid);
/* Under job control: moves PID (0: the calling child itself) into J's
 * process group, which the first process founds, and gives a foreground
 * job the terminal.  Parent and child both call it. */
void rt_job_place(struct shell *sh, struct job *j, pid_t pid);
/* The terminal's fd while job control is active, else -1. */
int rt_jobs_tty(struct shell *sh);
int rt_job_id(const struct job *j); /* %n; 0 for a foreground job */
/* Waits for the foreground job J and returns the status of its last
 * process; statuses[i] (when non-NULL) receives each process's status,
 * for pipefail.  A job that stops becomes a stopped job (status
 * 128+sig) and is announced; a finished one is freed. */
int rt_job_wait_fg(struct shell *sh, struct job *j, int *statuses);
/* The job with pid as a process, or NULL. */
struct job *rt_job_by_pid(struct shell *sh, pid_t pid);
/* Compatibility: an asynchronous job of one process. */
void rt_job_add(struct shell *sh, pid_t pid);
/* Waits for pid; returns the shell status (128+sig for signals), 127
 * when pid is not a known child, 128+N when trapped signal N arrives. */
int rt_job_wait(struct shell *sh, pid_t pid);
int rt_job_wait_all(struct shell *sh);
/* Job IDs and the job-control utilities (builtins/jobs.c, kill.c):
 * rt_job_find prints "WHO: SPEC: no such job" and returns NULL; list
 * mode is 0, 'l' or 'p'; rt_job_wait_job returns 128+N when trapped
 * signal N interrupts it. */
struct job *rt_job_find(struct shell *sh, const char *spec, const char *who);
int rt_job_list(struct shell *sh, struct job *only, int mode);
int rt_job_kill(struct shell *sh, struct job *j, int sig);
int rt_job_fg(struct shell *sh, struct job *j);
int rt_job_bg(struct shell *sh, struct job *j);
int rt_job_wait_job(struct shell *sh, struct job *j);
void rt_job_disown(struct shell *sh, struct job *j, bool nohup);
void rt_job_disown_all(struct shell *sh, bool running_only, bool nohup);
/* In a forked child (rt_fork): the parent's jobs stay listable but are
 * not waited for; job control is off. */
void rt_jobs_child(struct shell *sh);
/* Prints notices of finished and stopped jobs (interactive shells call
 * it before each prompt; set -b also at safe points). */
void rt_jobs_notify(struct shell *sh);

/* --------------------------------------------------------------- the shell */

enum skip {
	SKIP_NONE,
	SKIP_BREAK,    /* skip_count more loop levels to leave */
	SKIP_CONTINUE,
	SKIP_RETURN,
	SKIP_EXIT,     /* unwind everything; exit with sh->exit_status */
	SKIP_ABORT,    /* interactive: abandon the command line (errors) */
};

/*
 * The JIT tier's state in the shell, all of it (sh->jit).  Zeroed, it is a
 * JIT that is off; jit_init (jit/jit.c) reads the controls.  The fields
 * that compiled code reads and writes itself (gen, aerr) are declared for
 * it in runtime/rt.h, with the rest of what it may touch.
 */
enum jit_mode { JIT_OFF, JIT_ON, JIT_ALWAYS };

struct jit_state {
	/* Bumped whenever an assumption of compiled code may break: functions
	 * (re)defined or unset, options changed by set, traps set, IFS
	 * assigned.  Compiled fast paths compare it with the value they were
	 * compiled under and fall back to the interpreter otherwise; the
	 * interpreter's command lookup cache (eval.c) relies on it too. */
	unsigned gen;
	int aerr; /* set by rt.h helpers in soft/probe arithmetic mode */
	/* scratch of rt_jit_echo and rt_jit_case: no shell code runs in this
	 * process while they are in use (a command substitution in a case
	 * pattern runs in a child) */
	struct strbuf line, tmp;
	/* a `for` loop handed to its region in mid-run (rt_jit_for_resume):
	 * the iterator the region's rt_jit_for_begin takes over */
	void *for_iter;
	const struct node *for_node;

	/* controls (jit/jit.c, jit_init) */
	enum jit_mode mode;
	unsigned threshold;
	bool log;
	int dump;    /* 0, 'q' (QIR) or 'c' (generated C) */
	int backend; /* enum jit_backend (jit/backend.h) */
	bool promote; /* QUIRL_JIT_PROMOTE=1: every region at tier 2 */
	/* QUIRL_JIT_TIER2: back-edges (and calls) of a tier-1 region before
	 * it is recompiled at tier 2; 0: never */
	long long tier2;
	/* counters for `jit stats` */
	unsigned long regions, failures, entries, tier2_compiles;
	unsigned long bailouts; /* native statements whose guard failed */
	unsigned long long compile_ns;
	unsigned seq;
};

struct var_scope;
struct outbuf {
	char *buf;
	size_t len, cap;
};

/* Indices of the running builtin's arguments that were written as
 * compound assignments NAME=(...) (operands of declaration utilities,
 * bash's grammar): set by the evaluator around the call (eval.c). */
struct rt_compound_args {
	int *v;
	size_t n, cap;
};

struct shell {
	/* variables (var.c) */
	struct strmap vars; /* name -> struct var * */
	unsigned var_epoch;
	struct var_scope *scope; /* innermost scope, NULL at top level */
	struct var_scope *scope_spare; /* popped scopes kept for reuse */
	unsigned scope_nspare;
	int scope_depth;
	char **environ_cache;
	bool environ_dirty;
	struct strvec env_invalid; /* imported "NAME=..." with bad names */

	/* functions, aliases, command hash */
	struct strmap funcs;   /* name -> struct func * */
	struct strmap aliases; /* name -> malloc'ed value */
	struct strmap cmdhash; /* name -> malloc'ed path */

	/* positional parameters: $0 and $1..$N */
	char *arg0;
	struct strvec params;

	/* special parameters */
	int status; /* $? */
	pid_t last_bg;
	pid_t pid;  /* $$ */
	pid_t ppid;
	unsigned opts;
	int lineno; /* line of the command being run */

	/* control flow */
	enum skip skip;
	int skip_count;
	int exit_status;
	int loop_depth;
	int func_depth;
	int eval_depth;  /* eval/./trap nesting */
	bool in_subshell;
	/* in a command substitution's child (or waiting for it): a job
	 * killed by a signal is not reported there, as in bash */
	bool in_cmdsub;
	int cmdsub_depth; /* nesting of command substitutions (set -x) */
	int errexit_off; /* > 0 inside an if/while condition, && || lhs, ! */
	/* `!` pipelines running, and how many of them were running when
	 * the innermost function was called: ERR fires where errexit_off
	 * equals bang_base (trapcond.h) */
	int bang_depth, bang_base;
	bool in_trap;
	/* the simple command being run, for BASH_COMMAND (trap.c); NULL
	 * once the code it belongs to may be freed */
	const struct node *cur_cmd;
	int return_prev; /* $? when `return` ran: the RETURN trap's $? */

	/* traps (trap.c): NSIG signals plus EXIT at index 0, then DEBUG,
	 * ERR and RETURN (trapcond.h) */
	char *traps[68];
	bool trap_ignored_on_entry[65]; /* valid where trap_entry_known */
	uint64_t trap_entry_known;      /* bit sig-1: entry state known */

	/* output.c */
	struct outbuf out[3];
	bool out_lost; /* buffered stdout failed in an implicit flush */
	/* cmdsub.c: while a command substitution runs in this process, what
	 * builtins write to fd 1 is appended here instead (rt_out_write) */
	struct strbuf *out_capture;

	/* jobs.c */
	struct job *jobs;
	struct job *job_spare; /* a finished job's record, for the next */

	/* interactive front end */
	bool interactive;
	bool login;
	const char *script_name;

	/* getopts state */
	int getopts_pos;
	int getopts_optind;

	/* evaluator bookkeeping (eval.c, exec.c) */
	struct arena *cur_arena; /* arena of the code being run (funcdefs) */
	unsigned cmdsub_count;   /* bumped by every command substitution */
	const struct rt_compound_args *compound_args; /* NULL: none */
	int nofatal;             /* > 0: special builtin errors do not exit
				    (under `command`) */
	char *self_exe;          /* path of this quirl binary (ENOEXEC) */
	int dot_depth;           /* '.' scripts being run (return) */
	unsigned long ncommands; /* complete commands run by run_parser */

	struct var *ifs_cell; /* rt_ifs: found at first use, never moves */
	/* rt_split_begin: each byte's class in the IFS of ifs_key (built
	 * again when IFS differs; ifs_key "" with ifs_built false: none) */
	unsigned char ifs_cls[256];
	char ifs_key[16];
	bool ifs_built;
	struct arith_cache *arith_cache; /* arith.c: trees of run-time text */
	struct jit_state jit; /* everything of the JIT tier (see above) */

	/* hooks for the interactive front end (frontend/) */
	bool at_command_start;   /* next line read starts a new command */
	void (*before_command)(struct shell *sh);

	/* job control (jobs.c, trap.c).  jc holds the terminal and the job
	 * numbering once job control has started (NULL before);
	 * job_control is true while it is active, that is while the shell
	 * leads its own process group, owns the terminal and ignores
	 * SIGTSTP, SIGTTIN and SIGTTOU.  fork_job is the job that the next
	 * rt_fork children join (eval_pipe, eval_bg); NULL for other forks. */
	struct jobctl *jc;
	bool job_control;
	struct job *fork_job;
	/* traps (trap.c): in a subshell that has not set a trap yet, the
	 * parent's actions (65 entries), which `trap` lists as POSIX asks
	 * ("$(trap)" shows the parent's traps); NULL otherwise. */
	char **trap_parent;

	/* bash/ksh extensions (var.c, expand.c, builtins/declare.c) */
	struct strmap elem_cells; /* "a[sub]" -> proxy struct var * */
	uint64_t random_state;
	int64_t seconds_base;   /* SECONDS is (now - seconds_base) / 1e6, in us */
	unsigned shopts;        /* SHOPT_* */
	struct rt_callstack *cs; /* callstack.h */
};

enum {
	SHOPT_NULLGLOB = 1u << 0,
	SHOPT_FAILGLOB = 1u << 1,
	SHOPT_DOTGLOB = 1u << 2,
	SHOPT_NOCASEMATCH = 1u << 3,
};

void rt_shell_init(struct shell *sh, int argc, char **argv, char **envp);
void rt_shell_free(struct shell *sh);
/* Exits the process: flush output, run the EXIT trap, free, exit. */
void rt_shell_exit(struct shell *sh, int status) __attribute__((noreturn));

#endif
